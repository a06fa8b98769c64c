import { redeemRequestPageSchema, type RedeemRequestPage, type RedeemRequestsQuery } from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { REDEEM_REQUESTS_ROOT } from './back-office-queue-keys';

/** GET /api/operator/redeem-requests/?status=&search=&ordering=&page=&page_size=: one page of the queue. */
const redeemRequests = serverQueueQuery<Partial<RedeemRequestsQuery>, RedeemRequestPage>(
  '/operator/redeem-requests/',
  [...REDEEM_REQUESTS_ROOT, 'list'],
  redeemRequestPageSchema,
);

export const getRedeemRequests = redeemRequests.fetchPage;
export const redeemRequestsQueryOptions = redeemRequests.queryOptions;
export const useRedeemRequests = redeemRequests.usePage;
