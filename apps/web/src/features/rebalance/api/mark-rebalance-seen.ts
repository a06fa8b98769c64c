import { rebalanceMarkSeenSchema, type RebalanceMarkSeen } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REBALANCE_QUERY_ROOT } from './rebalance-keys';

/** POST /ipm/rebalance-reports/{id}/mark-seen/: opening a new report marks it seen (spec 3 §4). */
export function markRebalanceSeen(id: number): Promise<RebalanceMarkSeen> {
  return api.post(`/ipm/rebalance-reports/${id}/mark-seen/`, undefined, { schema: rebalanceMarkSeenSchema });
}

/**
 * Afterwards the history's dot, the report and the dashboard's badge are refreshed; the report
 * on screen is only updated in place, so it does not flash back to a spinner.
 */
export function useMarkRebalanceSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRebalanceSeen,
    onSettled: () => queryClient.invalidateQueries({ queryKey: REBALANCE_QUERY_ROOT }),
  });
}
