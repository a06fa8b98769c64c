import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** DELETE /accounts/bank-account-documents/{id}/: a statement uploaded in this form and then removed. */
export function deleteBankAccountDocument(documentId: number): Promise<void> {
  return api.delete(`/accounts/bank-account-documents/${documentId}/`);
}

/** Quiet: a statement left on the server unattached does no harm, and the form has already let it go. */
export function useDeleteBankAccountDocument() {
  return useMutation({ mutationFn: deleteBankAccountDocument, meta: { errorHandling: 'none' } });
}
