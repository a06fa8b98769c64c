import { advisorListSchema, type Advisor } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /profiles/advisors/ (spec 3 §7): the advisors serving the client's accounts. */
export async function getAdvisors(): Promise<Advisor[]> {
  return (await api.get('/profiles/advisors/', { schema: advisorListSchema })).results;
}

export function advisorsQueryOptions() {
  return queryOptions({ queryKey: ['advisors'], queryFn: getAdvisors });
}

export function useAdvisors() {
  return useQuery(advisorsQueryOptions());
}
