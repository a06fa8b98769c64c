import { currentApplicationSchema, type CurrentApplication } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * GET /company-applications/current-application/: the tenant's name, logo, favicon, colours,
 * support e-mail and modules. Sent without Authorization (document 1 §7); the server picks the
 * tenant from the Application-Id header (set by the token-login route), else the host name.
 */
export function getCurrentApplication({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentApplication> {
  return api.get('/company-applications/current-application/', {
    withAuth: false,
    schema: currentApplicationSchema,
    signal,
  });
}

export function currentApplicationQueryOptions(tenantId: string | null) {
  return queryOptions({
    // The stored Application-Id is part of the key: choosing another tenant fetches its branding.
    queryKey: ['company-applications', 'current-application', tenantId],
    queryFn: ({ signal }) => getCurrentApplication({ signal }),
    staleTime: Infinity,
    // The branding gate shows its own error with a Retry button, and signing out keeps the tenant.
    meta: { errorHandling: 'none', keepOnSignOut: true },
  });
}

export function useCurrentApplicationQuery(tenantId: string | null) {
  return useQuery(currentApplicationQueryOptions(tenantId));
}
