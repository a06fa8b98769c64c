import { auditPageSchema, type AuditExportQuery, type AuditPage } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { AUDIT_ROOT } from './back-office-queue-keys';

export type AuditSearch = AuditExportQuery & { page: number; page_size: number };

/** GET /api/operator/audit/?actor=&target=&action=&from=&to=&page=&page_size=: one page, newest first. */
export function searchAudit(search: AuditSearch): Promise<AuditPage> {
  return api.get('/operator/audit/', { params: search, schema: auditPageSchema });
}

export function auditSearchQueryOptions(search: AuditSearch) {
  return queryOptions({
    queryKey: [...AUDIT_ROOT, 'search', search],
    queryFn: () => searchAudit(search),
    placeholderData: keepPreviousData,
  });
}

export function useAuditSearch(search: AuditSearch) {
  return useQuery(auditSearchQueryOptions(search));
}
