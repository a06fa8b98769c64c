import { securityRestrictionListSchema, type SecurityRestriction } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

/** GET /ipm/investment-policies/{id}/security-restrictions/: the statement's restricted securities. */
export async function getSecurityRestrictions(ipsId: number): Promise<SecurityRestriction[]> {
  return (
    await api.get(`/ipm/investment-policies/${ipsId}/security-restrictions/`, { schema: securityRestrictionListSchema })
  ).results;
}

export function securityRestrictionsQueryOptions(ipsId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'investment-policies', 'security-restrictions', ipsId],
    queryFn: () => getSecurityRestrictions(ipsId),
  });
}

export function useSecurityRestrictions(ipsId: number | null) {
  return useQuery({ ...securityRestrictionsQueryOptions(ipsId ?? 0), enabled: ipsId !== null });
}
