import type { AuditExportQuery } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export const AUDIT_CSV_FILE_NAME = 'audit-trail.csv';

/**
 * GET /api/operator/audit/export/ with the search's filters: the CSV. The route needs the
 * session's Authorization header, so it is fetched and saved rather than linked.
 */
export function exportAudit(filters: AuditExportQuery): Promise<Blob> {
  return api.get('/operator/audit/export/', { params: filters, responseType: 'blob', accept: 'text/csv' });
}

export function useExportAudit() {
  return useMutation({
    mutationFn: exportAudit,
    onSuccess: (blob) => saveFile(blob, AUDIT_CSV_FILE_NAME),
  });
}
