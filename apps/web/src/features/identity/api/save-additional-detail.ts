import { additionalDetailSchema, type AdditionalDetail, type AdditionalDetailInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';
import { additionalDetailQueryOptions } from './get-additional-detail';

/** POST /profiles/additional-details/ the first time, PATCH /{id}/ after. */
export function saveAdditionalDetail({
  id,
  values,
}: {
  id?: number;
  values: AdditionalDetailInput;
}): Promise<AdditionalDetail> {
  return id === undefined
    ? api.post('/profiles/additional-details/', values, { schema: additionalDetailSchema })
    : api.patch(`/profiles/additional-details/${id}/`, values, { schema: additionalDetailSchema });
}

export function useSaveAdditionalDetail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAdditionalDetail,
    meta: { errorHandling: 'form' },
    onSuccess: (detail) => {
      queryClient.setQueryData(additionalDetailQueryOptions().queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    },
  });
}
