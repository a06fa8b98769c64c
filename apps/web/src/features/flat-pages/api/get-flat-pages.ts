import { flatPageListSchema, type FlatPageSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /flatpages/?is_legal=true: the legal pages of the current brand, in display order. */
export async function getLegalPages(): Promise<FlatPageSummary[]> {
  return (await api.get('/flatpages/', { params: { is_legal: 'true' }, schema: flatPageListSchema })).results;
}

export function legalPagesQueryOptions() {
  return queryOptions({ queryKey: ['flat-pages', 'legal'], queryFn: getLegalPages });
}

export function useLegalPages() {
  return useQuery(legalPagesQueryOptions());
}
