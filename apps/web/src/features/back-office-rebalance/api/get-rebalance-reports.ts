import {
  operatorRebalancePageSchema,
  type OPERATOR_REBALANCE_ORDERINGS,
  type OperatorRebalancePage,
  type QueueOrdering,
  type RebalanceStatus,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_REBALANCE_ROOT } from './rebalance-keys';

export type RebalanceOrderingField = (typeof OPERATOR_REBALANCE_ORDERINGS)[number];

export type RebalanceReportsQuery = {
  page: number;
  page_size: number;
  ordering: QueueOrdering<RebalanceOrderingField>;
  search?: string;
  status?: RebalanceStatus;
};

/** GET /api/operator/rebalance-reports/: a page of every report, ordered, filtered and searched by the server. */
export function getRebalanceReports(query: RebalanceReportsQuery): Promise<OperatorRebalancePage> {
  return api.get('/operator/rebalance-reports/', { params: query, schema: operatorRebalancePageSchema });
}

export function rebalanceReportsQueryOptions(query: RebalanceReportsQuery) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_REBALANCE_ROOT, 'page', query],
    queryFn: () => getRebalanceReports(query),
    placeholderData: keepPreviousData,
  });
}

export function useRebalanceReports(query: RebalanceReportsQuery) {
  return useQuery(rebalanceReportsQueryOptions(query));
}
