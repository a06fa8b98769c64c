/**
 * The identity review of the back office (issue #23 item 2): personal details the automatic check
 * could not verify, with the documents uploaded for them, approved or rejected by an operator with
 * a message the investor receives. `/api/operator/identity-reviews/`.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { recordIdParamSchema } from '../fields/record-id.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { PersonalDetailStatus } from '../registration/personal-details.schemas.js';
import { queueQuerySchema } from './queue-query.js';

/** The longest note or message a decision takes. */
export const IDENTITY_REVIEW_MESSAGE_MAX_LENGTH = 1000;

export const IdentityReviewMessages = {
  messageRequired: 'Write the message the investor will receive.',
  alreadyVerified: 'This person’s identity is already verified: there is nothing left to decide.',
  noLongerWaiting: 'Someone else decided this review a moment ago. Reload it to see the outcome.',
  awaitingInvestor:
    'These details were rejected and the investor has been asked to enter them again: there is nothing to decide until they do.',
  approvedTitle: 'Your identity has been verified',
  approvedBody: 'Our team checked your personal details and documents: your identity has been verified.',
  rejectedTitle: 'We could not verify your identity',
  /** What the investor reads above the staff member's message. */
  rejectedIntro:
    'Our team could not verify your identity from the details and documents you gave. Please check your personal details and enter them again.',
} as const;

/** The statuses as staff read them in the queue's filter and the review. */
export const IdentityReviewStatusLabel = {
  pending: 'Waiting for review',
  not_verified: 'Not verified',
  verified: 'Verified',
} as const satisfies Record<PersonalDetailStatus, string>;

/** The identity documents' names. */
export const IdentityDocumentTypeLabel: Record<string, string> = {
  driver_licence: 'Driver licence',
  passport: 'Passport',
  medicare_card: 'Medicare card',
};

/** Orderable columns of the queue: when the person skipped or last changed, their name, failed attempts. */
export const IDENTITY_REVIEW_ORDERING = ['updated', 'name', 'attempts'] as const;

export const identityReviewsQuerySchema = queueQuerySchema(IDENTITY_REVIEW_ORDERING, 'updated').extend({
  /** pending (skipped: waiting for staff) by default. */
  status: z.enum(PersonalDetailStatus).default('pending'),
});
export type IdentityReviewsQuery = z.infer<typeof identityReviewsQuerySchema>;

export const identityReviewRowSchema = z
  .object({
    user_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    status: z.enum(PersonalDetailStatus),
    failed_attempts: z.number().int(),
    /** What the automatic check said. */
    reasons: z.array(z.string()),
    /** When the person skipped the check (pending), or null. */
    skipped_at: z.string().nullable(),
    updated_at: z.string(),
  })
  .meta({ id: 'IdentityReviewRow' });
export type IdentityReviewRow = z.infer<typeof identityReviewRowSchema>;

export const identityReviewPageSchema = pageSchema(identityReviewRowSchema).meta({ id: 'IdentityReviewPage' });

export const IdentityReviewFileKind = {
  primary_document: 'primary_document',
  secondary_document: 'secondary_document',
} as const;
export type IdentityReviewFileKind = (typeof IdentityReviewFileKind)[keyof typeof IdentityReviewFileKind];

export const IdentityReviewFileKindLabel = {
  primary_document: 'Primary document',
  secondary_document: 'Secondary document',
} as const satisfies Record<IdentityReviewFileKind, string>;

export const identityReviewFileSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(IdentityReviewFileKind),
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    /** The operator download: `/api/operator/identity-reviews/{userId}/files/{fileId}/`. */
    url: z.string(),
  })
  .meta({ id: 'IdentityReviewFile' });
export type IdentityReviewFile = z.infer<typeof identityReviewFileSchema>;

/** A document's fields as staff read them, in full (numbers unmasked). */
const labelledFieldSchema = z.object({ label: z.string(), value: z.string() });

export const identityReviewSchema = z
  .object({
    ...identityReviewRowSchema.shape,
    middle_name: z.string(),
    preferred_name: z.string(),
    date_of_birth: z.string(),
    /** The residential address in one line, as entered. */
    address: z.string(),
    primary_document: z.object({
      document_type: z.string(),
      fields: z.array(labelledFieldSchema),
    }),
    secondary_document: z
      .object({
        document_type: z.string(),
        status: z.string(),
        fields: z.array(labelledFieldSchema),
      })
      .nullable(),
    files: z.array(identityReviewFileSchema),
    verified_at: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    /** The message of the last rejection, while the details stay not verified. */
    review_message: z.string().nullable(),
    /** Rejected, and the investor has not entered their details since: nothing to decide until they do. */
    awaiting_investor: z.boolean(),
  })
  .meta({ id: 'IdentityReview' });
export type IdentityReview = z.infer<typeof identityReviewSchema>;

const messageField = (required: boolean) =>
  z
    .string(required ? { error: IdentityReviewMessages.messageRequired } : undefined)
    .trim()
    .min(required ? 1 : 0, IdentityReviewMessages.messageRequired)
    .max(IDENTITY_REVIEW_MESSAGE_MAX_LENGTH, fieldSpecMessages.maxLength(IDENTITY_REVIEW_MESSAGE_MAX_LENGTH));

export const identityReviewApproveSchema = z
  .object({ note: messageField(false).optional() })
  .meta({ id: 'IdentityReviewApprove' });
export type IdentityReviewApprove = z.infer<typeof identityReviewApproveSchema>;

export const identityReviewRejectSchema = z
  .object({ message: messageField(true) })
  .meta({ id: 'IdentityReviewReject' });
export type IdentityReviewReject = z.infer<typeof identityReviewRejectSchema>;

/** The reject dialog's form (the shared reason dialog names its field `reason`). */
export const identityReviewRejectFormSchema = z.object({ reason: messageField(true) });

export const userIdParamsSchema = z.object({ userId: recordIdParamSchema });
export const userFileParamsSchema = userIdParamsSchema.extend({ fileId: recordIdParamSchema });
