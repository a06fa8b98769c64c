import { clientConfigurationSchema, type ClientConfiguration } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * GET /ipm/configuration/ (spec 3 §3 Configuration): the brand's booking team and disclaimer.
 * Here rather than in a feature because the disclaimer, which the dashboard and reports pages
 * show, reads it as well as the advisor page.
 */
export function getClientConfiguration(): Promise<ClientConfiguration> {
  return api.get('/ipm/configuration/', { schema: clientConfigurationSchema });
}

export function clientConfigurationQueryOptions() {
  return queryOptions({
    queryKey: ['client-configuration'],
    queryFn: getClientConfiguration,
    // A brand's settings change rarely: one load per visit.
    staleTime: Infinity,
    // Each reader shows its own fallback (the default disclaimer, the page without a booking
    // team's details): a failure here is nothing to interrupt the page with.
    meta: { errorHandling: 'form' },
  });
}

export function useClientConfiguration() {
  return useQuery(clientConfigurationQueryOptions());
}
