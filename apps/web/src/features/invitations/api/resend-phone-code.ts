import type { z } from 'zod';
import type { invitePhoneSchema } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

export type InvitePhone = z.output<typeof invitePhoneSchema>;

/** POST /auth/wizard/{uuid}/resend-phone-number-confirmation-from-invite/ {phone_number}: the invitation's own number. */
export function resendPhoneCode(uuid: string, input: InvitePhone): Promise<InvitationView> {
  return api.post(`/auth/wizard/${encodeURIComponent(uuid)}/resend-phone-number-confirmation-from-invite/`, input, {
    schema: invitationViewSchema,
  });
}

/** A button: the server's detail ('Please wait …') shows as a toast. */
export function useResendPhoneCode(uuid: string) {
  return useInviteMutation(uuid, resendPhoneCode, 'global');
}
