import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

/** POST /auth/wizard/{uuid}/resend-email-confirmation-from-invite/: 429 with Retry-After inside the timeout. */
export function resendEmailCode(uuid: string): Promise<InvitationView> {
  return api.post(`/auth/wizard/${encodeURIComponent(uuid)}/resend-email-confirmation-from-invite/`, undefined, {
    schema: invitationViewSchema,
  });
}

/** A button: the server's detail ('Please wait …') shows as a toast. */
export function useResendEmailCode(uuid: string) {
  return useInviteMutation<void, InvitationView>(uuid, (id) => resendEmailCode(id), 'global');
}
