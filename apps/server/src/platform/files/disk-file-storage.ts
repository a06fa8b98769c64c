import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage } from './file-storage.js';

const KEY = /^[A-Za-z0-9_-]{16,100}$/;

/** Files under DATA_DIR/files, one per key. Keys are checked so no path can escape the folder. */
export class DiskFileStorage implements FileStorage {
  readonly name = 'disk';
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('Invalid storage key');
    // Two levels of sharding keep directories small with many files.
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, content: Buffer | Readable, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    if (Buffer.isBuffer(content)) {
      await fs.promises.writeFile(file, content, { flag: 'wx', mode: 0o600 });
      return;
    }
    try {
      await pipeline(content, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }));
    } catch (error) {
      // 'wx' failing means the key was taken: that file is someone else's, leave it.
      if ((error as { code?: string }).code !== 'EEXIST') await fs.promises.rm(file, { force: true });
      throw error;
    }
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await fs.promises.access(file);
    return fs.createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }
}
