/** A first word of `npm run admin -- <command>` and the help lines that describe it. */
export interface AdminCommand {
  name: string;
  /** Its lines in the help, without the two-space indent the help gives every line. */
  usage: string[];
  /** `args` are the words after the name; the result is printed as JSON. */
  run(args: string[]): Promise<unknown>;
}

/** A problem the operator can fix: its message alone is printed, and the CLI exits 1. */
export class CliError extends Error {}

/**
 * The command was not given as the help describes. Commands only name the problem; the entry
 * adds the help, which it composes from every command.
 */
export class UsageError extends CliError {}

/**
 * A record's id as the portal numbers it, or the usage problem naming what it is and where the
 * operator finds it: `recordId(v, 'account’s', 'account list')`.
 */
export function recordId(value: string | undefined, what: string, listedBy: string): string {
  if (!value || !/^\d{1,10}$/.test(value)) throw new UsageError(`Give the ${what} id (a number: see ${listedBy}).`);
  return value;
}

export function need(value: string | undefined, flag: string): string {
  if (!value) throw new UsageError(`Missing --${flag}.`);
  return value;
}

/** An optional number flag; absent stays absent (JSON leaves undefined out of the body). */
export function numberOption(value: string | undefined): number | undefined {
  return value === undefined ? undefined : Number(value);
}
