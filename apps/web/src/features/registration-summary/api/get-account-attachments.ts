import { accountAttachmentListSchema, type AccountAttachment, type AttachmentKind } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ACCOUNT_DATA_ROOT } from './summary-keys';

const ATTACHMENT_PATH: Record<AttachmentKind, string> = { certificate: 'certificates', deed: 'deed-attachments' };

/** GET /accounts/{id}/certificates/ or /deed-attachments/: the account's files of that kind. */
export function getAccountAttachments(accountId: number, kind: AttachmentKind): Promise<AccountAttachment[]> {
  return api.get(`/accounts/${accountId}/${ATTACHMENT_PATH[kind]}/`, { schema: accountAttachmentListSchema });
}

export function accountAttachmentsQueryOptions(accountId: number, kind: AttachmentKind) {
  return queryOptions({
    queryKey: [...ACCOUNT_DATA_ROOT, 'attachments', kind, accountId],
    queryFn: () => getAccountAttachments(accountId, kind),
  });
}

export function useAccountAttachments(accountId: number, kind: AttachmentKind, enabled = true) {
  return useQuery({ ...accountAttachmentsQueryOptions(accountId, kind), enabled });
}
