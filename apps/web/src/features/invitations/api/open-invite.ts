import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

/** POST /auth/registration-invites/{uuid}/invite-opened/: the invitee read the welcome (welcome -> enter_code). */
export function openInvite(uuid: string): Promise<InvitationView> {
  return api.post(`/auth/registration-invites/${encodeURIComponent(uuid)}/invite-opened/`, undefined, {
    schema: invitationViewSchema,
  });
}

/** A button, not a form: a failure shows as a toast. */
export function useOpenInvite(uuid: string) {
  return useInviteMutation<void, InvitationView>(uuid, (id) => openInvite(id), 'global');
}
