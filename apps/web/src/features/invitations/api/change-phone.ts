import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';
import type { InvitePhone } from './resend-phone-code';
import { useInviteMutation } from './use-invite-mutation';

/** POST /auth/wizard/{uuid}/change-phone-number-from-invite/ {phone_number}: corrects the number; a code goes there. */
export function changePhone(uuid: string, input: InvitePhone): Promise<InvitationView> {
  return api.post(`/auth/wizard/${encodeURIComponent(uuid)}/change-phone-number-from-invite/`, input, {
    schema: invitationViewSchema,
  });
}

export function useChangePhone(uuid: string) {
  return useInviteMutation(uuid, changePhone);
}
