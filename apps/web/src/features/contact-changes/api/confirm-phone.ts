import { phoneChangedSchema, type ConfirmPhone, type PhoneChanged } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';

/** POST /profiles/confirm-phone-number/ {code} -> {detail, phone_number}. */
export function confirmPhone(input: ConfirmPhone): Promise<PhoneChanged> {
  return api.post('/profiles/confirm-phone-number/', input, { schema: phoneChangedSchema });
}

export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT }),
  });
}
