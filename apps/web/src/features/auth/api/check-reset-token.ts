import { tokenValiditySchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/base/password-reset-check-token-expiration/ {token} -> {is_valid}. Reads only, so a query. */
export function checkResetToken(token: string): Promise<{ is_valid: boolean }> {
  return api.post('/auth/base/password-reset-check-token-expiration/', { token }, { schema: tokenValiditySchema });
}

export function resetTokenQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['password-reset-token', token],
    queryFn: () => checkResetToken(token),
    // The page says "not valid" itself when the check fails.
    meta: { errorHandling: 'none' },
  });
}

export function useResetTokenValidity(token: string | null) {
  return useQuery({ ...resetTokenQueryOptions(token ?? ''), enabled: Boolean(token) });
}
