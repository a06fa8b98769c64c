import { operatorEnvelopeSchema, type OperatorEnvelope } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ENVELOPES_ROOT } from './envelope-keys';

/** POST /api/operator/signing/envelopes/{id}/void/: withdrawn with a reason the signers are told. */
export function voidEnvelope({ id, reason }: { id: number; reason: string }): Promise<OperatorEnvelope> {
  return api.post(`/operator/signing/envelopes/${id}/void/`, { reason }, { schema: operatorEnvelopeSchema });
}

/** The reason dialog shows the server's answer (a field error, a role's 403) itself. */
export function useVoidEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: voidEnvelope,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_ENVELOPES_ROOT }),
  });
}
