import { advisorRequestAnswerSchema, type AdvisorContactRequest, type AdvisorRequestAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /profiles/advisors/{id}/contact/ {body}. */
export function contactAdvisor(advisorId: number, request: AdvisorContactRequest): Promise<AdvisorRequestAnswer> {
  return api.post(`/profiles/advisors/${advisorId}/contact/`, request, { schema: advisorRequestAnswerSchema });
}

/** The form shows every failure itself (spec 3 §8: non-field errors show in the contact form). */
export function useContactAdvisor(advisorId: number) {
  return useMutation({
    mutationFn: (request: AdvisorContactRequest) => contactAdvisor(advisorId, request),
    meta: { errorHandling: 'form' },
  });
}
