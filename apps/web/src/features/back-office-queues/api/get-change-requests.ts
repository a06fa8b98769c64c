import { changeRequestPageSchema, type ChangeRequestPage, type OperatorChangeRequestsQuery } from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { CHANGE_REQUESTS_ROOT } from './back-office-queue-keys';

/** GET /api/operator/change-requests/?status=&search=&ordering=&page=&page_size=: one page of the queue. */
const changeRequests = serverQueueQuery<Partial<OperatorChangeRequestsQuery>, ChangeRequestPage>(
  '/operator/change-requests/',
  [...CHANGE_REQUESTS_ROOT, 'list'],
  changeRequestPageSchema,
);

export const getChangeRequests = changeRequests.fetchPage;
export const changeRequestsQueryOptions = changeRequests.queryOptions;
export const useChangeRequests = changeRequests.usePage;
