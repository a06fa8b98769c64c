import type { Document } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The document's file as the server stores it (the session's key goes in the header, so not a plain link). */
export function getDocumentFile(id: number, signal?: AbortSignal): Promise<Blob> {
  return api.get<Blob>(`/ipm/documents/${id}/download/`, { responseType: 'blob', accept: '*/*', signal });
}

export async function downloadDocument(document: Pick<Document, 'id' | 'file_name'>): Promise<void> {
  saveFile(await getDocumentFile(document.id), document.file_name);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
