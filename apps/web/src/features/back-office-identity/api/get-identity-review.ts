import { identityReviewSchema, type IdentityReview } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDENTITY_REVIEWS_ROOT } from './identity-review-keys';

/** GET /api/operator/identity-reviews/{userId}/: the details as entered, the check's reasons and the documents. */
export function getIdentityReview(userId: number): Promise<IdentityReview> {
  return api.get(`/operator/identity-reviews/${userId}/`, { schema: identityReviewSchema });
}

export function identityReviewQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...IDENTITY_REVIEWS_ROOT, 'one', userId],
    queryFn: () => getIdentityReview(userId),
  });
}

export function useIdentityReview(userId: number) {
  return useQuery(identityReviewQueryOptions(userId));
}
