import { securityRestrictionListSchema, type SecurityRestrictionsUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { securityRestrictionsQueryOptions } from './get-security-restrictions';
import { investmentPolicyPath } from './investment-policy-keys';

/** POST /ipm/investment-policies/{id}/security-restrictions/ (spec 2 §7): the restricted securities, replacing the saved ones. */
export async function saveSecurityRestrictions({
  policyId,
  values,
}: {
  policyId: number;
  values: SecurityRestrictionsUpdate;
}) {
  const list = await api.post(`${investmentPolicyPath(policyId)}security-restrictions/`, values, {
    schema: securityRestrictionListSchema,
  });
  return list.results;
}

export function useSaveSecurityRestrictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSecurityRestrictions,
    meta: { errorHandling: 'form' },
    onSuccess: (saved, { policyId }) =>
      queryClient.setQueryData(securityRestrictionsQueryOptions(policyId).queryKey, saved),
  });
}
