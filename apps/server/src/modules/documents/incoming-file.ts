import { Readable } from 'node:stream';
import { detectContentType, type DetectedType } from '../../platform/files/content-type.js';

/** Enough of the head to tell every type content-type.ts knows (PNG's signature is 8 bytes). */
const HEAD_BYTES = 8;

export interface IncomingFile {
  /** Judged from the first bytes; null when they are none of the accepted types. */
  type: DetectedType | null;
  /** The whole content, the head included, read as it arrives. */
  content: Readable;
  /** Bytes that went through `content` so far (all of them once it has ended). */
  bytesRead(): number;
  /** Reads the rest without keeping it, so a refused upload still lets the request finish. */
  discard(): Promise<void>;
}

/**
 * Reads just the first bytes of an upload to judge what it is, without holding the rest in
 * memory: the content then streams on to storage.
 */
export async function receiveFile(source: AsyncIterable<Buffer>): Promise<IncomingFile> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let headLength = 0;
  while (headLength < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    headLength += next.value.length;
  }
  let bytes = 0;
  async function* everything() {
    for (const chunk of head) {
      bytes += chunk.length;
      yield chunk;
    }
    for (;;) {
      const next = await iterator.next();
      if (next.done) return;
      bytes += next.value.length;
      yield next.value;
    }
  }
  return {
    type: detectContentType(Buffer.concat(head)),
    content: Readable.from(everything(), { objectMode: false }),
    bytesRead: () => bytes,
    discard: async () => {
      for (;;) if ((await iterator.next()).done) return;
    },
  };
}

/** Reads a refused upload to its end without keeping it, so the request can finish normally. */
export async function discard(source: AsyncIterable<Buffer>): Promise<void> {
  for await (const chunk of source) void chunk;
}
