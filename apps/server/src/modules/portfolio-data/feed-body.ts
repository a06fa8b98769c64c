import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/contract';
import { HttpError } from '../../plugins/app/http-errors.js';

/** A feed file: the whole text (the demo seed, tests) or a body as it arrives (the operator route). */
export type FeedBody = string | AsyncIterable<Uint8Array | string>;

export const payloadTooLarge = (limit: number) =>
  new HttpError(
    ErrorCode.payloadTooLarge,
    `The file is larger than ${Math.round(limit / 1024 / 1024)} MB, the most this kind of feed file may be.`,
    // The rest of the upload is not worth reading: the connection ends with the answer.
    { connection: 'close' },
  );

/**
 * Reads a feed body once, as text, while counting its bytes (at most `maxBytes`, else 413) and
 * hashing them: the SHA-256 is what tells a file imported before. The body is never held
 * whole: each piece is decoded, handed on and dropped.
 */
export class FeedSource {
  private readonly hash = createHash('sha256');
  private bytes = 0;
  private done = false;
  private digest: string | undefined;

  constructor(
    private readonly body: FeedBody,
    private readonly maxBytes = Number.POSITIVE_INFINITY,
  ) {}

  async *text(): AsyncGenerator<string> {
    if (typeof this.body === 'string') {
      this.count(Buffer.from(this.body));
      yield this.body;
    } else {
      const decoder = new TextDecoder('utf-8');
      // Iterated by hand: leaving this loop early (413) must not destroy the request stream,
      // or the answer could not be sent on its connection.
      const pieces = this.body[Symbol.asyncIterator]();
      for (let piece = await pieces.next(); !piece.done; piece = await pieces.next()) {
        const bytes = typeof piece.value === 'string' ? Buffer.from(piece.value) : piece.value;
        this.count(bytes);
        yield decoder.decode(bytes, { stream: true });
      }
      const rest = decoder.decode();
      if (rest) yield rest;
    }
    this.done = true;
  }

  /** The hex SHA-256 of the bytes read; only once the body was read to its end. */
  sha256(): string {
    if (!this.done) throw new Error('The feed body was not read to its end.');
    return (this.digest ??= this.hash.digest('hex'));
  }

  /** Whether the body was read to its end (its hash is then known). */
  get complete(): boolean {
    return this.done;
  }

  /** The bytes read so far (the file's size once read to its end). */
  get size(): number {
    return this.bytes;
  }

  private count(bytes: Uint8Array): void {
    this.bytes += bytes.length;
    if (this.bytes > this.maxBytes) throw payloadTooLarge(this.maxBytes);
    this.hash.update(bytes);
  }
}
