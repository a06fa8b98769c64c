import { constanceConfigSchema, type ConstanceConfig } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

/**
 * GET /utils/constance-config/: the runtime constants of this application that nothing else
 * carries (document 1 §7), today the monitoring script. Public, like the current application.
 */
export function getConstanceConfig({ signal }: { signal?: AbortSignal } = {}): Promise<ConstanceConfig> {
  return api.get('/utils/constance-config/', { withAuth: false, schema: constanceConfigSchema, signal });
}

export function constanceConfigQueryOptions(tenantId: string | null) {
  return queryOptions({
    queryKey: ['utils', 'constance-config', tenantId],
    queryFn: ({ signal }) => getConstanceConfig({ signal }),
    staleTime: Infinity,
    // Monitoring is the provider's concern, not the user's: a failure shows nothing and loads nothing.
    meta: { errorHandling: 'none', keepOnSignOut: true },
  });
}

export function useConstanceConfigQuery(tenantId: string | null) {
  return useQuery(constanceConfigQueryOptions(tenantId));
}
