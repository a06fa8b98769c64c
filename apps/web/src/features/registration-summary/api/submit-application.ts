import {
  applicationSubmissionSchema,
  type ApplicationSubmission,
  type ApplicationSubmissionCreate,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

/** POST /accounts/{id}/application-submission/: the six consents and their wording's version. */
export function submitApplication(
  accountId: number,
  body: ApplicationSubmissionCreate,
): Promise<ApplicationSubmission> {
  return api.post(`/accounts/${accountId}/application-submission/`, body, { schema: applicationSubmissionSchema });
}

/** Submitting moves the account's steps, loan notes and statement on: every account query is refreshed. */
export function useSubmitApplication(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplicationSubmissionCreate) => submitApplication(accountId, body),
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT }),
  });
}
