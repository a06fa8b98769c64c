import type { z } from 'zod';
import type { inviteEmailChangeSchema } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

export type InviteEmailChange = z.output<typeof inviteEmailChangeSchema>;

/** POST /auth/wizard/{uuid}/change-email-address-from-invite/ {email}: corrects the address; a code goes there. */
export function changeEmail(uuid: string, input: InviteEmailChange): Promise<InvitationView> {
  return api.post(`/auth/wizard/${encodeURIComponent(uuid)}/change-email-address-from-invite/`, input, {
    schema: invitationViewSchema,
  });
}

export function useChangeEmail(uuid: string) {
  return useInviteMutation(uuid, changeEmail);
}
