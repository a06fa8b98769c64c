import { referenceImportPreviewSchema, type ReferenceImportPreview } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/operator/reference/preview/: what importing the file would change; nothing is written. */
export function previewReferenceImport(file: unknown): Promise<ReferenceImportPreview> {
  return api.post('/operator/reference/preview/', file, { schema: referenceImportPreviewSchema });
}

export function usePreviewReferenceImport() {
  return useMutation({ mutationFn: previewReferenceImport, meta: { errorHandling: 'form' } });
}
