import { parseArgs, type ParseArgsConfig } from 'node:util';

type FlagTable = NonNullable<ParseArgsConfig['options']>;

/** The flags of a work queue's `list`: the query its route takes, by the same names. */
export const QUEUE_FLAGS = {
  status: { type: 'string' },
  search: { type: 'string' },
  ordering: { type: 'string' },
  page: { type: 'string' },
  'page-size': { type: 'string' },
} as const satisfies FlagTable;

/**
 * The words after a queue command's action: the record's id, the list's flags and `own`, the
 * flags that are the command's own (its filters and its actions' options).
 */
export function parseQueueArgs<const O extends FlagTable>(args: string[], own: O) {
  return parseArgs({ args, options: { ...QUEUE_FLAGS, ...own }, allowPositionals: true, strict: true });
}

/**
 * A list's query string from the flags given (`page-size` is sent as `page_size`); flags left out
 * stay out, so the route's defaults apply.
 */
export function queueParams(values: Record<string, unknown>, flags: readonly string[]): string {
  const query = new URLSearchParams();
  for (const flag of flags) {
    const value = values[flag];
    if (typeof value === 'string' && value !== '') query.set(flag.replace(/-/g, '_'), value);
  }
  return query.toString();
}

/**
 * A queue's list query from its flags and `filters`, the command's own (`account`). Where the CLI
 * opens the queue on one status (`opensOn`), `--status all` lists every status.
 */
export function queueQuery(
  values: Record<string, unknown>,
  { opensOn, filters = [] }: { opensOn?: string; filters?: readonly string[] } = {},
): string {
  const status = values.status ?? opensOn;
  const wanted = opensOn !== undefined && status === 'all' ? undefined : status;
  return queueParams({ ...values, status: wanted }, [...Object.keys(QUEUE_FLAGS), ...filters]);
}
