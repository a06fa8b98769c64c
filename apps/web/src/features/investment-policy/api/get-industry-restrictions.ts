import { industryRestrictionListSchema, type IndustryRestriction } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investmentPolicyPath, policyQueryKey } from './investment-policy-keys';

/** GET /ipm/investment-policies/{id}/industry-restrictions/ (spec 2 §7): the whole industry tree with this statement's types. */
export async function getIndustryRestrictions(policyId: number): Promise<IndustryRestriction[]> {
  const list = await api.get(`${investmentPolicyPath(policyId)}industry-restrictions/`, {
    schema: industryRestrictionListSchema,
  });
  return list.results;
}

export function industryRestrictionsQueryOptions(policyId: number) {
  return queryOptions({
    queryKey: policyQueryKey(policyId, 'industry-restrictions'),
    queryFn: () => getIndustryRestrictions(policyId),
  });
}

export function useIndustryRestrictions(policyId: number) {
  return useQuery(industryRestrictionsQueryOptions(policyId));
}
