import { corporateTaxCategoriesSchema, type CorporateTaxCategoryOption } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/corporate-tax-categories/ (spec 2 §7): the categories the corporate tax form offers. */
export function getCorporateTaxCategories(): Promise<CorporateTaxCategoryOption[]> {
  return api.get('/accounts/corporate-tax-categories/', { schema: corporateTaxCategoriesSchema });
}

export function corporateTaxCategoriesQueryOptions() {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'corporate-tax-categories'],
    queryFn: getCorporateTaxCategories,
    staleTime: Infinity,
  });
}

export function useCorporateTaxCategories() {
  return useQuery(corporateTaxCategoriesQueryOptions());
}
