import { corporateTaxSchema, type CorporateTax } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT, orNull } from './summary-keys';

/** GET /accounts/{id}/corporate-tax/; null before it is saved. */
export function getCorporateTax(accountId: number): Promise<CorporateTax | null> {
  return orNull(api.get(`/accounts/${accountId}/corporate-tax/`, { schema: corporateTaxSchema }));
}

export function corporateTaxQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'corporate-tax', accountId],
    queryFn: () => getCorporateTax(accountId),
  });
}

export function useCorporateTax(accountId: number, enabled = true) {
  return useQuery({ ...corporateTaxQueryOptions(accountId), enabled });
}
