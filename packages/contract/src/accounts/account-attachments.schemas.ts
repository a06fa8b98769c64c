/**
 * An account's certificates and trust deeds (spec 2 §2 "Certificate upload and trust deed upload",
 * §3 Certificate and deed attachment, §4, §7 "Certificates" and "Deeds", §9 limits): uploaded
 * files tied to the account, listed, viewed and deleted by the people on it.
 */
import { z } from 'zod';
import { recordIdParamSchema } from '../fields/record-id.js';
import { UploadLimits } from '../files/files.constants.js';
import type { ValueOf } from '../value-of.js';
import { AccountType } from './accounts.enums.js';

/** What an attachment is for: a wholesale investor certificate or a trust deed. */
export const AttachmentKind = { certificate: 'certificate', deed: 'deed' } as const;
export type AttachmentKind = ValueOf<typeof AttachmentKind>;

/** How many files of each kind an account may hold (spec 2 §9). */
export const AttachmentMaxFiles: Record<AttachmentKind, number> = {
  certificate: UploadLimits.certificatesMaxFiles,
  deed: UploadLimits.trustDeedsMaxFiles,
};

/** Trust deeds belong to the accounts that are trusts: an SMSF or a trust. */
export function takesTrustDeed(type: AccountType): boolean {
  return type === AccountType.smsf || type === AccountType.trust;
}

/** One attached file (spec 2 §3: id, file_name, file); `id` is the file's, `file` where its content is served. */
export const accountAttachmentSchema = z
  .object({
    id: z.number().int(),
    file_name: z.string(),
    file: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'AccountAttachment' });
export type AccountAttachment = z.infer<typeof accountAttachmentSchema>;

/** The account's files of one kind, oldest first (at most 10 certificates or 5 deeds: not paged). */
export const accountAttachmentListSchema = z.array(accountAttachmentSchema).meta({ id: 'AccountAttachmentList' });

/** `/accounts/{id}/certificates/{file_id}/` and the deed-attachments alike. */
export const accountFileParamsSchema = z.object({ id: recordIdParamSchema, file_id: recordIdParamSchema });

/** GET /accounts/certificate-template/ (spec 2 §7): where the blank wholesale investor certificate is. */
export const certificateTemplateSchema = z
  .object({ certificate_template: z.string() })
  .meta({ id: 'CertificateTemplate' });
export type CertificateTemplate = z.infer<typeof certificateTemplateSchema>;

/** Ours: the words of the certificate and deed screens and their refusals (the spec quotes none of them). */
export const AttachmentMessages = {
  certificatesTitle: 'Wholesale investor certificates',
  certificatesIntro:
    'Upload a certificate from a qualified accountant, dated within the last two years, confirming that you are a wholesale investor (Corporations Act s708(8)(c)). Use our template if you need one.',
  downloadCertificateTemplate: 'Download certificate template',
  deedsTitle: 'Trust deeds',
  deedsIntro: 'Upload a copy of the trust deed, including any amendments: every page, signed and dated.',
  uploadCertificate: 'Upload certificate',
  uploadDeed: 'Upload trust deed',
  noFilesYet: 'No files uploaded yet.',
  fileUploaded: 'The file has been uploaded.',
  fileDeleted: 'The file has been deleted.',
  /** The 'Trust deed required' dialog's text (spec 2 §8: the deed is needed but can be supplied later). */
  trustDeedRequiredText:
    'We need a copy of the trust deed before we can complete this account. You can skip this step now and upload the deed later.',
  skipForNow: 'Skip for now',
  uploadNow: 'Upload a deed',
  limitReached: (max: number) => `You have uploaded the maximum of ${max} files. Delete one to add another.`,
  deedsOnlyForTrusts: 'Trust deeds can only be given for an SMSF or a trust account.',
  emptyFile: 'The selected file is empty.',
} as const;
