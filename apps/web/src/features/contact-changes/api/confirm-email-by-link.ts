import { emailChangedSchema, type EmailChanged } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';

/** POST /profiles/confirm-email-address-by-link/ {token}: the token of the e-mailed link. */
export function confirmEmailByLink(token: string): Promise<EmailChanged> {
  return api.post('/profiles/confirm-email-address-by-link/', { token }, { schema: emailChangedSchema });
}

/** The page says how it went itself (a used or expired link is an answer, not a crash). */
export function useConfirmEmailByLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailByLink,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }),
  });
}
