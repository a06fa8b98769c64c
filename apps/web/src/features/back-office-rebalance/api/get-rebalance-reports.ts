import {
  operatorRebalancePageSchema,
  type OPERATOR_REBALANCE_ORDERINGS,
  type OperatorRebalancePage,
  type OperatorRebalanceQuery,
} from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { BACK_OFFICE_REBALANCE_ROOT } from './rebalance-keys';

export type RebalanceOrderingField = (typeof OPERATOR_REBALANCE_ORDERINGS)[number];

/** GET /api/operator/rebalance-reports/: a page of every report, ordered, filtered and searched by the server. */
const rebalanceReports = serverQueueQuery<Partial<OperatorRebalanceQuery>, OperatorRebalancePage>(
  '/operator/rebalance-reports/',
  [...BACK_OFFICE_REBALANCE_ROOT, 'page'],
  operatorRebalancePageSchema,
);

export const getRebalanceReports = rebalanceReports.fetchPage;
export const rebalanceReportsQueryOptions = rebalanceReports.queryOptions;
export const useRebalanceReports = rebalanceReports.usePage;
