import {
  importCheckSchema,
  portfolioImportResultSchema,
  type ImportCheck,
  type PortfolioImportKind,
  type PortfolioImportResult,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { IMPORTS_ROOT } from './import-keys';

export type UploadFeedInput = { kind: PortfolioImportKind; file: File };

const csvBody = (kind: PortfolioImportKind, file: File, dryRun: boolean) =>
  ({
    params: { file_name: file.name, ...(dryRun ? { dry_run: 'true' } : {}) },
    headers: { 'Content-Type': 'text/csv' },
  }) as const;

/** POST /api/operator/imports/{kind}/?dry_run=true: the file checked, nothing imported nor recorded. */
export async function checkFeed({ kind, file }: UploadFeedInput): Promise<ImportCheck> {
  return api.post(`/operator/imports/${kind}/`, await file.arrayBuffer(), {
    ...csvBody(kind, file, true),
    schema: importCheckSchema,
  });
}

/**
 * POST /api/operator/imports/{kind}/: the file imported. A rejected file answers 400 with
 * `import_id`, the recorded upload holding its report row by row.
 */
export async function importFeed({ kind, file }: UploadFeedInput): Promise<PortfolioImportResult> {
  return api.post(`/operator/imports/${kind}/`, await file.arrayBuffer(), {
    ...csvBody(kind, file, false),
    schema: portfolioImportResultSchema,
  });
}

export function useCheckFeed() {
  return useMutation({ mutationFn: checkFeed });
}

export function useImportFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importFeed,
    // Accepted, duplicate or rejected: every upload is a new row of the history.
    onSettled: () => queryClient.invalidateQueries({ queryKey: IMPORTS_ROOT }),
  });
}
