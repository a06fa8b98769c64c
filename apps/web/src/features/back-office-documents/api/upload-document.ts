import { operatorDocumentBulkResultSchema, type OperatorDocumentBulkResult } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { BACK_OFFICE_DOCUMENTS_ROOT } from './document-keys';

export type DocumentUpload = {
  accounts: string;
  every_active: boolean;
  category: string;
  description: string;
  date?: string | undefined;
  /** The count the preview showed: the server refuses (409) when the upload would reach another. */
  confirm_count: number;
  file: File;
};

/** POST /api/operator/documents/bulk/ multipart: the text fields first, then the file. */
export function uploadDocument(upload: DocumentUpload): Promise<OperatorDocumentBulkResult> {
  const body = new FormData();
  body.append('accounts', upload.accounts);
  body.append('every_active', String(upload.every_active));
  body.append('category', upload.category);
  body.append('description', upload.description);
  if (upload.date) body.append('date', upload.date);
  body.append('confirm_count', String(upload.confirm_count));
  body.append('file', upload.file, upload.file.name);
  return api.post('/operator/documents/bulk/', body, { schema: operatorDocumentBulkResultSchema });
}

/** The dialog shows the refusal itself; a stored document changes the list. */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BACK_OFFICE_DOCUMENTS_ROOT }),
  });
}
