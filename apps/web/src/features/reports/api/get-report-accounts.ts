import { reportAccountSchema, type ReportAccount } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_ROOT } from './report-keys';

/** GET /ipm/reports/accounts/: the accounts with data between the dates (spec 3 §7: only with both). */
export function getReportAccounts(startDate: string, endDate: string): Promise<ReportAccount[]> {
  return api.get('/ipm/reports/accounts/', {
    params: { start_date: startDate, end_date: endDate },
    schema: z.array(reportAccountSchema),
  });
}

export function reportAccountsQueryOptions(startDate: string | null, endDate: string | null) {
  return queryOptions({
    queryKey: [...REPORTS_QUERY_ROOT, 'accounts', startDate, endDate],
    queryFn: () => getReportAccounts(startDate!, endDate!),
    enabled: Boolean(startDate && endDate && startDate <= endDate),
  });
}

export function useReportAccounts(startDate: string | null, endDate: string | null) {
  return useQuery(reportAccountsQueryOptions(startDate, endDate));
}
