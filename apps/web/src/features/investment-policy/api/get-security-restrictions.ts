import { securityRestrictionListSchema, type SecurityRestriction } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investmentPolicyPath, policyQueryKey } from './investment-policy-keys';

/** GET /ipm/investment-policies/{id}/security-restrictions/ (spec 2 §7): the statement's restricted securities. */
export async function getSecurityRestrictions(policyId: number): Promise<SecurityRestriction[]> {
  const list = await api.get(`${investmentPolicyPath(policyId)}security-restrictions/`, {
    schema: securityRestrictionListSchema,
  });
  return list.results;
}

export function securityRestrictionsQueryOptions(policyId: number) {
  return queryOptions({
    queryKey: policyQueryKey(policyId, 'security-restrictions'),
    queryFn: () => getSecurityRestrictions(policyId),
  });
}

export function useSecurityRestrictions(policyId: number) {
  return useQuery(securityRestrictionsQueryOptions(policyId));
}
