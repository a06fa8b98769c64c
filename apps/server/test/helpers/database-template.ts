import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { toIsoDate, today } from '@portal/contract';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import { PORTFOLIO_TIME_ZONE } from '../../src/db/seed/portfolio.js';
import { MemoryFileStorage } from '../../src/platform/files/memory-file-storage.js';

/**
 * Why a template: every API test file used to start PGlite (initdb), run every migration and
 * run the demo seed (two argon2id hashes at 64 MiB, three years of portfolio data through the
 * feed import, a dozen PDFs drawn), several CPU-seconds per file before its first test. The
 * result is the same database each time, so global-setup.ts builds it once per run and each
 * file starts from its own copy: a PGlite data directory tarball (dumpDataDir) loaded into a
 * new in-memory PGlite, or `CREATE DATABASE ... TEMPLATE` on PostgreSQL. Each file still gets
 * its own real, migrated (and, through startTestApp, demo-seeded) database; nothing is shared
 * between files.
 */
export interface DatabaseTemplate {
  driver: 'pglite' | 'postgres';
  /** PGlite: paths of data directory tarballs. PostgreSQL: names of template databases. */
  migrated: string;
  seeded: string;
  /** PostgreSQL: the server that holds the template databases. */
  serverUrl?: string;
  /** What the demo seed wrote into its file storage (keys are in the seeded rows). */
  files: SeedFile[];
  /** The Sydney day the seed ran on: its portfolio data ends the day before, its documents are dated from it. */
  seededOn: string;
}

/** One file the seed stored, as text so that vitest can hand it to the test workers. */
export interface SeedFile {
  key: string;
  contentType: string;
  base64: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/global-setup.ts; test-database.ts copies it for each test file. */
    databaseTemplate: DatabaseTemplate;
  }
}

/** The demo seed's own day: a copy seeded on another day would be stale, so test-database.ts seeds afresh. */
export const seedDay = (): string => toIsoDate(today(PORTFOLIO_TIME_ZONE));

/** A memory storage that remembers what was put, so the seed's files can be replayed into each test file's storage. */
class RecordingFileStorage extends MemoryFileStorage {
  readonly written: SeedFile[] = [];

  override async put(...[key, content, contentType]: Parameters<MemoryFileStorage['put']>): Promise<void> {
    await super.put(key, content, contentType);
    const chunks: Buffer[] = [];
    for await (const chunk of await this.read(key)) chunks.push(Buffer.from(chunk as Buffer));
    this.written.push({ key, contentType, base64: Buffer.concat(chunks).toString('base64') });
  }
}

/** Build the migrated and the seeded template; `dispose` removes them (the vitest teardown). */
export async function buildDatabaseTemplate(
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<{ template: DatabaseTemplate; dispose(): Promise<void> }> {
  const files = new RecordingFileStorage();
  const seededOn = seedDay();

  if (!serverUrl) {
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-test-template-'));
    const dump = async (handle: DatabaseHandle, name: string) => {
      // drizzle's documented escape hatch to the driver; dumpDataDir is PGlite's own.
      const client = (handle.db as unknown as { $client: PGlite }).$client;
      // A checkpoint first, so a copy starts without replaying the WAL (~0.25 CPU-seconds a file);
      // uncompressed, so a copy does not gunzip it either.
      await client.exec('CHECKPOINT');
      const tarball = await client.dumpDataDir('none');
      const file = path.join(folder, name);
      await fs.writeFile(file, new Uint8Array(await tarball.arrayBuffer()));
      return file;
    };
    const handle = await openDatabase({ kind: 'pglite', dataDir: null });
    try {
      await handle.migrate();
      const migrated = await dump(handle, 'migrated.tar');
      await seedDemoData(handle.db, { files });
      const seeded = await dump(handle, 'seeded.tar');
      return {
        template: { driver: 'pglite', migrated, seeded, files: files.written, seededOn },
        dispose: () => fs.rm(folder, { recursive: true, force: true }),
      };
    } finally {
      await handle.close();
    }
  }

  // Names unique to this run: other runs may share the PostgreSQL server at the same time.
  const prefix = `portal_template_${randomBytes(6).toString('hex')}`;
  const migrated = `${prefix}_migrated`;
  const seeded = `${prefix}_seeded`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  const open = (name: string) => {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
  };
  const dispose = async () => {
    await admin(`DROP DATABASE IF EXISTS ${seeded} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${migrated} WITH (FORCE)`);
  };
  // PostgreSQL copies a template only while nobody is connected to it: each is closed, then
  // closed to connections for good, before the first copy.
  const freeze = (name: string) => admin(`ALTER DATABASE ${name} WITH ALLOW_CONNECTIONS false`);
  try {
    await admin(`CREATE DATABASE ${migrated}`);
    const first = await open(migrated);
    await first.migrate().finally(() => first.close());
    await freeze(migrated);
    await admin(`CREATE DATABASE ${seeded} TEMPLATE ${migrated}`);
    const second = await open(seeded);
    await seedDemoData(second.db, { files }).finally(() => second.close());
    await freeze(seeded);
  } catch (error) {
    await dispose();
    throw error;
  }
  return { template: { driver: 'postgres', serverUrl, migrated, seeded, files: files.written, seededOn }, dispose };
}
