import { api } from '../../../lib/api-client';

/** GET /signing/{token}/documents/{docId}/ (issue #21 item 3): one of the envelope's PDFs, by the link's token. */
export function getSigningDocument(token: string, documentId: number, signal?: AbortSignal): Promise<Blob> {
  return api.get<Blob>(`/signing/${encodeURIComponent(token)}/documents/${documentId}/`, {
    responseType: 'blob',
    accept: 'application/pdf',
    withAuth: false,
    signal,
  });
}
