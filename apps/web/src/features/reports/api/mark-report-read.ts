import { generatedReportSchema, type GeneratedReport } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_ROOT } from './report-keys';

/** PATCH /ipm/reports/{id}/mark-as-read/: the report was opened. */
export function markReportRead(id: number): Promise<GeneratedReport> {
  return api.patch(`/ipm/reports/${id}/mark-as-read/`, undefined, { schema: generatedReportSchema });
}

/** Refreshes the list (NEW badge) and the new-report count. */
export function useMarkReportRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markReportRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REPORTS_QUERY_ROOT }),
  });
}
