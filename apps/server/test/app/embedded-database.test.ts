import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { DataDirLockedError } from '../../src/db/data-dir-lock.js';
import { tenants, users } from '../../src/db/schema/index.js';
import { DEMO_PEOPLE, seedDemoData } from '../../src/db/seed/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-data-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('embedded PostgreSQL on DATA_DIR', () => {
  it('keeps everything across a restart on the same directory', async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.migrate();
    await seedDemoData(first.db);
    await first.db.update(users).set({ firstName: 'Changed' }).where(eq(users.email, DEMO_PEOPLE.staff.email));
    await first.close();

    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await second.migrate();
    const [staff] = await second.db.select().from(users).where(eq(users.email, DEMO_PEOPLE.staff.email));
    expect(staff?.firstName).toBe('Changed');
    await second.close();
  }, 60_000);

  it('refuses a second open of the same directory from this process', async () => {
    const dir = tempDir();
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    try {
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ kind: 'pglite', dataDir: dir });
    await again.close();
  }, 60_000);

  it('refuses, with a clear message, while another process holds the directory', async () => {
    const dir = tempDir();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, '..', 'fixtures', 'hold-data-dir.ts'), dir],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
        child.on('exit', (code) => reject(new Error(`holder exited with ${code}`)));
      });
      const attempt = openDatabase({ kind: 'pglite', dataDir: dir });
      await expect(attempt).rejects.toThrow(`already open in another portal process (pid ${child.pid})`);
      await expect(attempt).rejects.toThrow(/DATABASE_URL/);
    } finally {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
  }, 60_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'portal.lock'), '2147480000');
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
    await handle.close();
    expect(fs.existsSync(path.join(dir, 'portal.lock'))).toBe(false);
  }, 60_000);

  it('seeds the same demo data every time, and a second seed adds nothing', async () => {
    const a = await openDatabase({ kind: 'pglite', dataDir: null });
    await a.migrate();
    await seedDemoData(a.db);
    const snapshot = async () => ({
      tenants: await a.db
        .select({
          id: tenants.id,
          key: tenants.productKey,
          configuration: tenants.configuration,
        })
        .from(tenants),
      users: await a.db
        .select({ id: users.id, email: users.email, staff: users.isStaff, twoFactor: users.loginTwoFactorAuthEnabled })
        .from(users),
    });
    const before = await snapshot();
    await seedDemoData(a.db);
    expect(await snapshot()).toEqual(before);
    // DEMO_PEOPLE, DEMO_REVIEW_PERSON (awaiting the identity review) and the advisor's login.
    expect((await a.db.select({ n: count() }).from(users))[0]?.n).toBe(Object.keys(DEMO_PEOPLE).length + 2);
    expect(before.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ email: 'investor@example.com', staff: false, twoFactor: true }),
        expect.objectContaining({ email: 'staff@example.com', staff: true, twoFactor: true }),
        expect.objectContaining({ email: 'joint@example.com', staff: false, twoFactor: false }),
      ]),
    );
    await a.close();
  }, 60_000);
});
