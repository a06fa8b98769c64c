import { importAttemptDetailSchema, type ImportAttemptDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IMPORTS_ROOT } from './import-keys';

/** GET /api/operator/imports/{id}/: one upload with its validation report. */
export function getImportAttempt(id: number): Promise<ImportAttemptDetail> {
  return api.get(`/operator/imports/${id}/`, { schema: importAttemptDetailSchema });
}

export function importAttemptQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...IMPORTS_ROOT, 'one', id],
    queryFn: () => getImportAttempt(id),
  });
}

export function useImportAttempt(id: number | null) {
  return useQuery({ ...importAttemptQueryOptions(id ?? 0), enabled: id !== null });
}
