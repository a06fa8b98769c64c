import { financialYearsSchema, type FinancialYears } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { REPORTS_QUERY_ROOT } from './report-keys';

/** GET /ipm/reports/financial-years/: the financial years and the first and last data day. */
export function getFinancialYears(): Promise<FinancialYears> {
  return api.get('/ipm/reports/financial-years/', { schema: financialYearsSchema });
}

export function financialYearsQueryOptions() {
  return queryOptions({ queryKey: [...REPORTS_QUERY_ROOT, 'financial-years'], queryFn: getFinancialYears });
}

export function useFinancialYears() {
  return useQuery(financialYearsQueryOptions());
}
