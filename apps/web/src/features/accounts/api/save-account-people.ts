import { accountPeopleSchema, type AccountPerson, type PersonInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/**
 * The two lists of people on an account (spec 2 §7): its secondary users (joint holders,
 * directors or trustees, each invited) and its beneficial owners (recorded with a role).
 */
export type PeopleList = 'secondary-users' | 'beneficial-owners';

/**
 * POST {list}/ adds the people the first time; once some are saved the form's whole list goes to
 * {list}/bulk-update/ (those with an id kept, the others added, the removable ones left out
 * removed). Both answer the list after the change.
 */
export function saveAccountPeople({
  accountId,
  list,
  bulk,
  users,
}: {
  accountId: number;
  list: PeopleList;
  /** People are already saved: send the whole list to bulk-update. */
  bulk: boolean;
  users: PersonInput[];
}): Promise<AccountPerson[]> {
  const url = `/accounts/${accountId}/${list}/`;
  return bulk
    ? api.put(`${url}bulk-update/`, { users }, { schema: accountPeopleSchema })
    : api.post(url, { users }, { schema: accountPeopleSchema });
}

/** The form shows the server's errors on each person's fields (`users.{i}.{field}`). */
export function useSaveAccountPeople() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAccountPeople,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
