import { rebalanceCancelResultSchema, type RebalanceCancelResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_REBALANCE_ROOT } from './rebalance-keys';

/** POST /api/operator/rebalance-reports/{external_id}/cancel/: with the reason kept in the audit trail. */
export function cancelRebalanceReport({
  externalId,
  reason,
}: {
  externalId: string;
  reason: string;
}): Promise<RebalanceCancelResult> {
  return api.post(
    `/operator/rebalance-reports/${encodeURIComponent(externalId)}/cancel/`,
    { reason },
    { schema: rebalanceCancelResultSchema },
  );
}

/** The reason dialog shows the server's answer (a field error, a role's 403) itself. */
export function useCancelRebalanceReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRebalanceReport,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_REBALANCE_ROOT }),
  });
}
