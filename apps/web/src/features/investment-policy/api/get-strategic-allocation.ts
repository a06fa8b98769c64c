import { strategicAllocationSchema, type StrategicAllocation } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investmentPolicyPath, policyQueryKey } from './investment-policy-keys';

/** GET /ipm/investment-policies/{id}/strategic-allocation/ (spec 2 §7 "Strategic allocation: GET"). */
export function getStrategicAllocation(policyId: number): Promise<StrategicAllocation> {
  return api.get(`${investmentPolicyPath(policyId)}strategic-allocation/`, { schema: strategicAllocationSchema });
}

export function strategicAllocationQueryOptions(policyId: number) {
  return queryOptions({
    queryKey: policyQueryKey(policyId, 'strategic-allocation'),
    queryFn: () => getStrategicAllocation(policyId),
  });
}

export function useStrategicAllocation(policyId: number) {
  return useQuery(strategicAllocationQueryOptions(policyId));
}
