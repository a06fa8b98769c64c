import { ChangeRequestsQueue } from '../../../features/back-office-queues/components/change-requests-queue';

/** /back-office/change-requests/: bank change requests, those waiting for the portfolio manager first. */
export function ChangeRequestsRoute() {
  return <ChangeRequestsQueue />;
}
