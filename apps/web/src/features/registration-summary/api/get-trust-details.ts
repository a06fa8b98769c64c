import { trustDetailsSchema, type TrustDetails } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT, orNull } from './summary-keys';

/** GET /accounts/{id}/trust-details/; null before they are saved. */
export function getTrustDetails(accountId: number): Promise<TrustDetails | null> {
  return orNull(api.get(`/accounts/${accountId}/trust-details/`, { schema: trustDetailsSchema }));
}

export function trustDetailsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'trust-details', accountId],
    queryFn: () => getTrustDetails(accountId),
  });
}

export function useTrustDetails(accountId: number, enabled = true) {
  return useQuery({ ...trustDetailsQueryOptions(accountId), enabled });
}
