import { accountAttachmentSchema, type AccountAttachment, type AttachmentKind } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';
import { ATTACHMENT_PATH } from './account-attachments';

/** POST /accounts/{id}/certificates/ or /deed-attachments/ multipart (file, file_name). */
export function uploadAccountAttachment({
  accountId,
  kind,
  file,
}: {
  accountId: number;
  kind: AttachmentKind;
  file: File;
}): Promise<AccountAttachment> {
  const body = new FormData();
  body.append('file_name', file.name);
  body.append('file', file);
  return api.post(`/accounts/${accountId}/${ATTACHMENT_PATH[kind]}/`, body, { schema: accountAttachmentSchema });
}

/** The file list shows the refusal itself; a stored file changes the list and the account's missing parts. */
export function useUploadAccountAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAccountAttachment,
    meta: { errorHandling: 'form' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
