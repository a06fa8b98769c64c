import { applicationProductsSchema, type ApplicationProducts } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /ipm/products/: the products this company application offers (icf loan notes, ipm the private portfolio). */
export function getApplicationProducts(): Promise<ApplicationProducts> {
  return api.get('/ipm/products/', { schema: applicationProductsSchema });
}

export function applicationProductsQueryOptions() {
  // The offer changes only with the operator's reference file.
  return queryOptions({ queryKey: ['application-products'], queryFn: getApplicationProducts, staleTime: 15 * 60_000 });
}

export function useApplicationProducts() {
  return useQuery(applicationProductsQueryOptions());
}
