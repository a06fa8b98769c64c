import { detailSchema, type DetailResponse, type ResendPhoneConfirmation } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /profiles/resend-phone-number-confirmation/ {phone_number}; 429 inside the resend timeout. */
export function resendPhoneConfirmation(input: ResendPhoneConfirmation): Promise<DetailResponse> {
  return api.post('/profiles/resend-phone-number-confirmation/', input, { schema: detailSchema });
}

/** A button: a refusal ('Please wait …') shows as a toast. */
export function useResendPhoneConfirmation() {
  return useMutation({ mutationFn: resendPhoneConfirmation });
}
