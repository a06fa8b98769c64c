import { documentsArchiveFileName } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** POST /ipm/documents/download/ {documents}: the selection as one zip, saved as Documents-DDMMYYYY.zip. */
export async function downloadDocumentsArchive(ids: number[]): Promise<string> {
  const zip = await api.post<Blob>(
    '/ipm/documents/download/',
    { documents: ids },
    {
      responseType: 'blob',
      accept: 'application/zip',
    },
  );
  const fileName = documentsArchiveFileName();
  saveFile(zip, fileName);
  return fileName;
}

export function useDownloadDocumentsArchive() {
  return useMutation({ mutationFn: downloadDocumentsArchive });
}
