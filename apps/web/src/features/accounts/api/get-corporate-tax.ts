import { corporateTaxSchema, type CorporateTax } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/{id}/corporate-tax/ (spec 2 §7 "Corporate tax"); null before it is saved (a 404). */
export async function getCorporateTax(accountId: number): Promise<CorporateTax | null> {
  try {
    return await api.get(`/accounts/${accountId}/corporate-tax/`, { schema: corporateTaxSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function corporateTaxQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'corporate-tax', accountId],
    queryFn: () => getCorporateTax(accountId),
  });
}

export function useCorporateTax(accountId: number) {
  return useQuery(corporateTaxQueryOptions(accountId));
}
