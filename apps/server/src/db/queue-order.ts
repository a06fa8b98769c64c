import { parseOrdering, type QueueOrdering } from '@portal/contract';
import { asc, desc, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * ORDER BY for a queue's `ordering`: the column it names, then `tieBreak` in the same direction,
 * so rows with equal values keep one order from page to page (offset paging would otherwise show
 * a row twice or never).
 */
export function queueOrder<F extends string>(
  ordering: QueueOrdering<F>,
  columns: Record<F, AnyColumn | SQL>,
  tieBreak: AnyColumn,
): SQL[] {
  const { field, descending } = parseOrdering(ordering);
  const direction = descending ? desc : asc;
  return [direction(columns[field]), direction(tieBreak)];
}
