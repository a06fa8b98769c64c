import { detailSchema, type DetailResponse, type TwoFactorConfirm } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /auth/two-factor-authentication/action-confirmation-create/ {code}: unlocks protected
 * writes of this session for a few minutes.
 */
export function confirmActionCode(input: TwoFactorConfirm): Promise<DetailResponse> {
  return api.post('/auth/two-factor-authentication/action-confirmation-create/', input, { schema: detailSchema });
}

export function useConfirmActionCode() {
  return useMutation({ mutationFn: confirmActionCode, meta: { errorHandling: 'form' } });
}
