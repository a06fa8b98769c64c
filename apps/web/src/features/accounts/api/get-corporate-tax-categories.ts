import { corporateTaxCategoriesSchema, type CorporateTaxCategoryOption } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /accounts/corporate-tax-categories/ (spec 2 §7): the categories the corporate tax form offers. */
export function getCorporateTaxCategories(): Promise<CorporateTaxCategoryOption[]> {
  return api.get('/accounts/corporate-tax-categories/', { schema: corporateTaxCategoriesSchema });
}

/** A fixed list: kept outside the accounts' key, so saving an account does not read it again. */
export function corporateTaxCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['corporate-tax-categories'],
    queryFn: getCorporateTaxCategories,
    staleTime: Infinity,
  });
}

export function useCorporateTaxCategories() {
  return useQuery(corporateTaxCategoriesQueryOptions());
}
