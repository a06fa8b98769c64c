import {
  DEFAULT_REBALANCE_ORDERING,
  PAGE_SIZE_OPTIONS,
  PageSize,
  RebalanceOrdering,
  RebalanceStatus,
  RebalanceType,
} from '@portal/contract';
import type { RebalanceListParams } from '../api/get-rebalance-reports';

/**
 * The history's page, size, order and filters live in the address (`?page=2&status=cancelled`),
 * so Back from a report returns to the same view. Anything unknown in it is dropped.
 */
export function historyParamsFromSearch(search: URLSearchParams): RebalanceListParams {
  const list = (name: string) => (search.get(name) ?? '').split(',').filter(Boolean);
  const pageSize = Number(search.get('page_size'));
  const ordering = search.get('ordering');
  return {
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(pageSize) ? pageSize : PageSize.rebalanceReports,
    ordering: RebalanceOrdering.find((o) => o === ordering) ?? DEFAULT_REBALANCE_ORDERING,
    accounts: list('accounts')
      .map(Number)
      .filter((id) => Number.isInteger(id) && id > 0),
    types: list('rebalance_type').filter((t): t is RebalanceType => t in RebalanceType),
    statuses: list('status').filter((s): s is RebalanceStatus => s in RebalanceStatus),
  };
}

export function historyParamsToSearch(params: RebalanceListParams): Record<string, string> {
  const search: Record<string, string> = {};
  if (params.page > 1) search.page = String(params.page);
  if (params.pageSize !== PageSize.rebalanceReports) search.page_size = String(params.pageSize);
  if (params.ordering !== DEFAULT_REBALANCE_ORDERING) search.ordering = params.ordering;
  if (params.accounts.length) search.accounts = params.accounts.join(',');
  if (params.types.length) search.rebalance_type = params.types.join(',');
  if (params.statuses.length) search.status = params.statuses.join(',');
  return search;
}
