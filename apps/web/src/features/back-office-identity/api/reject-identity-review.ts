import { identityReviewSchema, type IdentityReview } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IDENTITY_REVIEWS_ROOT } from './identity-review-keys';

/** POST /api/operator/identity-reviews/{userId}/reject/ {message}: not verified; the investor receives the message. */
export function rejectIdentityReview({
  userId,
  message,
}: {
  userId: number;
  message: string;
}): Promise<IdentityReview> {
  return api.post(`/operator/identity-reviews/${userId}/reject/`, { message }, { schema: identityReviewSchema });
}

/** The reason dialog shows a refusal (field errors, a role's 403, a 409) itself. */
export function useRejectIdentityReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectIdentityReview,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: IDENTITY_REVIEWS_ROOT }),
  });
}
