import { uploadedFileSchema, type UploadedFile } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /profiles/personal-document/ multipart (file, file_name): a copy of an identity document. */
export function uploadPersonalDocument(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  body.append('file_name', file.name);
  return api.post('/profiles/personal-document/', body, { schema: uploadedFileSchema });
}

export function useUploadPersonalDocument() {
  return useMutation({ mutationFn: uploadPersonalDocument, meta: { errorHandling: 'form' } });
}
