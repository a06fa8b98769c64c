import { signingAuthoritySchema, type SigningAuthority, type SigningAuthorityValues } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** POST /accounts/{id}/signing-authority/ the first time, PATCH once one exists (spec 2 §7). */
export function saveSigningAuthority({
  accountId,
  exists,
  values,
}: {
  accountId: number;
  exists: boolean;
  values: SigningAuthorityValues;
}): Promise<SigningAuthority> {
  const url = `/accounts/${accountId}/signing-authority/`;
  return exists
    ? api.patch(url, values, { schema: signingAuthoritySchema })
    : api.post(url, values, { schema: signingAuthoritySchema });
}

/**
 * The form shows the server's errors on their fields; a saved choice changes the account's missing
 * parts and who holds signing authority on it.
 */
export function useSaveSigningAuthority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSigningAuthority,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
