import {
  operatorDocumentPreviewSchema,
  type OperatorDocumentPreview,
  type OperatorDocumentRecipientsInput,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/operator/documents/bulk/preview/: the accounts that would receive it; changes nothing. */
export function previewDocumentUpload(body: OperatorDocumentRecipientsInput): Promise<OperatorDocumentPreview> {
  return api.post('/operator/documents/bulk/preview/', body, { schema: operatorDocumentPreviewSchema });
}

/** The dialog shows the server's field errors (and a role's 403) itself. */
export function usePreviewDocumentUpload() {
  return useMutation({ mutationFn: previewDocumentUpload, meta: { errorHandling: 'form' } });
}
