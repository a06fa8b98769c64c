import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ImportAttemptDetailView } from '../../../features/back-office-feeds/components/import-attempt-detail';
import { routeId } from '../bank-accounts/route-ids';

/** /back-office/imports/:importId/: one upload of a feed file with its validation report. */
export function ImportAttemptRoute() {
  const importId = routeId(useParams().importId);
  if (importId === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <ImportAttemptDetailView key={importId} importId={importId} />;
}
