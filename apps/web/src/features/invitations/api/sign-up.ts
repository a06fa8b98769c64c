import type { InviteSignUp } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

/**
 * POST /auth/wizard/{uuid}/sign-up/: creates the user with the invitation's e-mail and phone. The
 * step stays sign_up with email_verified false, and an e-mail code is on its way.
 */
export function signUp(uuid: string, input: InviteSignUp): Promise<InvitationView> {
  return api.post(`/auth/wizard/${encodeURIComponent(uuid)}/sign-up/`, input, { schema: invitationViewSchema });
}

export function useSignUp(uuid: string) {
  return useInviteMutation(uuid, signUp);
}
