import {
  pageSchema,
  rebalanceReportSummarySchema,
  type Page,
  type RebalanceOrdering,
  type RebalanceReportSummary,
  type RebalanceStatus,
  type RebalanceType,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REBALANCE_QUERY_ROOT } from './rebalance-keys';

const rebalancePageSchema = pageSchema(rebalanceReportSummarySchema);

/** What the history asks for: a page, its size, the order and the three filters. */
export type RebalanceListParams = {
  page: number;
  pageSize: number;
  ordering: RebalanceOrdering;
  accounts: number[];
  types: RebalanceType[];
  statuses: RebalanceStatus[];
};

/** GET /ipm/rebalance-reports/ (spec 3 §7); the api client comma-joins the lists. */
export function getRebalanceReports(params: RebalanceListParams): Promise<Page<RebalanceReportSummary>> {
  return api.get('/ipm/rebalance-reports/', {
    params: {
      page: params.page,
      page_size: params.pageSize,
      ordering: params.ordering,
      // An empty filter is left out rather than sent empty.
      accounts: params.accounts.length ? params.accounts : undefined,
      rebalance_type: params.types.length ? params.types : undefined,
      status: params.statuses.length ? params.statuses : undefined,
    },
    schema: rebalancePageSchema,
  });
}

export function rebalanceReportsQueryOptions(params: RebalanceListParams) {
  return queryOptions({
    queryKey: [...REBALANCE_QUERY_ROOT, 'list', params],
    queryFn: () => getRebalanceReports(params),
  });
}

/** Keeps the current page on screen while the next one loads. */
export function useRebalanceReports(params: RebalanceListParams) {
  return useQuery({ ...rebalanceReportsQueryOptions(params), placeholderData: keepPreviousData });
}
