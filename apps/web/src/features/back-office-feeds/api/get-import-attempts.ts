import { importAttemptPageSchema, type ImportAttempt, type ImportAttemptsQuery, type Page } from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { IMPORTS_ROOT } from './import-keys';

/** GET /api/operator/imports/: one page of the feed uploads, newest first unless ordered otherwise. */
const importAttempts = serverQueueQuery<Partial<ImportAttemptsQuery>, Page<ImportAttempt>>(
  '/operator/imports/',
  [...IMPORTS_ROOT, 'list'],
  importAttemptPageSchema,
);

export const getImportAttempts = importAttempts.fetchPage;
export const importAttemptsQueryOptions = importAttempts.queryOptions;
export const useImportAttempts = importAttempts.usePage;
