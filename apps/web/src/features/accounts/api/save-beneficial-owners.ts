import { accountPeopleSchema, type AccountPerson, type PersonInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/**
 * The account's beneficial owners (spec 2 §7 "Beneficial owners"): POST beneficial-owners/ the
 * first time, bulk-update/ with the form's whole list once some are saved.
 */
export function saveBeneficialOwners({
  accountId,
  bulk,
  users,
}: {
  accountId: number;
  bulk: boolean;
  users: PersonInput[];
}): Promise<AccountPerson[]> {
  const url = `/accounts/${accountId}/beneficial-owners/`;
  return bulk
    ? api.put(`${url}bulk-update/`, { users }, { schema: accountPeopleSchema })
    : api.post(url, { users }, { schema: accountPeopleSchema });
}

export function useSaveBeneficialOwners() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBeneficialOwners,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
