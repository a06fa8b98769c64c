import { Navigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { IdentityReviewDetail } from '../../../features/back-office-identity/components/identity-review-detail';
import { routeId } from '../bank-accounts/route-ids';

/** /back-office/identity-reviews/:userId/: one person's details and documents, approved or rejected here. */
export function IdentityReviewRoute() {
  const userId = routeId(useParams().userId);
  if (userId === null) return <Navigate to={paths.errors.pageNotFound.getHref()} replace />;
  return <IdentityReviewDetail key={userId} userId={userId} />;
}
