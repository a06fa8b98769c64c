import { bankAccountDocumentSchema, type BankAccountDocument } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /accounts/bank-account-documents/ multipart `file`: a bank statement, tied to a bank account when it is saved. */
export function uploadBankAccountDocument(file: File): Promise<BankAccountDocument> {
  const body = new FormData();
  body.append('file', file);
  return api.post('/accounts/bank-account-documents/', body, { schema: bankAccountDocumentSchema });
}

/** The form shows the refusal under the upload button. */
export function useUploadBankAccountDocument() {
  return useMutation({ mutationFn: uploadBankAccountDocument, meta: { errorHandling: 'form' } });
}
