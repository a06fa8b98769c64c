import type { AttachmentKind } from '@portal/contract';

/** The path segment of each kind under /accounts/{id}/ (spec 2 §7 "Certificates", "Deeds"). */
export const ATTACHMENT_PATH: Record<AttachmentKind, string> = {
  certificate: 'certificates',
  deed: 'deed-attachments',
};
