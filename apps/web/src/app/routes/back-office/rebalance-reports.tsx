import { RebalanceQueue } from '../../../features/back-office-rebalance/components/rebalance-queue';

/** /back-office/rebalance-reports/: every rebalance report, paged by the server; publishing and cancelling with a reason. */
export function RebalanceReportsRoute() {
  return <RebalanceQueue />;
}
