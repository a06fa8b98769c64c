import { operatorInviteIssuedSchema, type OperatorInviteCreate, type OperatorInviteIssued } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITATIONS_ROOT } from './invitation-keys';

/** POST /api/operator/invites/: the server creates the invitation and e-mails its link and code. */
export function createInvitation(body: OperatorInviteCreate): Promise<OperatorInviteIssued> {
  return api.post('/operator/invites/', body, { schema: operatorInviteIssuedSchema });
}

/** The form shows the server's field errors (and a role's 403) itself. */
export function useCreateInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvitation,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_ROOT }),
  });
}
