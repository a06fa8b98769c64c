import { investmentPoliciesSchema, type InvestmentPolicies } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { INVESTMENT_POLICIES_PATH, INVESTMENT_POLICY_ROOT } from './investment-policy-keys';

/** GET /ipm/investment-policies/?account={id} (spec 2 §7 "IPS: GET details"): the ongoing and the active statement. */
export function getInvestmentPolicies(accountId: number): Promise<InvestmentPolicies> {
  return api.get(INVESTMENT_POLICIES_PATH, { params: { account: accountId }, schema: investmentPoliciesSchema });
}

export function investmentPoliciesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...INVESTMENT_POLICY_ROOT, 'account', accountId],
    queryFn: () => getInvestmentPolicies(accountId),
  });
}

export function useInvestmentPolicies(accountId: number) {
  return useQuery(investmentPoliciesQueryOptions(accountId));
}
