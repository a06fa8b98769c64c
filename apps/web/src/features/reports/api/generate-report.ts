import { ApiVersion, generatedReportSchema, type GeneratedReport, type GenerateReport } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { reportsQueryOptions } from './get-reports';

/** POST /ipm/reports/ (version 2 header): queues the report; the answer is the pending report. */
export function generateReport(payload: GenerateReport): Promise<GeneratedReport> {
  return api.post('/ipm/reports/', payload, { version: ApiVersion.v2, schema: generatedReportSchema });
}

export function useGenerateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryOptions().queryKey }),
  });
}
