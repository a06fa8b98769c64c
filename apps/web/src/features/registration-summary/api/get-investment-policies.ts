import { investmentPoliciesSchema, type InvestmentPolicies } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

/** GET /ipm/investment-policies/?account=: the statement under way and the active one. */
export function getInvestmentPolicies(accountId: number): Promise<InvestmentPolicies> {
  return api.get(`/ipm/investment-policies/?account=${accountId}`, { schema: investmentPoliciesSchema });
}

export function investmentPoliciesQueryOptions(accountId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'investment-policies', accountId],
    queryFn: () => getInvestmentPolicies(accountId),
  });
}

export function useInvestmentPolicies(accountId: number) {
  return useQuery(investmentPoliciesQueryOptions(accountId));
}
