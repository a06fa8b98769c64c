import { trustDetailsSchema, type TrustDetails, type TrustDetailsValues } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** POST /accounts/{id}/trust-details/ the first time, PATCH after: both carry the whole form. */
export function saveTrustDetails({
  accountId,
  exists,
  values,
}: {
  accountId: number;
  exists: boolean;
  values: TrustDetailsValues;
}): Promise<TrustDetails> {
  const url = `/accounts/${accountId}/trust-details/`;
  return exists
    ? api.patch(url, values, { schema: trustDetailsSchema })
    : api.post(url, values, { schema: trustDetailsSchema });
}

/** The form shows the server's errors on its fields; saved details change the account's missing parts. */
export function useSaveTrustDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTrustDetails,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
