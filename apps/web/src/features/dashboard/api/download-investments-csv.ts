import { investmentsCsvFileName, investmentsSchema, type DashboardFilter } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investmentsParams, type InvestmentsTableQuery } from './get-investments';

/**
 * The CSV of every row: one small call for the count, then all rows at once with
 * `Accept: text/csv` (the answer is the CSV text), so the file never stops at a page.
 */
export async function downloadInvestmentsCsv(filter: DashboardFilter, table: InvestmentsTableQuery): Promise<string> {
  const { count } = await api.get('/ipm/dashboard/investments/', {
    params: investmentsParams(filter, table, 1, 1),
    schema: investmentsSchema,
  });
  const csv = await api.get<Blob>('/ipm/dashboard/investments/', {
    params: investmentsParams(filter, table, 1, Math.max(count, 1)),
    accept: 'text/csv',
    responseType: 'blob',
  });
  const fileName = investmentsCsvFileName();
  saveFile(csv, fileName);
  return fileName;
}

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

export function useDownloadInvestmentsCsv() {
  return useMutation({
    mutationFn: ({ filter, table }: { filter: DashboardFilter; table: InvestmentsTableQuery }) =>
      downloadInvestmentsCsv(filter, table),
  });
}
