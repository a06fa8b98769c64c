import { detailSchema, type DetailResponse, type PasswordResetConfirm } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/base/password-reset-confirm/ {token, new_password1, new_password2}; ends every session. */
export function confirmPasswordReset(input: PasswordResetConfirm): Promise<DetailResponse> {
  return api.post('/auth/base/password-reset-confirm/', input, { schema: detailSchema });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset, meta: { errorHandling: 'form' } });
}
