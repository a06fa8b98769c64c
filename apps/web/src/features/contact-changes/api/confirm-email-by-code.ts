import { emailChangedSchema, type ConfirmEmailByCode, type EmailChanged } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';

/** POST /profiles/confirm-email-address-by-code/ {code} -> {detail, email}: the address changes now. */
export function confirmEmailByCode(input: ConfirmEmailByCode): Promise<EmailChanged> {
  return api.post('/profiles/confirm-email-address-by-code/', input, { schema: emailChangedSchema });
}

export function useConfirmEmailByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmEmailByCode,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }),
  });
}
