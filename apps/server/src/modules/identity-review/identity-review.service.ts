import type { Readable } from 'node:stream';
import {
  ErrorCode,
  IdentityReviewMessages,
  type IdentityReview,
  type IdentityReviewFile,
  type IdentityReviewRow,
  type IdentityReviewsQuery,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { UploadedFileRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { HttpError, notFound } from '../../plugins/app/http-errors.js';
import { findUserById } from '../auth/index.js';
import type { UploadedFilesService } from '../files/index.js';
import type { NotificationsService } from '../notifications/index.js';
import {
  awaitingInvestor,
  decide,
  findLiveFile,
  findReview,
  findSecondary,
  listReviews,
  type ReviewRow,
} from './identity-review.repository.js';

/** Where the investor sees their identity's state (My details) and enters their details again. */
const MY_DETAILS_PATH = '/account/details/';

const conflict = (detail: string) => new HttpError(ErrorCode.conflict, detail);

/**
 * The identity review (issue #23 item 2): personal details the automatic check could not verify,
 * decided by an operator, once per version of the details the investor saved. A decision is one
 * conditional update, so two staff deciding at once get one outcome; the investor is told after
 * the commit, in the portal and by e-mail.
 */
export class IdentityReviewService {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      files: UploadedFilesService;
      notifications: NotificationsService;
      messages: MessageSender;
      publicUrl: string;
      log: FastifyBaseLogger;
    },
  ) {}

  async list(query: IdentityReviewsQuery): Promise<{ count: number; results: IdentityReviewRow[] }> {
    const { count, rows } = await listReviews(this.db, query);
    return { count, results: rows.map(toRow) };
  }

  async show(userId: number): Promise<IdentityReview> {
    const review = await findReview(this.db, userId);
    if (!review) throw notFound();
    const { details } = review;
    const secondary = await findSecondary(this.db, userId);
    const files: IdentityReviewFile[] = [];
    const addFile = async (id: number | null | undefined, kind: IdentityReviewFile['kind']) => {
      const file = id ? await findLiveFile(this.db, id) : undefined;
      if (file && file.ownerId === userId) files.push(this.fileToWire(userId, file, kind));
    };
    await addFile(details.documentFileId, 'primary_document');
    await addFile(secondary?.fileId, 'secondary_document');
    const doc = details.document as Record<string, unknown>;
    return {
      ...toRow(review),
      middle_name: details.middleName,
      preferred_name: details.preferredName,
      date_of_birth: details.dateOfBirth,
      address: [
        details.addressLine1,
        `${details.streetNumber} ${details.streetName}`.trim(),
        details.suburb,
        details.state,
        details.postCode,
        details.country,
      ]
        .filter(Boolean)
        .join(', '),
      primary_document: { document_type: String(doc.document_type), fields: labelledFields(doc) },
      secondary_document: secondary
        ? {
            document_type: String(secondary.document.document_type),
            status: secondary.status,
            fields: labelledFields(secondary.document as Record<string, unknown>),
          }
        : null,
      files,
      verified_at: details.verifiedAt?.toISOString() ?? null,
      reviewed_at: details.reviewedAt?.toISOString() ?? null,
      review_message: details.status === 'not_verified' ? details.reviewMessage : null,
      awaiting_investor: details.status !== 'verified' && awaitingInvestor(details),
    };
  }

  /** A file of the details under review (primary or secondary document); any other id is a 404. */
  async openFile(userId: number, fileId: number): Promise<{ row: UploadedFileRow; stream: Readable }> {
    const review = await findReview(this.db, userId);
    if (!review) throw notFound();
    const secondary = await findSecondary(this.db, userId);
    if (fileId !== review.details.documentFileId && fileId !== secondary?.fileId) throw notFound();
    const row = await findLiveFile(this.db, fileId);
    if (!row || row.ownerId !== userId) throw notFound();
    return { row, stream: await this.deps.files.read(row) };
  }

  async approve(userId: number, now: Date): Promise<IdentityReview> {
    const expected = await this.waiting(userId);
    const row = await decide(this.db, userId, expected, {
      status: 'verified',
      verifiedAt: now,
      reviewedAt: now,
      reviewMessage: null,
      updatedAt: now,
    });
    if (!row) throw this.lost();
    await this.tell(userId, IdentityReviewMessages.approvedTitle, IdentityReviewMessages.approvedBody);
    return this.show(userId);
  }

  /**
   * Not verified, with the message kept for the investor; their failed attempts start again, so
   * the personal-details form lets them enter their details rather than asking them to skip.
   */
  async reject(userId: number, message: string, now: Date): Promise<IdentityReview> {
    const expected = await this.waiting(userId);
    const row = await decide(this.db, userId, expected, {
      status: 'not_verified',
      verifiedAt: null,
      reviewedAt: now,
      reviewMessage: message,
      failedVerificationAttempts: 0,
      checkUnavailableAt: null,
      skippedAt: null,
      updatedAt: now,
    });
    if (!row) throw this.lost();
    await this.tell(
      userId,
      IdentityReviewMessages.rejectedTitle,
      `${IdentityReviewMessages.rejectedIntro}\n\n${message}`,
    );
    return this.show(userId);
  }

  /**
   * The status a decision starts from: anything but verified, and not a rejection the investor has
   * yet to answer (a second decision on the same details would contradict what they were told).
   */
  private async waiting(userId: number) {
    const review = await findReview(this.db, userId);
    if (!review) throw notFound();
    if (review.details.status === 'verified') throw conflict(IdentityReviewMessages.alreadyVerified);
    if (awaitingInvestor(review.details)) throw conflict(IdentityReviewMessages.awaitingInvestor);
    return review.details.status;
  }

  /** The conditional update matched nothing: someone decided in between. */
  private lost(): HttpError {
    return conflict(IdentityReviewMessages.noLongerWaiting);
  }

  /** In the portal and by e-mail, after the decision committed; a failed delivery is logged, the decision stands. */
  private async tell(userId: number, title: string, body: string): Promise<void> {
    const user = await findUserById(this.db, userId);
    if (!user) return;
    try {
      await this.deps.notifications.notify(userId, {
        title,
        description: body,
        redirectUrl: MY_DETAILS_PATH,
        tenantId: user.tenantId,
      });
      await this.deps.messages.send({
        channel: 'email',
        to: user.email,
        subject: title,
        body: [`Hello ${user.firstName},`, '', body, '', `Your details: ${this.deps.publicUrl}${MY_DETAILS_PATH}`].join(
          '\n',
        ),
      });
    } catch (error) {
      this.deps.log.error({ err: error, userId }, 'telling the investor about their identity review failed');
    }
  }

  private fileToWire(userId: number, file: UploadedFileRow, kind: IdentityReviewFile['kind']): IdentityReviewFile {
    return {
      id: file.id,
      kind,
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.sizeBytes,
      url: `/api/operator/identity-reviews/${userId}/files/${file.id}/`,
    };
  }
}

