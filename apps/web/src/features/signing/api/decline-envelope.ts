import { changeRequestDecisionSchema, type ChangeRequestDecision, type DeclineEnvelope } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /signing/{token}/decline/ (issue #21 item 3): signing stops for everyone, with the signer's reason. */
export function declineEnvelope(token: string, body: DeclineEnvelope): Promise<ChangeRequestDecision> {
  return api.post(`/signing/${encodeURIComponent(token)}/decline/`, body, {
    schema: changeRequestDecisionSchema,
    withAuth: false,
  });
}

export function useDeclineEnvelope(token: string) {
  return useMutation({
    mutationFn: (body: DeclineEnvelope) => declineEnvelope(token, body),
    meta: { errorHandling: 'form' },
  });
}
