import type { AttachmentKind } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';
import { ATTACHMENT_PATH } from './account-attachments';

/** DELETE /accounts/{id}/certificates/{file_id}/ or /deed-attachments/{file_id}/. */
export function deleteAccountAttachment({
  accountId,
  kind,
  fileId,
}: {
  accountId: number;
  kind: AttachmentKind;
  fileId: number;
}): Promise<void> {
  return api.delete(`/accounts/${accountId}/${ATTACHMENT_PATH[kind]}/${fileId}/`);
}

/** A failure is toasted by the global handler; the list and the account's missing parts are read again. */
export function useDeleteAccountAttachment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccountAttachment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ACCOUNTS_QUERY_ROOT }),
  });
}
