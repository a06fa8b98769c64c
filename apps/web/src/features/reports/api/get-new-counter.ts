import { reportNewCounterSchema, type ReportNewCounter } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_ROOT } from './report-keys';

/** GET /ipm/reports/new-counter/: ready reports not opened yet (the badge). */
export function getNewCounter(): Promise<ReportNewCounter> {
  return api.get('/ipm/reports/new-counter/', { schema: reportNewCounterSchema });
}

export function newCounterQueryOptions() {
  return queryOptions({ queryKey: [...REPORTS_QUERY_ROOT, 'new-counter'], queryFn: getNewCounter });
}

export function useNewCounter(enabled = true) {
  return useQuery({ ...newCounterQueryOptions(), enabled });
}
