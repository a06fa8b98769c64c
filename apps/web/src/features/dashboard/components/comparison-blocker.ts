import { Messages, type DashboardFilter, type DashboardFilterSetup } from '@portal/contract';

/**
 * Why strategy comparison cannot be shown for this filter (spec 3 §2.4, §5), or null when it can:
 * exactly one account, which has several options, and not just one of them chosen. No chosen
 * option means all of the account's options.
 */
export function comparisonBlocker(filter: DashboardFilter, accounts: DashboardFilterSetup['accounts']): string | null {
  if (filter.account.length !== 1) return Messages.comparisonNeedsOneAccount;
  const account = accounts.find((a) => a.id === filter.account[0]);
  const options = account?.investment_options ?? [];
  if (options.length < 2) return Messages.comparisonNeedsMultipleStrategies;
  const chosen = filter.investment_option.filter((id) => options.some((o) => o.id === id));
  if (chosen.length === 1) return Messages.comparisonNeedsOptions;
  return null;
}
