import { changePhoneResponseSchema, type ChangePhoneRequest, type ChangePhoneResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /profiles/change-phone-number/ {new_phone_number, password} -> {new_phone_number}. An SMS
 * code goes to the new number; the number changes once it comes back. A protected write.
 */
export function changePhone(input: ChangePhoneRequest): Promise<ChangePhoneResponse> {
  return api.post('/profiles/change-phone-number/', input, { schema: changePhoneResponseSchema });
}

export function useChangePhone() {
  return useMutation({ mutationFn: changePhone, meta: { errorHandling: 'form' } });
}
