import {
  corporateAccountDetailsSchema,
  type CorporateAccountDetails,
  type CorporateAccountDetailsInput,
  type CorporateAccountDetailsValues,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** The form's parsed values as the wire takes them: an address "same as the office" goes as null. */
function toBody(values: CorporateAccountDetailsValues): CorporateAccountDetailsInput {
  return {
    is_investing_primary_activity: values.is_investing_primary_activity,
    nature_of_activity: values.nature_of_activity,
    office_address: values.office_address,
    principal_place_address: values.principal_place_same_as_office ? null : values.principal_place_address,
    postal_address: values.postal_same_as_office ? null : values.postal_address,
  };
}

/** POST /accounts/{id}/corporate-account-details/ the first time, PATCH after: both carry the whole form. */
export function saveCorporateAccountDetails({
  accountId,
  exists,
  values,
}: {
  accountId: number;
  exists: boolean;
  values: CorporateAccountDetailsValues;
}): Promise<CorporateAccountDetails> {
  const url = `/accounts/${accountId}/corporate-account-details/`;
  const body = toBody(values);
  return exists
    ? api.patch(url, body, { schema: corporateAccountDetailsSchema })
    : api.post(url, body, { schema: corporateAccountDetailsSchema });
}

/** The form shows the server's errors on their fields; saved details change the account's missing parts. */
export function useSaveCorporateAccountDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCorporateAccountDetails,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
