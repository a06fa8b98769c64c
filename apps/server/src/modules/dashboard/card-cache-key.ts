import type { DashboardScope } from './dashboard.service.js';

/**
 * What a card's answer depends on besides the stored figures: its dates, the chosen options and
 * the account and option names and colours it shows (an account renamed is another key). Two
 * joint holders choosing the same options share an entry: both were checked to be on them.
 */
export function scopeKey(scope: DashboardScope): string {
  const chosen = new Set(scope.optionIds);
  const shown = scope.accounts.map((a) => [
    a.id,
    a.name,
    a.options.filter((o) => chosen.has(o.id)).map((o) => [o.id, o.label, o.color]),
  ]);
  return JSON.stringify([scope.period, scope.range.start, scope.range.end, scope.optionIds, shown]);
}
