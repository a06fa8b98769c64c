/**
 * Root of the investment policy statement's queries. Under the accounts root (['accounts']) on
 * purpose: a saved step changes the account's missing parts (ongoing_ips), so a save invalidates it.
 */
export const ACCOUNT_DATA_ROOT = ['accounts'] as const;
export const INVESTMENT_POLICY_ROOT = [...ACCOUNT_DATA_ROOT, 'investment-policy'] as const;
export const INVESTMENT_POLICIES_PATH = '/ipm/investment-policies/';

export const investmentPolicyPath = (policyId: number) => `${INVESTMENT_POLICIES_PATH}${policyId}/`;
export const policyQueryKey = (policyId: number, part: string) =>
  [...INVESTMENT_POLICY_ROOT, 'statement', policyId, part] as const;
