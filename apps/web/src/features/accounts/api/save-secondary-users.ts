import { accountPeopleSchema, type AccountPerson, type PersonInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/**
 * The account's secondary users (joint holders, directors or trustees; spec 2 §7 "Secondary
 * users"): POST secondary-users/ adds and invites new people; once people are saved the form's
 * whole list goes to bulk-update/ (those with an id kept, the others added, the removable ones
 * left out removed). Both answer the list after the change.
 */
export function saveSecondaryUsers({
  accountId,
  bulk,
  users,
}: {
  accountId: number;
  /** People are already saved: send the whole list to bulk-update. */
  bulk: boolean;
  users: PersonInput[];
}): Promise<AccountPerson[]> {
  const url = `/accounts/${accountId}/secondary-users/`;
  return bulk
    ? api.put(`${url}bulk-update/`, { users }, { schema: accountPeopleSchema })
    : api.post(url, { users }, { schema: accountPeopleSchema });
}

/** The form shows the server's errors on each person's fields (`users.{i}.{field}`). */
export function useSaveSecondaryUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecondaryUsers,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
