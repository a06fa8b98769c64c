import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { describeProblem, type FeedProblem } from './feed-formats.js';

/** More than this many problems are summarised: the operator fixes the generator, not each row. */
export const REPORTED_PROBLEMS = 20;

/**
 * A file refused for bad rows: the 400 lists the first 20 problems as messages; `problems` keeps
 * them all (in file order) for the validation report, `total` counts those not kept too.
 */
export class FeedRejected extends FieldValidationError {
  /** Data rows in the file, when it was read. */
  rows = 0;
  /** The file's hash and size, once the body was read to its end. */
  file: { sha256: string; sizeBytes: number } | undefined;

  constructor(
    readonly problems: FeedProblem[],
    readonly total: number,
    messages: string[],
  ) {
    super({}, messages);
  }
}

/** The 400 of a rejected file: its problems in file order (the first 20), then how many more. */
export function rejection(problems: FeedProblem[], unlisted = 0): FeedRejected {
  const inFileOrder = [...problems].sort((a, b) => a.row - b.row);
  const messages = inFileOrder.slice(0, REPORTED_PROBLEMS).map(describeProblem);
  const more = problems.length - REPORTED_PROBLEMS + unlisted;
  if (more > 0) messages.push(`… and ${more} more problems. Nothing was imported.`);
  else messages.push('Nothing was imported.');
  return new FeedRejected(inFileOrder, problems.length + unlisted, messages);
}
