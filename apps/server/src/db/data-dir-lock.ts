import fs from 'node:fs';
import path from 'node:path';
import { isProcessAlive } from '../platform/process-alive.js';

const LOCK_FILE = 'portal.lock';
/** Directories this process holds: a second open from the same process is refused too. */
const held = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(
    public readonly dataDir: string,
    public readonly pid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in another portal process (pid ${pid}). ` +
        'PGlite serves one process only: stop that process, use another DATA_DIR, ' +
        'or set DATABASE_URL to share a PostgreSQL server between processes.',
    );
    this.name = 'DataDirLockedError';
  }
}

/**
 * Takes the data directory for this process. PGlite corrupts its files if two processes open the
 * same directory, so a second start must refuse instead. A lock left by a crashed process (its pid
 * no longer running) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      // The same pid is a live holder only if this very process took it; otherwise it is a
      // leftover from a crashed run whose pid was reused (common in containers).
      const live = holder === process.pid ? held.has(file) : Number.isInteger(holder) && isProcessAlive(holder);
      if (live) {
        throw new DataDirLockedError(dataDir, holder);
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
