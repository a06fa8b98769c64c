import { operatorEnvelopeReminderSchema, type OperatorEnvelopeReminder } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_ENVELOPES_ROOT } from './envelope-keys';

/** POST /api/operator/signing/envelopes/{id}/remind/: e-mails the signers still to answer again. */
export function remindEnvelope(id: number): Promise<OperatorEnvelopeReminder> {
  return api.post(`/operator/signing/envelopes/${id}/remind/`, {}, { schema: operatorEnvelopeReminderSchema });
}

/** The detail page shows a refusal (a role's 403, a finished envelope) itself. */
export function useRemindEnvelope() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remindEnvelope,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_ENVELOPES_ROOT }),
  });
}
