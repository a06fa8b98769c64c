import type { SecondaryConfirmPhone } from '@portal/contract';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { session } from '../../../lib/session';
import { secondaryInviteViewSchema } from './get-secondary-invite';
import { useSecondaryInviteMutation } from './use-secondary-invite-mutation';

const signedInSchema = z.object({ key: z.string(), invite: secondaryInviteViewSchema });

/** POST /auth/secondary-users-invites/{token}/confirm-phone-number/ {email, code, phone_number}: signs in. */
export function confirmSecondaryPhone(token: string, input: SecondaryConfirmPhone) {
  return api.post(`/auth/secondary-users-invites/${encodeURIComponent(token)}/confirm-phone-number/`, input, {
    schema: signedInSchema,
  });
}

/** Signs in before the invitation moves on, so the next step already finds a signed-in user. */
export function useConfirmSecondaryPhone(token: string) {
  return useSecondaryInviteMutation(token, confirmSecondaryPhone, 'form', (answer) => session.signIn(answer.key));
}
