import { detailSchema, type DetailResponse, type ResendEmailConfirmation } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /profiles/resend-email-confirmation/ {email, confirmation_type}; 429 inside the resend timeout. */
export function resendEmailConfirmation(input: ResendEmailConfirmation): Promise<DetailResponse> {
  return api.post('/profiles/resend-email-confirmation/', input, { schema: detailSchema });
}

/** A button: a refusal ('Please wait …') shows as a toast. */
export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
