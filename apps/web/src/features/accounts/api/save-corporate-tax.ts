import { corporateTaxSchema, type CorporateTax, type CorporateTaxValues } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** POST /accounts/{id}/corporate-tax/ the first time, PATCH after: both carry the whole form. */
export function saveCorporateTax({
  accountId,
  exists,
  values,
}: {
  accountId: number;
  exists: boolean;
  values: CorporateTaxValues;
}): Promise<CorporateTax> {
  const url = `/accounts/${accountId}/corporate-tax/`;
  return exists
    ? api.patch(url, values, { schema: corporateTaxSchema })
    : api.post(url, values, { schema: corporateTaxSchema });
}

/** The form shows the server's errors on its fields; saved details change the account's missing parts. */
export function useSaveCorporateTax() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCorporateTax,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
