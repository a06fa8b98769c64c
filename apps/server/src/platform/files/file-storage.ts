import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Keys are random and never derived from what the user called the
 * file. Disk by default; an S3-compatible adapter serves several server processes.
 */
export interface FileStorage {
  readonly name: string;
  /** A stream is written as it arrives (large documents); a failed write leaves nothing behind. */
  put(key: string, content: Buffer | Readable, contentType: string): Promise<void>;
  read(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** A key as every storage takes it: random letters, digits, '-' and '_' (`newSecret()` makes one). */
const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** Refuses a key no storage would take, so the in-memory storage of tests fails as disk would. */
export function checkStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error('Invalid storage key');
}
