import { strategicAllocationSchema, type StrategicAllocation } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

/** GET /ipm/investment-policies/{id}/strategic-allocation/ (spec 2 §7 Strategic allocation): every option with its target and colour. */
export function getStrategicAllocation(ipsId: number): Promise<StrategicAllocation> {
  return api.get(`/ipm/investment-policies/${ipsId}/strategic-allocation/`, { schema: strategicAllocationSchema });
}

export function strategicAllocationQueryOptions(ipsId: number) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'investment-policies', 'strategic-allocation', ipsId],
    queryFn: () => getStrategicAllocation(ipsId),
  });
}

export function useStrategicAllocation(ipsId: number | null) {
  return useQuery({ ...strategicAllocationQueryOptions(ipsId ?? 0), enabled: ipsId !== null });
}
