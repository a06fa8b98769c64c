import type { z } from 'zod';
import type { activateInviteSchema } from '@portal/contract';
import { api } from '../../../lib/api-client';
import { invitationViewSchema, type InvitationView } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

export type ActivateInvite = z.output<typeof activateInviteSchema>;

/**
 * POST /auth/registration-invites/{uuid}/activate-invite/ {code}: the 12-digit code (-> sign_up).
 * A wrong code lands on the field; the fifth answers 403 max_verification_limit_reached, which
 * the global handler turns into the 'Sorry!' page.
 */
export function activateInvite(uuid: string, input: ActivateInvite): Promise<InvitationView> {
  return api.post(`/auth/registration-invites/${encodeURIComponent(uuid)}/activate-invite/`, input, {
    schema: invitationViewSchema,
  });
}

export function useActivateInvite(uuid: string) {
  return useInviteMutation(uuid, activateInvite);
}
