import { industryRestrictionListSchema, type IndustryRestrictionsUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { industryRestrictionsQueryOptions } from './get-industry-restrictions';
import { investmentPolicyPath } from './investment-policy-keys';

/** POST /ipm/investment-policies/{id}/industry-restrictions/ (spec 2 §7): the restricted leaves, replacing the saved ones. */
export async function saveIndustryRestrictions({
  policyId,
  values,
}: {
  policyId: number;
  values: IndustryRestrictionsUpdate;
}) {
  const list = await api.post(`${investmentPolicyPath(policyId)}industry-restrictions/`, values, {
    schema: industryRestrictionListSchema,
  });
  return list.results;
}

export function useSaveIndustryRestrictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveIndustryRestrictions,
    meta: { errorHandling: 'form' },
    onSuccess: (saved, { policyId }) =>
      queryClient.setQueryData(industryRestrictionsQueryOptions(policyId).queryKey, saved),
  });
}
