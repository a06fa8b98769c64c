import { operatorInviteSchema, type OperatorInvite } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITATIONS_ROOT } from './invitation-keys';

/** POST /api/operator/invites/{uuid}/expire/: the invitation is withdrawn; its link shows the expired page. */
export function expireInvitation(uuid: string): Promise<OperatorInvite> {
  return api.post(`/operator/invites/${uuid}/expire/`, {}, { schema: operatorInviteSchema });
}

/** The queue shows a refusal (a role's 403) itself. */
export function useExpireInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: expireInvitation,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_ROOT }),
  });
}
