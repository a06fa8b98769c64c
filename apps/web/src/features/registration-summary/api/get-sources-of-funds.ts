import { sourceOfFundsListSchema, type SourceOfFunds } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ipm/sources-of-funds/ (reference data): the names of the sources the application chose. */
export async function getSourcesOfFunds(): Promise<SourceOfFunds[]> {
  return (await api.get('/ipm/sources-of-funds/', { schema: sourceOfFundsListSchema })).results;
}

export function sourcesOfFundsQueryOptions() {
  return queryOptions({
    queryKey: ['reference', 'sources-of-funds'],
    queryFn: getSourcesOfFunds,
    staleTime: 15 * 60 * 1000,
  });
}

export function useSourcesOfFunds(enabled = true) {
  return useQuery({ ...sourcesOfFundsQueryOptions(), enabled });
}
