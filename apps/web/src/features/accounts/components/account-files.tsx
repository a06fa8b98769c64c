import {
  AttachmentMaxFiles,
  AttachmentMessages,
  Messages,
  type AccountAttachment,
  type AttachmentKind,
} from '@portal/contract';
import Alert from '@mui/material/Alert';
import { FileList, type ListedFile } from '../../../components/ui/file-list';
import { PageSpinner } from '../../../components/ui/page-spinner';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { useDeleteAccountAttachment } from '../api/delete-account-attachment';
import { useAccountAttachments } from '../api/get-account-attachments';
import { getAccountAttachmentFile } from '../api/get-account-attachment-file';
import { useUploadAccountAttachment } from '../api/upload-account-attachment';

/**
 * An account's certificates or trust deeds as a file list: uploaded as soon as chosen, viewed in a
 * new tab, deleted after the question. The server's refusal (on `file`, or its detail) shows under
 * the upload button.
 */
export function AccountFiles({
  accountId,
  kind,
  uploadLabel,
}: {
  accountId: number;
  kind: AttachmentKind;
  uploadLabel: string;
}) {
  const files = useAccountAttachments(accountId, kind);
  const upload = useUploadAccountAttachment();
  const remove = useDeleteAccountAttachment();
  if (files.isPending) return <PageSpinner label="Loading the files" />;
  if (files.isError) return <Alert severity="error">{Messages.somethingWentWrongTryAgain}</Alert>;
  const byId = new Map(files.data.map((f) => [f.id, f]));

  async function send(file: File) {
    await upload.mutateAsync({ accountId, kind, file });
    showToast(AttachmentMessages.fileUploaded, 'success');
  }

  async function view(listed: ListedFile) {
    const file = byId.get(listed.id) as AccountAttachment;
    // Opened before the download starts: a window opened after an await counts as a pop-up.
    const target = window.open('', '_blank');
    try {
      const blob = await getAccountAttachmentFile(file.file);
      const url = URL.createObjectURL(new Blob([blob], { type: file.content_type }));
      if (target) target.location.href = url;
      else window.location.assign(url);
    } catch {
      target?.close();
      showErrorToast(Messages.genericError);
    }
  }

  async function destroy(listed: ListedFile) {
    await remove.mutateAsync({ accountId, kind, fileId: listed.id });
    showToast(AttachmentMessages.fileDeleted, 'success');
  }

  const max = AttachmentMaxFiles[kind];
  return (
    <FileList
      files={files.data}
      uploadLabel={uploadLabel}
      maxFiles={max}
      limitReachedMessage={AttachmentMessages.limitReached(max)}
      emptyMessage={AttachmentMessages.noFilesYet}
      emptyFileMessage={AttachmentMessages.emptyFile}
      onUpload={send}
      onView={(file) => void view(file)}
      onDelete={destroy}
    />
  );
}
