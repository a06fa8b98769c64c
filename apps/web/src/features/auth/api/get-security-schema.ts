import { securitySchemaResponseSchema, type SecuritySchemaResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * OPTIONS <endpoint> -> {security_schema}: does a write to this endpoint need a fresh two-factor
 * code? `endpoint` is the path relative to /api, e.g. '/profiles/my/'.
 */
export function getSecuritySchema(endpoint: string): Promise<SecuritySchemaResponse> {
  return api.options(endpoint, { schema: securitySchemaResponseSchema });
}

/** First part of every security-schema key, to refresh all of them after a code was confirmed. */
export const SECURITY_SCHEMA_QUERY_KEY = 'security-schema';

export function securitySchemaQueryOptions(endpoint: string) {
  return queryOptions({
    queryKey: [SECURITY_SCHEMA_QUERY_KEY, endpoint],
    queryFn: () => getSecuritySchema(endpoint),
    // Whether the last code still counts changes with time: ask again on every visit.
    staleTime: 0,
    retry: false,
    // If the check fails the page is shown anyway (document 1 §4); only session-wide errors act.
    meta: { errorHandling: 'form' },
  });
}

export function useSecuritySchema(endpoint: string) {
  return useQuery(securitySchemaQueryOptions(endpoint));
}
