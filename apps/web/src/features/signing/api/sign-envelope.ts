import { signingEnvelopeViewSchema, type SignEnvelope, type SigningEnvelopeView } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /signing/{token}/sign/ (issue #21 item 3): consent to sign electronically and the typed full name. */
export function signEnvelope(token: string, body: SignEnvelope): Promise<SigningEnvelopeView> {
  return api.post(`/signing/${encodeURIComponent(token)}/sign/`, body, {
    schema: signingEnvelopeViewSchema,
    withAuth: false,
  });
}

export function useSignEnvelope(token: string) {
  return useMutation({
    mutationFn: (body: SignEnvelope) => signEnvelope(token, body),
    // The form shows a wrong name on its field, and a refused link above the form.
    meta: { errorHandling: 'form' },
  });
}
