import {
  operatorSecondaryInviteIssuedSchema,
  type OperatorSecondaryInviteCreate,
  type OperatorSecondaryInviteIssued,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVITATIONS_ROOT } from './invitation-keys';

/** POST /api/operator/secondary-invites/: the person is invited onto the primary user's account and e-mailed the link. */
export function createAccountInvitation(body: OperatorSecondaryInviteCreate): Promise<OperatorSecondaryInviteIssued> {
  return api.post('/operator/secondary-invites/', body, { schema: operatorSecondaryInviteIssuedSchema });
}

/** The form shows the server's field errors itself. */
export function useCreateAccountInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAccountInvitation,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: INVITATIONS_ROOT }),
  });
}
