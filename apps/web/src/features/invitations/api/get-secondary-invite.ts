import { INVITATION_API_VERSION, secondaryInviteSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** As the browser reads it: an unknown step shows 'Invalid invite step' rather than failing the answer. */
export const secondaryInviteViewSchema = secondaryInviteSchema.extend({ step: z.string() });
export type SecondaryInviteView = z.infer<typeof secondaryInviteViewSchema>;

/** GET /auth/secondary-users-invites/{token}/ (public): 'expired' covers expired and withdrawn; 404 unknown. */
export function getSecondaryInvite(token: string): Promise<SecondaryInviteView> {
  return api.get(`/auth/secondary-users-invites/${encodeURIComponent(token)}/`, {
    version: INVITATION_API_VERSION,
    schema: secondaryInviteViewSchema,
  });
}

export function secondaryInviteQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['secondary-invite', token],
    queryFn: () => getSecondaryInvite(token),
    meta: { errorHandling: 'none', keepOnSignOut: true },
  });
}

export function useSecondaryInvite(token: string) {
  return useQuery(secondaryInviteQueryOptions(token));
}
