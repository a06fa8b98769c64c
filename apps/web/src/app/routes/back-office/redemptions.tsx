import { RedemptionsQueue } from '../../../features/back-office-queues/components/redemptions-queue';

/** /back-office/redemptions/: redemption requests, settled or rejected here. */
export function RedemptionsRoute() {
  return <RedemptionsQueue />;
}
