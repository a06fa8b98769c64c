import fs from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { checkStorageKey, type FileStorage } from './file-storage.js';
import { isProcessAlive } from '../process-alive.js';

/** Files being written, beside the stored ones (the same file system, so a link is atomic). */
const INCOMING = '.incoming';

/**
 * Files under DATA_DIR/files, one per key. Keys are checked so no path can escape the folder.
 *
 * A file appears under its key only whole and on disk: it is written under `.incoming/` first,
 * flushed (fsync), then linked to its key. Callers write the file and then the row that names
 * it, so a process killed mid-upload (or a power cut) never leaves a row pointing at a missing
 * or partial file: what it leaves is a partial file in `.incoming/`, which the next start removes
 * (`removeLeftovers`). A process killed between the file and its row leaves a whole file that
 * nothing names; it is never served.
 */
export class DiskFileStorage implements FileStorage {
  readonly name = 'disk';
  constructor(private readonly root: string) {}

  private pathOf(key: string): string {
    checkStorageKey(key);
    // Two levels of sharding keep directories small with many files.
    return path.join(this.root, key.slice(0, 2), key);
  }

  async put(key: string, content: Buffer | Readable, _contentType: string): Promise<void> {
    const file = this.pathOf(key);
    const incoming = path.join(this.root, INCOMING);
    // The writer's pid and host name: a leftover is removed only once its writer is gone.
    const partial = path.join(incoming, `${key}.${process.pid}.${hostname()}`);
    await Promise.all([
      fs.promises.mkdir(path.dirname(file), { recursive: true }),
      fs.promises.mkdir(incoming, { recursive: true }),
    ]);
    try {
      if (Buffer.isBuffer(content)) await fs.promises.writeFile(partial, content, { flag: 'wx', mode: 0o600 });
      else await pipeline(content, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
      // On disk before the caller writes the row that names it.
      await syncFile(partial);
      // A link, unlike a rename, never replaces: a key that is taken (EEXIST) is someone else's file.
      await fs.promises.link(partial, file);
    } finally {
      await fs.promises.rm(partial, { force: true });
    }
    await syncDirectory(path.dirname(file));
  }

  async read(key: string): Promise<Readable> {
    const file = this.pathOf(key);
    await fs.promises.access(file);
    return fs.createReadStream(file);
  }

  async remove(key: string): Promise<void> {
    await fs.promises.rm(this.pathOf(key), { force: true });
  }

  /**
   * Removes what writes cut short left in `.incoming/`: files of a process on this machine that
   * is no longer running (killed mid-upload). Files of live processes, or of other machines
   * sharing the folder, are left alone. Called at start; answers how many were removed.
   */
  async removeLeftovers(): Promise<number> {
    let names: string[];
    try {
      names = await fs.promises.readdir(path.join(this.root, INCOMING));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
      throw error;
    }
    const host = hostname();
    let removed = 0;
    for (const name of names) {
      const [, pid, ...rest] = name.split('.');
      const writer = Number(pid);
      if (rest.join('.') !== host || !Number.isInteger(writer) || writer === process.pid || isProcessAlive(writer))
        continue;
      await fs.promises.rm(path.join(this.root, INCOMING, name), { force: true });
      removed++;
    }
    return removed;
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await fs.promises.open(file, 'r+');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Makes a new directory entry durable; where directories cannot be opened (Windows) the link stands as it is. */
async function syncDirectory(directory: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(directory, 'r');
    await handle.sync();
  } catch {
    // Not supported here: the file itself is flushed already.
  } finally {
    await handle?.close();
  }
}
