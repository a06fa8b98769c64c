import { changeEmailResponseSchema, type ChangeEmailRequest, type ChangeEmailResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /profiles/change-email-address/ {new_email, password, confirmation_type} -> {detail,
 * new_email}. Nothing changes yet: a code (or a link) goes to the new address. A protected write
 * (two-factor guard); a wrong password comes back on its field.
 */
export function changeEmail(input: ChangeEmailRequest): Promise<ChangeEmailResponse> {
  return api.post('/profiles/change-email-address/', input, { schema: changeEmailResponseSchema });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail, meta: { errorHandling: 'form' } });
}
