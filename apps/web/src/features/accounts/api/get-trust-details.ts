import { trustDetailsSchema, type TrustDetails } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/{id}/trust-details/ (spec 2 §7 "Trust details"); null before they are saved (a 404). */
export async function getTrustDetails(accountId: number): Promise<TrustDetails | null> {
  try {
    return await api.get(`/accounts/${accountId}/trust-details/`, { schema: trustDetailsSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function trustDetailsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'trust-details', accountId],
    queryFn: () => getTrustDetails(accountId),
  });
}

export function useTrustDetails(accountId: number) {
  return useQuery(trustDetailsQueryOptions(accountId));
}
