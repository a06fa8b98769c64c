import type { Readable } from 'node:stream';
import { FILE_MAX_SIZE_MB, Messages, type UploadedFile } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { UploadedFileRow, uploadedFiles } from '../../db/schema/index.js';
import { detectContentType, EXTENSION_OF } from '../../platform/files/content-type.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import { FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { newSecret } from '../../platform/secrets.js';
import { findOwnedFile, insertUploadedFile, markFileDeleted } from './uploaded-files.repository.js';

/** Keeps a name the user can recognise without letting it carry paths or control characters. */
export function safeFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .replace(/^.*[\\/]/, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 100);
  return `${base || 'document'}.${extension}`;
}

export class UploadedFilesService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly urlOf: (id: number) => string,
  ) {}

  /** Accepts pdf, png and jpg by their content, not by their name; the size limit is the parser's. */
  async upload(ownerId: number, content: Buffer, claimedName: string | undefined): Promise<UploadedFile> {
    const row = await insertUploadedFile(this.db, await this.store(ownerId, content, claimedName));
    return this.toWire(row);
  }

  /**
   * Checks the content (pdf, png or jpg by its first bytes, else 400 on `file`) and stores it,
   * answering the row to insert. For callers that insert the row in a transaction of their own
   * (account attachments); if that fails they `discard` the stored content.
   */
  async store(
    ownerId: number,
    content: Buffer,
    claimedName: string | undefined,
  ): Promise<typeof uploadedFiles.$inferInsert> {
    const type = detectContentType(content.subarray(0, 16));
    if (!type) throw FieldValidationError.field('file', Messages.fileTypeNotSupported);
    const storageKey = newSecret();
    await this.storage.put(storageKey, content, type);
    return {
      ownerId,
      fileName: safeFileName(claimedName, EXTENSION_OF[type]),
      storageKey,
      contentType: type,
      sizeBytes: content.length,
    };
  }

  async discard(storageKey: string): Promise<void> {
    await this.storage.remove(storageKey);
  }

  /** The content of a file found by its caller's own rule (an account's attachment), not by owner. */
  read(row: UploadedFileRow): Promise<Readable> {
    return this.storage.read(row.storageKey);
  }

  async remove(ownerId: number, id: number): Promise<void> {
    const row = await findOwnedFile(this.db, id, ownerId);
    if (!row) throw notFound();
    await markFileDeleted(this.db, row.id);
    await this.storage.remove(row.storageKey);
  }

  async open(ownerId: number, id: number): Promise<{ row: UploadedFileRow; stream: Readable }> {
    const row = await findOwnedFile(this.db, id, ownerId);
    if (!row) throw notFound();
    return { row, stream: await this.storage.read(row.storageKey) };
  }

  toWire(row: UploadedFileRow): UploadedFile {
    const url = this.urlOf(row.id);
    return { id: row.id, file: url, file_name: row.fileName, url, size: row.sizeBytes, content_type: row.contentType };
  }
}

export const FILE_TOO_LARGE = Messages.maxFileSize(FILE_MAX_SIZE_MB);
