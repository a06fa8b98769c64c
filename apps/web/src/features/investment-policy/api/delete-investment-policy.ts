import type { InvestmentPolicies } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investmentPoliciesQueryOptions } from './get-investment-policies';
import { ACCOUNT_DATA_ROOT, INVESTMENT_POLICY_ROOT, investmentPolicyPath } from './investment-policy-keys';

/** DELETE /ipm/investment-policies/{id}/ (spec 2 §7 "DELETE draft"): a draft, while an active statement remains. */
export function deleteInvestmentPolicy({ policyId }: { policyId: number; accountId: number }): Promise<void> {
  return api.delete(investmentPolicyPath(policyId));
}

export function useDeleteInvestmentPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvestmentPolicy,
    // Spec 2 §8 "IPS draft delete failure": the page toasts the server's message.
    meta: { errorHandling: 'form' },
    onSuccess: async (_nothing, { policyId, accountId }) => {
      // Its parts are gone with it: asked again, they would answer 404.
      queryClient.removeQueries({ queryKey: [...INVESTMENT_POLICY_ROOT, 'statement', policyId] });
      queryClient.setQueryData(
        investmentPoliciesQueryOptions(accountId).queryKey,
        (old: InvestmentPolicies | undefined) => ({ active_ips: old?.active_ips ?? null, ongoing_ips: null }),
      );
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT });
    },
  });
}
