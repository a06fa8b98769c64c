import { rebalancePublishResultSchema, type RebalancePublishResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_REBALANCE_ROOT } from './rebalance-keys';

/** POST /api/operator/rebalance-reports/: the reports of a file, all or none. */
export function publishRebalanceReports(reports: unknown[]): Promise<RebalancePublishResult> {
  return api.post('/operator/rebalance-reports/', { reports }, { schema: rebalancePublishResultSchema });
}

/** The dialog shows the refusal (each problem by its place in the file, a role's 403) itself. */
export function usePublishRebalanceReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishRebalanceReports,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_REBALANCE_ROOT }),
  });
}
