import { individualTaxSchema, type IndividualTax } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT, orNull } from './summary-keys';

/** GET /accounts/{id}/individual-tax/: the signed-in person's own; null before it is saved. */
export function getIndividualTax(accountId: number): Promise<IndividualTax | null> {
  return orNull(api.get(`/accounts/${accountId}/individual-tax/`, { schema: individualTaxSchema }));
}

export function individualTaxQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'individual-tax', accountId],
    queryFn: () => getIndividualTax(accountId),
  });
}

export function useIndividualTax(accountId: number) {
  return useQuery(individualTaxQueryOptions(accountId));
}
