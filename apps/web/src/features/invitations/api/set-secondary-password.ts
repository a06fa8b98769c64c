import type { InviteSignUp } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { secondaryInviteViewSchema, type SecondaryInviteView } from './get-secondary-invite';
import { useSecondaryInviteMutation } from './use-secondary-invite-mutation';

/** POST /auth/secondary-users-invites/{token}/set-password/: -> confirm_phone_number; 403 opens the Forbidden modal. */
export function setSecondaryPassword(token: string, input: InviteSignUp): Promise<SecondaryInviteView> {
  return api.post(`/auth/secondary-users-invites/${encodeURIComponent(token)}/set-password/`, input, {
    schema: secondaryInviteViewSchema,
  });
}

export function useSetSecondaryPassword(token: string) {
  return useSecondaryInviteMutation(token, setSecondaryPassword);
}
