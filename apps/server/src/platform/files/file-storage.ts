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
