import { signingAuthoritySchema, type SigningAuthority } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/{id}/signing-authority/ (spec 2 §7 "Signing authority"); null before it is chosen (a 404). */
export async function getSigningAuthority(accountId: number): Promise<SigningAuthority | null> {
  try {
    return await api.get(`/accounts/${accountId}/signing-authority/`, { schema: signingAuthoritySchema });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function signingAuthorityQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'signing-authority', accountId],
    queryFn: () => getSigningAuthority(accountId),
  });
}

export function useSigningAuthority(accountId: number) {
  return useQuery(signingAuthorityQueryOptions(accountId));
}
