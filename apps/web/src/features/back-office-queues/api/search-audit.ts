import { auditPageSchema, type AuditExportQuery, type AuditPage } from '@portal/contract';
import { serverQueueQuery } from '../../../components/back-office/server-queue-query';
import { AUDIT_ROOT } from './back-office-queue-keys';

/** GET /api/operator/audit/?actor=&target=&action=&from=&to=&page=&page_size=: one page, newest first. */
const audit = serverQueueQuery<AuditExportQuery & { page: number; page_size: number }, AuditPage>(
  '/operator/audit/',
  [...AUDIT_ROOT, 'search'],
  auditPageSchema,
);

export const searchAudit = audit.fetchPage;
export const auditSearchQueryOptions = audit.queryOptions;
export const useAuditSearch = audit.usePage;
