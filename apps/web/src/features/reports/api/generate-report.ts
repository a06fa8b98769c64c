import { ApiVersion, reportGenerationSchema, type GenerateReport, type ReportGeneration } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsQueryOptions } from './get-reports';

/** POST /ipm/reports/ (version 2 header): queues the report; the answer is the pending report and the `detail` to show. */
export function generateReport(payload: GenerateReport): Promise<ReportGeneration> {
  return api.post('/ipm/reports/', payload, { version: ApiVersion.v2, schema: reportGenerationSchema });
}

export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryOptions().queryKey }),
  });
}
