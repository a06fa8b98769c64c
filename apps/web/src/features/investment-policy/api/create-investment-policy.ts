import { investmentPolicySchema, type InvestmentPolicies, type InvestmentPolicy } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investmentPoliciesQueryOptions } from './get-investment-policies';
import { INVESTMENT_POLICIES_PATH } from './investment-policy-keys';

/** POST /ipm/investment-policies/ {account} (spec 2 §7 "POST base with account"): a new draft statement. */
export function createInvestmentPolicy(accountId: number): Promise<InvestmentPolicy> {
  return api.post(INVESTMENT_POLICIES_PATH, { account: accountId }, { schema: investmentPolicySchema });
}

export function useCreateInvestmentPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvestmentPolicy,
    meta: { errorHandling: 'form' },
    onSuccess: (created) => {
      // The wizard reads the ongoing statement from the list; it is this one now.
      queryClient.setQueryData(
        investmentPoliciesQueryOptions(created.account).queryKey,
        (old: InvestmentPolicies | undefined) => ({ active_ips: old?.active_ips ?? null, ongoing_ips: created }),
      );
    },
  });
}
