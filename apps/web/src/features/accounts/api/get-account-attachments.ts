import { accountAttachmentListSchema, type AccountAttachment, type AttachmentKind } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNTS_QUERY_ROOT } from './account-keys';
import { ATTACHMENT_PATH } from './account-attachments';

/** GET /accounts/{id}/certificates/ or /deed-attachments/ (spec 2 §7): the account's files of that kind. */
export function getAccountAttachments(accountId: number, kind: AttachmentKind): Promise<AccountAttachment[]> {
  return api.get(`/accounts/${accountId}/${ATTACHMENT_PATH[kind]}/`, { schema: accountAttachmentListSchema });
}

export function accountAttachmentsQueryOptions(accountId: number, kind: AttachmentKind) {
  return queryOptions({
    queryKey: [...ACCOUNTS_QUERY_ROOT, 'attachments', kind, accountId],
    queryFn: () => getAccountAttachments(accountId, kind),
  });
}

export function useAccountAttachments(accountId: number, kind: AttachmentKind) {
  return useQuery(accountAttachmentsQueryOptions(accountId, kind));
}
