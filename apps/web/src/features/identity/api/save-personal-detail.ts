import { personalDetailSchema, type PersonalDetail, type PersonalDetailInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';
import { personalDetailQueryOptions } from './get-personal-detail';

/**
 * POST /profiles/personal-details/ the first time, PATCH /{id}/ after: either runs the identity
 * check and answers with its outcome (status, failed attempts), which is an answer, not an error.
 */
export function savePersonalDetail({
  id,
  values,
}: {
  id?: number;
  values: PersonalDetailInput;
}): Promise<PersonalDetail> {
  return id === undefined
    ? api.post('/profiles/personal-details/', values, { schema: personalDetailSchema })
    : api.patch(`/profiles/personal-details/${id}/`, values, { schema: personalDetailSchema });
}

export function useSavePersonalDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePersonalDetail,
    meta: { errorHandling: 'form' },
    // The answer is the stored detail: the next try is a PATCH of it, with the attempts counted.
    onSuccess: (detail) => {
      queryClient.setQueryData(personalDetailQueryOptions().queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    },
  });
}
