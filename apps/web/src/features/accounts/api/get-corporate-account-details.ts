import { corporateAccountDetailsSchema, type CorporateAccountDetails } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/{id}/corporate-account-details/ (spec 2 §7 "Corporate details"); null before they are saved (a 404). */
export async function getCorporateAccountDetails(accountId: number): Promise<CorporateAccountDetails | null> {
  try {
    return await api.get(`/accounts/${accountId}/corporate-account-details/`, {
      schema: corporateAccountDetailsSchema,
    });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function corporateAccountDetailsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'corporate-account-details', accountId],
    queryFn: () => getCorporateAccountDetails(accountId),
  });
}

export function useCorporateAccountDetails(accountId: number) {
  return useQuery(corporateAccountDetailsQueryOptions(accountId));
}
