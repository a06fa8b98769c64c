import { sessionConfigurationSchema, type SessionConfiguration } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * GET /auth/sessions/session-configuration/ (public): resend timeout and the idle timings of this
 * tenant.
 */
export function getSessionConfiguration(): Promise<SessionConfiguration> {
  return api.get('/auth/sessions/session-configuration/', { schema: sessionConfigurationSchema });
}

export function sessionConfigurationQueryOptions() {
  return queryOptions({
    queryKey: ['session-configuration'],
    queryFn: getSessionConfiguration,
    staleTime: Infinity,
    // The timings belong to the tenant, not to the user; without them nothing times out
    // in the browser (the server still does), so a failure needs no page of its own.
    meta: { errorHandling: 'none', keepOnSignOut: true },
  });
}

export function useSessionConfiguration() {
  return useQuery(sessionConfigurationQueryOptions());
}
