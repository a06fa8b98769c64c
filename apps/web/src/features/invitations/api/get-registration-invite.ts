import { INVITATION_API_VERSION, registrationInviteSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/**
 * The invitation as the browser reads it. The step is any text rather than the contract's enum:
 * a step this build does not know must show 'Invalid invite step' (document 1 §4), not fail the
 * whole answer at the edge.
 */
export const invitationViewSchema = registrationInviteSchema.extend({ registration_step: z.string() });
export type InvitationView = z.infer<typeof invitationViewSchema>;

/** GET /auth/registration-invites/{uuid}/ (public). 'expired' covers expired and withdrawn; 404 unknown. */
export function getRegistrationInvite(uuid: string): Promise<InvitationView> {
  return api.get(`/auth/registration-invites/${encodeURIComponent(uuid)}/`, {
    version: INVITATION_API_VERSION,
    schema: invitationViewSchema,
  });
}

export function registrationInviteQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: ['registration-invite', uuid],
    queryFn: () => getRegistrationInvite(uuid),
    // The screen shows its own 'does not exist' and retry states; no global page or toast.
    // Kept on sign-in: the last step signs the user in while this screen is still showing.
    meta: { errorHandling: 'none', keepOnSignOut: true },
  });
}

export function useRegistrationInvite(uuid: string) {
  return useQuery(registrationInviteQueryOptions(uuid));
}
