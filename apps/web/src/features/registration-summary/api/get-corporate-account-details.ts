import { corporateAccountDetailsSchema, type CorporateAccountDetails } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT, orNull } from './summary-keys';

/** GET /accounts/{id}/corporate-account-details/; null before they are saved. */
export function getCorporateAccountDetails(accountId: number): Promise<CorporateAccountDetails | null> {
  return orNull(
    api.get(`/accounts/${accountId}/corporate-account-details/`, { schema: corporateAccountDetailsSchema }),
  );
}

export function corporateAccountDetailsQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'corporate-account-details', accountId],
    queryFn: () => getCorporateAccountDetails(accountId),
  });
}

export function useCorporateAccountDetails(accountId: number, enabled = true) {
  return useQuery({ ...corporateAccountDetailsQueryOptions(accountId), enabled });
}
