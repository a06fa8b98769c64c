import type { TwoFactorConfirm } from '@portal/contract';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { invitationViewSchema } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

const signedInSchema = z.object({ key: z.string(), invite: invitationViewSchema });
export type InviteSignedIn = z.infer<typeof signedInSchema>;

/**
 * POST /auth/wizard/{uuid}/confirm-phone-number/ {code}: sign-up is complete (-> personal_details)
 * and the answer carries the new user's session key.
 */
export function confirmPhone(uuid: string, input: TwoFactorConfirm): Promise<InviteSignedIn> {
  return api.post(`/auth/wizard/${encodeURIComponent(uuid)}/confirm-phone-number/`, input, {
    schema: signedInSchema,
  });
}

/** Signs in before the invitation moves on, so the next step already finds a signed-in user. */
export function useConfirmPhone(uuid: string) {
  return useInviteMutation(uuid, confirmPhone, 'form', (answer) => session.signIn(answer.key));
}
