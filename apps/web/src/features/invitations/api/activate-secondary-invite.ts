import { api } from '../../../lib/api-client';
import { secondaryInviteViewSchema, type SecondaryInviteView } from './get-secondary-invite';
import { useSecondaryInviteMutation } from './use-secondary-invite-mutation';

/** POST /auth/secondary-users-invites/{uuid}/activate/ {token}: someone already registered accepts, signed in. */
export function activateSecondaryInvite(uuid: string, token: string): Promise<SecondaryInviteView> {
  return api.post(
    `/auth/secondary-users-invites/${encodeURIComponent(uuid)}/activate/`,
    { token },
    {
      schema: secondaryInviteViewSchema,
    },
  );
}

export function useActivateSecondaryInvite(token: string, uuid: string) {
  return useSecondaryInviteMutation(token, (t: string, _: void) => activateSecondaryInvite(uuid, t), 'global');
}
