import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invitationViewSchema, registrationInviteQueryOptions, type InvitationView } from './get-registration-invite';
import { useInviteMutation } from './use-invite-mutation';

/**
 * POST /auth/wizard/{uuid}/activate-user/ (signed in): someone who already had a sign-in takes the
 * invitation on as the person invited; it answers at the step their registration needs next.
 */
export function activateUser(uuid: string): Promise<InvitationView> {
  return api.post(`/auth/wizard/${encodeURIComponent(uuid)}/activate-user/`, undefined, {
    schema: invitationViewSchema,
  });
}

/**
 * A refusal (signed in as someone else, acting for a client) shows on the screen. The profile and
 * the tasks now follow this invitation, so every other cached answer is made stale.
 */
export function useActivateUser(uuid: string) {
  const queryClient = useQueryClient();
  const invite = registrationInviteQueryOptions(uuid).queryKey;
  return useInviteMutation<void, InvitationView>(
    uuid,
    (id) => activateUser(id),
    'form',
    () => {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== invite[0] });
    },
  );
}
