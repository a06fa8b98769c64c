import { INVITATION_API_VERSION } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

/**
 * POST /auth/registration-invites/{uuid}/accept-toc/ (document 1 §7, with the version header): the
 * invitee accepts the terms and conditions and the privacy policy (welcome -> enter_code).
 */
export function acceptInviteTerms(uuid: string): Promise<InvitationView> {
  return api.post(`/auth/registration-invites/${encodeURIComponent(uuid)}/accept-toc/`, undefined, {
    version: INVITATION_API_VERSION,
    schema: invitationViewSchema,
  });
}

/** A button, not a form: a failure shows as a toast. */
export function useAcceptInviteTerms(uuid: string) {
  return useInviteMutation<void, InvitationView>(uuid, (id) => acceptInviteTerms(id), 'global');
}
