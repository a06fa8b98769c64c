import { activationStepsSchema, type ActivationSteps } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';

/** GET /accounts/{id}/activation-steps/ (spec 2 §4 application steps): what is left, and the missing parts. */
export function getActivationSteps(id: number): Promise<ActivationSteps> {
  return api.get(`/accounts/${id}/activation-steps/`, { schema: activationStepsSchema });
}

export function activationStepsQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'activation-steps', id],
    queryFn: () => getActivationSteps(id),
  });
}

export function useActivationSteps(id: number) {
  return useQuery(activationStepsQueryOptions(id));
}
