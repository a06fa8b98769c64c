import { contactUsResponseSchema, type ContactUsRequest, type ContactUsResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /contact-us/ {email, description}: answers the title and detail of the success dialog. */
export function contactUs(request: ContactUsRequest): Promise<ContactUsResponse> {
  return api.post('/contact-us/', request, { schema: contactUsResponseSchema });
}

/** The form shows every failure itself (field errors, the rate limit, an outage). */
export function useContactUs() {
  return useMutation({ mutationFn: contactUs, meta: { errorHandling: 'form' } });
}
