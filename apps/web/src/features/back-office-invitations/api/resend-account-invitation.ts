import { operatorSecondaryInviteIssuedSchema, type OperatorSecondaryInviteIssued } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITATIONS_ROOT } from './invitation-keys';

/** POST /api/operator/secondary-invites/{uuid}/resend/: a new link and expiry, e-mailed again. */
export function resendAccountInvitation(uuid: string): Promise<OperatorSecondaryInviteIssued> {
  return api.post(`/operator/secondary-invites/${uuid}/resend/`, {}, { schema: operatorSecondaryInviteIssuedSchema });
}

/** The queue shows a refusal (a role's 403) itself. */
export function useResendAccountInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendAccountInvitation,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_ROOT }),
  });
}
