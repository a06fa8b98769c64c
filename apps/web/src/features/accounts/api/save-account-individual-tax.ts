import { individualTaxSchema, type IndividualTax, type IndividualTaxValues } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILE_QUERY_ROOT } from '../../../lib/profile-query-root';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** POST /accounts/{id}/individual-tax/ the first time, PATCH after: both carry the whole form. */
export function saveAccountIndividualTax({
  accountId,
  exists,
  values,
}: {
  accountId: number;
  exists: boolean;
  values: IndividualTaxValues;
}): Promise<IndividualTax> {
  const url = `/accounts/${accountId}/individual-tax/`;
  return exists
    ? api.patch(url, values, { schema: individualTaxSchema })
    : api.post(url, values, { schema: individualTaxSchema });
}

/**
 * The form shows the server's errors on its fields. The person's tax is theirs, not the account's:
 * saving it changes every account's missing parts and the profile's registration state.
 */
export function useSaveAccountIndividualTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountIndividualTax,
    meta: { errorHandling: 'form' },
    onSuccess: async () => {
      void queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_ROOT });
      await queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT });
    },
  });
}
