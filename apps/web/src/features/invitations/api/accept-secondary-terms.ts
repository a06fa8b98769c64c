import { INVITATION_API_VERSION } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { secondaryInviteViewSchema, type SecondaryInviteView } from './get-secondary-invite';
import { useSecondaryInviteMutation } from './use-secondary-invite-mutation';

/** POST /auth/secondary-users-invites/{token}/accept_toc/: -> password_reset, or activation. */
export function acceptSecondaryTerms(token: string): Promise<SecondaryInviteView> {
  return api.post(
    `/auth/secondary-users-invites/${encodeURIComponent(token)}/accept_toc/`,
    {},
    { version: INVITATION_API_VERSION, schema: secondaryInviteViewSchema },
  );
}

export function useAcceptSecondaryTerms(token: string) {
  return useSecondaryInviteMutation(token, (t: string, _: void) => acceptSecondaryTerms(t), 'global');
}
