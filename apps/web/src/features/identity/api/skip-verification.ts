import { personalDetailSchema, type PersonalDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';
import { personalDetailQueryOptions } from './get-personal-detail';

/** POST /profiles/personal-details/{id}/skip-verification/: after three failures a person checks instead. */
export function skipVerification(id: number): Promise<PersonalDetail> {
  return api.post(`/profiles/personal-details/${id}/skip-verification/`, undefined, { schema: personalDetailSchema });
}

export function useSkipVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: skipVerification,
    onSuccess: (detail) => {
      queryClient.setQueryData(personalDetailQueryOptions().queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    },
  });
}
