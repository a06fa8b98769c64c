import { investmentPolicySchema, type InvestmentPolicies, type InvestmentPolicy } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investmentPoliciesQueryOptions } from './get-investment-policies';
import { ACCOUNT_DATA_ROOT, investmentPolicyPath } from './investment-policy-keys';

/**
 * POST /ipm/investment-policies/{id}/send-for-signature/ (issue #21 item 5): a finished draft of an
 * active account goes out for signature; the answer is the statement, now awaiting signature.
 */
export function sendForSignature(policyId: number): Promise<InvestmentPolicy> {
  return api.post(`${investmentPolicyPath(policyId)}send-for-signature/`, undefined, {
    schema: investmentPolicySchema,
  });
}

export function useSendForSignature() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendForSignature,
    // The page shows the refusal beside the button.
    meta: { errorHandling: 'form' },
    onSuccess: async (sent) => {
      queryClient.setQueryData(
        investmentPoliciesQueryOptions(sent.account).queryKey,
        (old: InvestmentPolicies | undefined) => ({ active_ips: old?.active_ips ?? null, ongoing_ips: sent }),
      );
      // The account's steps and documents to sign move with it.
      await queryClient.invalidateQueries({ queryKey: ACCOUNT_DATA_ROOT });
    },
  });
}
