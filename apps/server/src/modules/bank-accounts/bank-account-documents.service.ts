import { Messages, type BankAccountDocument } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findOwnedFile, type UploadedFilesService } from '../files/index.js';
import { toDocument } from './bank-account.mapper.js';
import { fileIsUsed } from './bank-accounts.repository.js';
import { openRequestUsesFile } from './change-requests.repository.js';

/** What an upload brings: the bytes and the name the user gave them. */
export type ReceivedFile = { content: Buffer; fileName: string | undefined } | undefined;

const IN_USE = 'This statement belongs to a bank account or a change waiting for approval: it cannot be deleted.';

/**
 * Bank statements (spec 2 §7 "Bank documents"): uploaded before the bank account that uses them
 * is saved, as the uploader's own file (pdf, png or jpg by content, 10 MB: the files module
 * checks and stores it). Its owner may delete one no bank account or open request uses.
 */
export class BankAccountDocumentsService {
  constructor(
    private readonly db: Database,
    private readonly files: UploadedFilesService,
  ) {}

  async upload(userId: number, receive: () => Promise<ReceivedFile>): Promise<BankAccountDocument> {
    const received = await receive();
    if (!received || received.content.length === 0) throw FieldValidationError.field('file', Messages.fieldRequired);
    const uploaded = await this.files.upload(userId, received.content, received.fileName);
    const row = (await findOwnedFile(this.db, uploaded.id, userId))!;
    return toDocument(row, uploaded.file);
  }

  async remove(userId: number, fileId: number): Promise<void> {
    const row = await findOwnedFile(this.db, fileId, userId);
    if (!row) throw notFound();
    if ((await fileIsUsed(this.db, fileId)) || (await openRequestUsesFile(this.db, fileId))) {
      throw FieldValidationError.nonField(IN_USE);
    }
    await this.files.remove(userId, fileId);
  }
}
