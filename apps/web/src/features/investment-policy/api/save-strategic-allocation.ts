import { strategicAllocationSchema, type StrategicAllocation, type StrategicAllocationUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { strategicAllocationQueryOptions } from './get-strategic-allocation';
import { investmentPolicyPath } from './investment-policy-keys';

/** PUT /ipm/investment-policies/{id}/strategic-allocation/ (spec 2 §7 "Strategic allocation: PUT"): targets and custom strategies. */
export function saveStrategicAllocation({
  policyId,
  values,
}: {
  policyId: number;
  values: StrategicAllocationUpdate;
}): Promise<StrategicAllocation> {
  return api.put(`${investmentPolicyPath(policyId)}strategic-allocation/`, values, {
    schema: strategicAllocationSchema,
  });
}

export function useSaveStrategicAllocation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStrategicAllocation,
    meta: { errorHandling: 'form' },
    onSuccess: (saved, { policyId }) =>
      queryClient.setQueryData(strategicAllocationQueryOptions(policyId).queryKey, saved),
  });
}
