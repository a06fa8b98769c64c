import { signingAuthoritySchema, type SigningAuthority } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT, orNull } from './summary-keys';

/** GET /accounts/{id}/signing-authority/; null before it is chosen. */
export function getSigningAuthority(accountId: number): Promise<SigningAuthority | null> {
  return orNull(api.get(`/accounts/${accountId}/signing-authority/`, { schema: signingAuthoritySchema }));
}

export function signingAuthorityQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'signing-authority', accountId],
    queryFn: () => getSigningAuthority(accountId),
  });
}

export function useSigningAuthority(accountId: number) {
  return useQuery(signingAuthorityQueryOptions(accountId));
}
