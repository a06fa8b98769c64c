import type { Readable } from 'node:stream';
import {
  AttachmentKind,
  AttachmentMaxFiles,
  AttachmentMessages,
  Messages,
  takesTrustDeed,
  type AccountAttachment,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UploadedFileRow } from '../../db/schema/index.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { insertUploadedFile, markFileDeleted, type UploadedFilesService } from '../files/index.js';
import {
  countAttachedFiles,
  deleteAttachment,
  findAttachedFile,
  insertAttachment,
  listAttachedFiles,
  lockAccount,
  type AttachedFile,
} from './account-attachments.repository.js';
import { findMemberAccount, type MemberAccountRow } from './accounts.repository.js';
import { requireSigningAuthority } from './accounts.service.js';

/** The path segment of each kind under /api/accounts/{id}/ (spec 2 §7 "Certificates", "Deeds"). */
export const ATTACHMENT_PATH: Record<AttachmentKind, string> = {
  certificate: 'certificates',
  deed: 'deed-attachments',
};

/** What an upload brings: the bytes and the name the user gave them. */
export type ReceivedFile = { content: Buffer; fileName: string | undefined } | undefined;

/**
 * An account's wholesale investor certificates and trust deeds (spec 2 §2, §3, §4, §7, §9). Only
 * people on the account see them (another investor's account or file answers 404, as a missing
 * one); only someone with signing authority adds or deletes (403). Deeds are only for an SMSF or a
 * trust (400). An account holds at most 10 certificates and 5 deeds: one more is refused before its
 * content is read, and again under a lock on the account when it is recorded, so nothing is stored.
 * Files are checked by their content (pdf, png, jpg) by the files module, which stores them.
 */
export class AccountAttachmentsService {
  constructor(
    private readonly db: Database,
    private readonly files: UploadedFilesService,
  ) {}

  async list(userId: number, accountId: number, kind: AttachmentKind): Promise<AccountAttachment[]> {
    await this.account(userId, accountId, kind);
    const rows = await listAttachedFiles(this.db, accountId, kind);
    return rows.map((row) => toAttachment(accountId, kind, row));
  }

  /**
   * Checks who asks and the limit, then reads the file (`receive`, so a refused request's body is
   * never read into memory), stores it and records it. An empty upload is refused on `file`.
   */
  async upload(
    userId: number,
    accountId: number,
    kind: AttachmentKind,
    receive: () => Promise<ReceivedFile>,
  ): Promise<AccountAttachment> {
    await this.changeableAccount(userId, accountId, kind);
    await this.refuseOverLimit(this.db, accountId, kind);
    const received = await receive();
    if (!received) throw FieldValidationError.field('file', Messages.fieldRequired);
    if (received.content.length === 0) throw FieldValidationError.field('file', AttachmentMessages.emptyFile);
    const values = await this.files.store(userId, received.content, received.fileName);
    try {
      const row = await this.db.transaction(async (tx) => {
        await lockAccount(tx, accountId);
        await this.refuseOverLimit(tx, accountId, kind);
        const file = await insertUploadedFile(tx, values);
        const attachment = await insertAttachment(tx, { accountId, kind, fileId: file.id });
        return { attachmentId: attachment.id, createdAt: attachment.createdAt, file };
      });
      return toAttachment(accountId, kind, row);
    } catch (error) {
      await this.files.discard(values.storageKey!);
      throw error;
    }
  }

  async remove(userId: number, accountId: number, kind: AttachmentKind, fileId: number): Promise<void> {
    await this.changeableAccount(userId, accountId, kind);
    const found = await findAttachedFile(this.db, accountId, kind, fileId);
    if (!found) throw notFound();
    await this.db.transaction(async (tx) => {
      await deleteAttachment(tx, found.attachmentId);
      await markFileDeleted(tx, found.file.id);
    });
    await this.files.discard(found.file.storageKey);
  }

  async open(
    userId: number,
    accountId: number,
    kind: AttachmentKind,
    fileId: number,
  ): Promise<{ row: UploadedFileRow; stream: Readable }> {
    await this.account(userId, accountId, kind);
    const found = await findAttachedFile(this.db, accountId, kind, fileId);
    if (!found) throw notFound();
    return { row: found.file, stream: await this.files.read(found.file) };
  }

  /** The person's account (404 otherwise); deeds only on an SMSF or a trust (400). */
  private async account(userId: number, accountId: number, kind: AttachmentKind): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    refuseDeedsOffTrusts(found, kind);
    return found;
  }

  /** As `account`, for a change: who asks is judged (signing authority, 403) before what they ask. */
  private async changeableAccount(userId: number, accountId: number, kind: AttachmentKind): Promise<void> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    requireSigningAuthority(found);
    refuseDeedsOffTrusts(found, kind);
  }

  private async refuseOverLimit(db: Database, accountId: number, kind: AttachmentKind): Promise<void> {
    const max = AttachmentMaxFiles[kind];
    if ((await countAttachedFiles(db, accountId, kind)) >= max) {
      throw FieldValidationError.field('file', AttachmentMessages.limitReached(max));
    }
  }
}

function refuseDeedsOffTrusts(found: MemberAccountRow, kind: AttachmentKind): void {
  if (kind === AttachmentKind.deed && !takesTrustDeed(found.account.accountType)) {
    throw FieldValidationError.nonField(AttachmentMessages.deedsOnlyForTrusts);
  }
}

function toAttachment(accountId: number, kind: AttachmentKind, row: AttachedFile): AccountAttachment {
  return {
    id: row.file.id,
    file_name: row.file.fileName,
    file: `/api/accounts/${accountId}/${ATTACHMENT_PATH[kind]}/${row.file.id}/file/`,
    content_type: row.file.contentType,
    size: row.file.sizeBytes,
    created_at: row.createdAt.toISOString(),
  };
}
