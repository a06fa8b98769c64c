import { detailSchema, type DetailResponse } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/base/email-verify/ {token}: verifies the address the link was sent to. */
export function verifyEmail(token: string): Promise<DetailResponse> {
  return api.post('/auth/base/email-verify/', { token }, { schema: detailSchema });
}

/**
 * A query rather than a mutation on purpose: the link is used once, and a query runs once per
 * token however often the page mounts (React StrictMode mounts twice), where a second POST would
 * find the token used and report a failure after the success.
 */
export function verifyEmailQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['email-verify', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    meta: { errorHandling: 'none', keepOnSignOut: true },
  });
}

export function useVerifyEmail(token: string | null) {
  return useQuery({ ...verifyEmailQueryOptions(token ?? ''), enabled: Boolean(token) });
}
