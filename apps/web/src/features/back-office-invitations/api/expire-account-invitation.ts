import { operatorSecondaryInviteSchema, type OperatorSecondaryInvite } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITATIONS_ROOT } from './invitation-keys';

/** POST /api/operator/secondary-invites/{uuid}/expire/: withdrawn; its link shows the expired page. */
export function expireAccountInvitation(uuid: string): Promise<OperatorSecondaryInvite> {
  return api.post(`/operator/secondary-invites/${uuid}/expire/`, {}, { schema: operatorSecondaryInviteSchema });
}

/** The queue shows a refusal (a role's 403) itself. */
export function useExpireAccountInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: expireAccountInvitation,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_ROOT }),
  });
}
