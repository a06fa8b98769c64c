import { IdentityReviewsQueue } from '../../../features/back-office-identity/components/identity-reviews-queue';

/** /back-office/identity-reviews/: personal details the automatic check left to staff. */
export function IdentityReviewsRoute() {
  return <IdentityReviewsQueue />;
}
