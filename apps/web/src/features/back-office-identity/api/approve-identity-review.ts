import { identityReviewSchema, type IdentityReview } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDENTITY_REVIEWS_ROOT } from './identity-review-keys';

/** POST /api/operator/identity-reviews/{userId}/approve/: verified; the investor is told. */
export function approveIdentityReview(userId: number): Promise<IdentityReview> {
  return api.post(`/operator/identity-reviews/${userId}/approve/`, {}, { schema: identityReviewSchema });
}

/** The detail page shows a refusal (a role's 403, a 409) itself. */
export function useApproveIdentityReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveIdentityReview,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITY_REVIEWS_ROOT }),
  });
}
