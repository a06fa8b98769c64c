import { Readable } from 'node:stream';
import { checkStorageKey, type FileStorage } from './file-storage.js';

/** For tests on an in-memory database: files live as long as the process. */
export class MemoryFileStorage implements FileStorage {
  readonly name = 'memory';
  private readonly files = new Map<string, Buffer>();

  async put(key: string, content: Buffer | Readable, _contentType: string): Promise<void> {
    checkStorageKey(key);
    if (Buffer.isBuffer(content)) {
      this.files.set(key, content);
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of content) chunks.push(Buffer.from(chunk as Buffer));
    this.files.set(key, Buffer.concat(chunks));
  }

  async read(key: string): Promise<Readable> {
    const content = this.files.get(key);
    if (!content) throw Object.assign(new Error('No such file'), { code: 'ENOENT' });
    return Readable.from(content);
  }

  async remove(key: string): Promise<void> {
    this.files.delete(key);
  }
}
