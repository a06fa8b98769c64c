import { ApiVersion, generatedReportSchema, pageSchema, type GeneratedReport, type Page } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_ROOT } from './report-keys';

/** How many generated reports the list shows (the newest). */
export const REPORTS_LIST_SIZE = 50;

/** GET /ipm/reports/ (version 2 header): the generated reports, newest first. */
export function getReports(): Promise<Page<GeneratedReport>> {
  return api.get('/ipm/reports/', {
    params: { page_size: REPORTS_LIST_SIZE },
    version: ApiVersion.v2,
    schema: pageSchema(generatedReportSchema),
  });
}

export function reportsQueryOptions() {
  return queryOptions({ queryKey: [...REPORTS_QUERY_ROOT, 'list'], queryFn: getReports });
}

export function useReports() {
  return useQuery(reportsQueryOptions());
}
