import { clientConfigurationSchema, type ClientConfiguration } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_APPLICATIONS_ROOT } from './back-office-reference-keys';

/** GET /api/operator/client-configuration/?product=: the booking team and disclaimer of the product's application. */
export function getClientConfiguration(product: string): Promise<ClientConfiguration> {
  return api.get(`/operator/client-configuration/?product=${encodeURIComponent(product)}`, {
    schema: clientConfigurationSchema,
  });
}

export function clientConfigurationQueryOptions(product: string) {
  return queryOptions({
    queryKey: [...BACK_OFFICE_APPLICATIONS_ROOT, 'client-configuration', product],
    queryFn: () => getClientConfiguration(product),
  });
}

export function useClientConfiguration(product: string) {
  return useQuery(clientConfigurationQueryOptions(product));
}
