import { api } from '../../../lib/api-client';

/**
 * GET the ready report's PDF (its `link`, under /api) with the session, as a blob: a plain link
 * could not carry the Authorization header.
 */
export function getReportFile(link: string): Promise<Blob> {
  return api.get(link.replace(/^\/api/, ''), { responseType: 'blob', accept: 'application/pdf' });
}
