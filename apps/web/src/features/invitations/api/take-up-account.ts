import { takenUpAccountSchema, type TakenUpAccount } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { registrationInviteQueryOptions } from './get-registration-invite';

/**
 * POST /auth/registration-invites/{uuid}/take-up-account/ (spec 2 §4 activation and fake-creation
 * cases): the invitee becomes the prepared account's holder, and it becomes their selected account.
 */
export function takeUpAccount(uuid: string): Promise<TakenUpAccount> {
  return api.post(`/auth/registration-invites/${encodeURIComponent(uuid)}/take-up-account/`, undefined, {
    schema: takenUpAccountSchema,
  });
}

/**
 * A refusal (the step moved on, someone holds the account) shows on the screen. Success changes
 * the person's accounts, profile, tasks and the invitation at once: `then` goes on (to the
 * account's page), then every cached answer is made stale.
 */
export function useTakeUpAccount(uuid: string, then: (accountId: number) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => takeUpAccount(uuid),
    meta: { errorHandling: 'form' },
    onSuccess: async ({ account_id }) => {
      await then(account_id);
      // The used-up invitation is marked stale without being read again now: read while its screen
      // is still showing, it would send the person to account setup instead.
      const invite = registrationInviteQueryOptions(uuid).queryKey;
      await queryClient.invalidateQueries({ queryKey: invite, refetchType: 'none' });
      await queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== invite[0] });
    },
  });
}
