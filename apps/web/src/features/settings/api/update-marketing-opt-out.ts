import { profileMiscSchema, type Profile, type ProfileMisc } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryOptions } from './get-profile';

/** PATCH /profiles/my/misc/ {marketing_opt_out}: needs no two-factor code. */
export function updateMarketingOptOut(optOut: boolean): Promise<ProfileMisc> {
  return api.patch('/profiles/my/misc/', { marketing_opt_out: optOut }, { schema: profileMiscSchema });
}

/** The settings page says how it went; the cached profile takes the saved value. */
export function useUpdateMarketingOptOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMarketingOptOut,
    meta: { errorHandling: 'form' },
    onSuccess: (misc) =>
      queryClient.setQueryData(profileQueryOptions().queryKey, (profile: Profile | undefined) =>
        profile ? { ...profile, marketing_opt_out: misc.marketing_opt_out } : profile,
      ),
  });
}
