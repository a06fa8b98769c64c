import { detailSchema, type DetailResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/base/password-reset/ {email}: the same answer whether or not the address has an account. */
export function requestPasswordReset(input: { email: string }): Promise<DetailResponse> {
  return api.post('/auth/base/password-reset/', input, { schema: detailSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { errorHandling: 'form' } });
}
