import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { describeProblem, type FeedProblem } from './feed-formats.js';

/** More than this many problems are summarised: the operator fixes the generator, not each row. */
export const REPORTED_PROBLEMS = 20;

/** The 400 of a rejected file: its problems in file order (the first 20), then how many more. */
export function rejection(problems: FeedProblem[], unlisted = 0): FieldValidationError {
  const inFileOrder = [...problems].sort((a, b) => a.row - b.row);
  const messages = inFileOrder.slice(0, REPORTED_PROBLEMS).map(describeProblem);
  const more = problems.length - REPORTED_PROBLEMS + unlisted;
  if (more > 0) messages.push(`… and ${more} more problems. Nothing was imported.`);
  else messages.push('Nothing was imported.');
  return new FieldValidationError({}, messages);
}
