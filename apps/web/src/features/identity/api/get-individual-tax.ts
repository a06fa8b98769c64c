import { individualTaxSchema, type IndividualTax } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readIfEntered } from './read-if-entered';

/** GET /profiles/individual-tax/; null before it is entered. */
export function getIndividualTax(): Promise<IndividualTax | null> {
  return readIfEntered(() => api.get('/profiles/individual-tax/', { schema: individualTaxSchema }));
}

export function individualTaxQueryOptions() {
  return queryOptions({ queryKey: ['identity', 'individual-tax'], queryFn: getIndividualTax });
}

export function useIndividualTax() {
  return useQuery(individualTaxQueryOptions());
}
