import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js';
import { seedDemoData } from '../../src/db/seed/index.js';
import type { FileStorage } from '../../src/platform/files/file-storage.js';
import { seedDay, type DatabaseTemplate } from './database-template.js';

/** The PostgreSQL service this machine kind always runs (CI too). */
export const LOCAL_POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

type TestDatabase = DatabaseHandle & { url?: string };

/**
 * The template test/global-setup.ts built for this run when it fits: same driver and server,
 * and (for the seeded one) seeded today in Sydney. Without one (a run that skipped the global
 * setup, another server) a file migrates and seeds its own database, as before.
 */
function templateFor(serverUrl: string | undefined): DatabaseTemplate | undefined {
  const template = inject('databaseTemplate') as DatabaseTemplate | undefined;
  if (!template) return undefined;
  if (serverUrl ? template.driver === 'postgres' && template.serverUrl === serverUrl : template.driver === 'pglite')
    return template;
  return undefined;
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close), so both
 * drivers run the same tests against the same migrations. It starts as a copy of the run's
 * migrated template when there is one (see database-template.ts), which is what migrating it
 * here would have produced.
 */
export async function createTestDatabase(serverUrl = process.env.TEST_DATABASE_URL): Promise<TestDatabase> {
  return openCopy(serverUrl, templateFor(serverUrl)?.migrated);
}

/**
 * A fresh database with the demo seed, its files put into `files`: a copy of the run's seeded
 * template, or migrated and seeded here when there is none (or it was seeded on another day).
 */
export async function createSeededTestDatabase(
  files: FileStorage,
  serverUrl = process.env.TEST_DATABASE_URL,
): Promise<TestDatabase> {
  const template = templateFor(serverUrl);
  if (!template || template.seededOn !== seedDay()) {
    const database = await openCopy(serverUrl, template?.migrated);
    await seedDemoData(database.db, { files });
    return database;
  }
  const database = await openCopy(serverUrl, template.seeded);
  for (const file of template.files) await files.put(file.key, Buffer.from(file.base64, 'base64'), file.contentType);
  return database;
}

/** A new database, copied from `template` (a tarball path or a template database name) when given, else migrated. */
async function openCopy(serverUrl: string | undefined, template: string | undefined): Promise<TestDatabase> {
  if (!serverUrl) {
    const loadDataDir = template ? new Blob([new Uint8Array(await fs.readFile(template))]) : undefined;
    const handle = await openDatabase({ kind: 'pglite', dataDir: null, loadDataDir });
    // A no-op on a copy of the template (it asks whether the newest migration is applied).
    await handle.migrate();
    return handle;
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  await handle.migrate();
  const close = handle.close;
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
