import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { RebalanceReport } from '../../../features/rebalance/components/rebalance-report';

/** /rebalance/{id}/: one report. */
export function RebalanceReportRoute() {
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  // key: another report is a fresh page (its own "mark seen" once), not an update of this one.
  return <RebalanceReport key={id} id={id} />;
}
