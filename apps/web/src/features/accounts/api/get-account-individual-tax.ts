import { individualTaxSchema, type IndividualTax } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/**
 * GET /accounts/{id}/individual-tax/ (spec 2 §7 "Individual tax"): the signed-in person's own
 * individual tax, read from the account; null before it is saved (a 404).
 */
export async function getAccountIndividualTax(accountId: number): Promise<IndividualTax | null> {
  try {
    return await api.get(`/accounts/${accountId}/individual-tax/`, { schema: individualTaxSchema });
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

export function accountIndividualTaxQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'individual-tax', accountId],
    queryFn: () => getAccountIndividualTax(accountId),
  });
}

export function useAccountIndividualTax(accountId: number) {
  return useQuery(accountIndividualTaxQueryOptions(accountId));
}
