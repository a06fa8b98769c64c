import { individualTaxSchema, type IndividualTax, type IndividualTaxValues } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';
import { individualTaxQueryOptions } from './get-individual-tax';

/** POST /profiles/individual-tax/ the first time, PATCH after: both carry the whole form. */
export function saveIndividualTax({
  exists,
  values,
}: {
  exists: boolean;
  values: IndividualTaxValues;
}): Promise<IndividualTax> {
  return exists
    ? api.patch('/profiles/individual-tax/', values, { schema: individualTaxSchema })
    : api.post('/profiles/individual-tax/', values, { schema: individualTaxSchema });
}

export function useSaveIndividualTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIndividualTax,
    meta: { errorHandling: 'form' },
    onSuccess: (tax) => {
      queryClient.setQueryData(individualTaxQueryOptions().queryKey, tax);
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
    },
  });
}
