import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** POST /auth/secondary-users-invites/{token}/resend-phone-number-confirmation/ {phone_number}: answers {detail}. */
export function resendSecondaryPhoneCode(token: string, phone_number: string): Promise<{ detail: string }> {
  return api.post(
    `/auth/secondary-users-invites/${encodeURIComponent(token)}/resend-phone-number-confirmation/`,
    { phone_number },
    { schema: z.object({ detail: z.string() }) },
  );
}

export function useResendSecondaryPhoneCode(token: string) {
  return useMutation({
    mutationFn: (phone: string) => resendSecondaryPhoneCode(token, phone),
    meta: { errorHandling: 'global' },
  });
}
