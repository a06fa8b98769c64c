import { profileSchema, type Profile } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

/**
 * PATCH /profiles/my/ {login_two_factor_auth_enabled}. A protected write: the server answers 403
 * action_confirmation_required unless a two-factor code was confirmed in the last few minutes.
 */
export function updateLoginTwoFactor(enabled: boolean): Promise<Profile> {
  return api.patch('/profiles/my/', { login_two_factor_auth_enabled: enabled }, { schema: profileSchema });
}

/** The settings page says how it went (dialog, toast, or a new code); the answer is the new profile. */
export function useUpdateLoginTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLoginTwoFactor,
    meta: { errorHandling: 'form' },
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
