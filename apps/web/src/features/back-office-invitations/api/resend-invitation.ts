import { operatorInviteIssuedSchema, type OperatorInviteIssued } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITATIONS_ROOT } from './invitation-keys';

/** POST /api/operator/invites/{uuid}/resend/: a new code and expiry, e-mailed again. */
export function resendInvitation(uuid: string): Promise<OperatorInviteIssued> {
  return api.post(`/operator/invites/${uuid}/resend/`, {}, { schema: operatorInviteIssuedSchema });
}

/** The queue shows a refusal (a role's 403) itself. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_ROOT }),
  });
}
