import {
  investmentPolicySchema,
  type InvestmentPolicies,
  type InvestmentPolicy,
  type InvestmentPolicyUpdate,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investmentPoliciesQueryOptions } from './get-investment-policies';
import { ACCOUNT_DATA_ROOT, investmentPolicyPath } from './investment-policy-keys';

/** PATCH /ipm/investment-policies/{id}/ (spec 2 §7 "PATCH details"): the wizard's step, customisation or gearing answers. */
export function updateInvestmentPolicy({
  policyId,
  values,
}: {
  policyId: number;
  values: InvestmentPolicyUpdate;
}): Promise<InvestmentPolicy> {
  return api.patch(investmentPolicyPath(policyId), values, { schema: investmentPolicySchema });
}

export function useUpdateInvestmentPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvestmentPolicy,
    meta: { errorHandling: 'form' },
    onSuccess: async (saved) => {
      // The next step reads the statement at once; the account's missing parts are read again.
      queryClient.setQueryData(
        investmentPoliciesQueryOptions(saved.account).queryKey,
        (old: InvestmentPolicies | undefined) => ({ active_ips: old?.active_ips ?? null, ongoing_ips: saved }),
      );
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT });
    },
  });
}
