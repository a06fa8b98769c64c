import { applicationSubmissionStateSchema, type ApplicationSubmissionState } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

/** GET /accounts/{id}/application-submission/: the submission (or null) and whether the signed-in person may submit. */
export function getApplicationSubmission(accountId: number): Promise<ApplicationSubmissionState> {
  return api.get(`/accounts/${accountId}/application-submission/`, { schema: applicationSubmissionStateSchema });
}

export function applicationSubmissionQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'application-submission', accountId],
    queryFn: () => getApplicationSubmission(accountId),
  });
}

export function useApplicationSubmission(accountId: number) {
  return useQuery(applicationSubmissionQueryOptions(accountId));
}
