import { detailSchema, type DetailResponse, type TwoFactorConfirm } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /auth/two-factor-authentication/login-confirmation-create/ {code}: confirms the session. */
export function confirmLoginCode(input: TwoFactorConfirm): Promise<DetailResponse> {
  return api.post('/auth/two-factor-authentication/login-confirmation-create/', input, { schema: detailSchema });
}

/**
 * Field errors land on the code field (the form shows them). Five wrong codes answer 403
 * max_verification_limit_reached, which the global handler turns into the 'Sorry!' page.
 */
export function useConfirmLoginCode() {
  return useMutation({ mutationFn: confirmLoginCode, meta: { errorHandling: 'form' } });
}
