import {
  importAttemptPageSchema,
  type ImportAttempt,
  type ImportAttemptStatus,
  type Page,
  type PortfolioImportKind,
  type QueueOrdering,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IMPORTS_ROOT } from './import-keys';

export type ImportAttemptsOrdering = QueueOrdering<'created_at' | 'kind' | 'file_name' | 'status' | 'rows'>;

export type ImportAttemptsParams = {
  kind?: PortfolioImportKind | undefined;
  status?: ImportAttemptStatus | undefined;
  page: number;
  page_size: number;
  ordering: ImportAttemptsOrdering;
  search?: string;
};

/** GET /api/operator/imports/: one page of the feed uploads, newest first unless ordered otherwise. */
export function getImportAttempts(params: ImportAttemptsParams): Promise<Page<ImportAttempt>> {
  return api.get('/operator/imports/', { params, schema: importAttemptPageSchema });
}

export function importAttemptsQueryOptions(params: ImportAttemptsParams) {
  return queryOptions({
    queryKey: [...IMPORTS_ROOT, 'list', params],
    queryFn: () => getImportAttempts(params),
    placeholderData: keepPreviousData,
  });
}

export function useImportAttempts(params: ImportAttemptsParams) {
  return useQuery(importAttemptsQueryOptions(params));
}