function toRow({ details, email }: ReviewRow): IdentityReviewRow {
  return {
    user_id: details.userId,
    first_name: details.firstName,
    last_name: details.lastName,
    email,
    status: details.status,
    failed_attempts: details.failedVerificationAttempts,
    reasons: details.verificationReasons,
    skipped_at: details.skippedAt?.toISOString() ?? null,
    updated_at: details.updatedAt.toISOString(),
  };
}

/** A document's fields as staff read them: every value, numbers in full, files left to the file list. */
function labelledFields(doc: Record<string, unknown>): { label: string; value: string }[] {
  return Object.entries(doc)
    .filter(
      ([key, value]) =>
        key !== 'document_type' && !key.endsWith('_file') && value !== null && value !== undefined && value !== '',
    )
    .map(([key, value]) => ({ label: FIELD_LABELS[key] ?? humanised(key), value: String(value) }));
}

const FIELD_LABELS: Record<string, string> = {
  document_id: 'Document number',
  document_state: 'State of issue',
  card_number: 'Card number',
  issue_date: 'Issue date',
  expiry_date: 'Expiry date',
  card_type: 'Card colour',
  medicare_card_number: 'Medicare card number',
  individual_reference_number: 'Individual reference number',
  medicare_expiry_date: 'Expiry date',
};

function humanised(key: string): string {
  const words = key.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
