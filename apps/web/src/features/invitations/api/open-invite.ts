import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';

/** POST /auth/registration-invites/{uuid}/invite-opened/: records that the link was opened; the step stays. */
export function openInvite(uuid: string): Promise<InvitationView> {
  return api.post(`/auth/registration-invites/${encodeURIComponent(uuid)}/invite-opened/`, undefined, {
    schema: invitationViewSchema,
  });
}

/**
 * Told once when the welcome shows. Its answer does not replace the cached invitation: it could
 * arrive after the answer to accepting the terms and put the screen back on the welcome. Nothing
 * the person asked for depends on it, so a failure stays silent.
 */
export function useOpenInvite(uuid: string) {
  return useMutation({ mutationFn: () => openInvite(uuid), meta: { errorHandling: 'none' } });
}
