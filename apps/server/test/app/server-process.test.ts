import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.js';
import { users } from '../../src/db/schema/index.js';
import { freePort } from '../helpers/free-port.js';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'server.ts');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

// A first start compiles PGlite and migrates: seconds on a quiet machine, most of a minute under load.
async function waitForHealth(port: number, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

describe('the server process', () => {
  it('stops cleanly on SIGTERM, releasing the data directory', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-proc-'));
    dirs.push(dataDir);
    const port = await freePort();
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    expect(server.output()).toContain(`Client portal ready at http://localhost:${port}`);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  }, 180_000);

  it('refuses to start with a wrong setting, naming it', async () => {
    const server = start({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DATA_DIR: os.tmpdir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT="eighty"');
    expect(server.output()).toContain('DATABASE_URL="mysql://x"');
  }, 30_000);

  it('keeps a demo on this machine: loopback only, unless HOST says otherwise, and then warns', async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-proc-'));
    dirs.push(dataDir);
    const port = await freePort();

    const local = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    if (external) await expect(fetch(`http://${external}:${port}/api/health/`)).rejects.toThrow();
    local.child.kill('SIGTERM');
    expect(await local.exited).toBe(0);
    expect(local.output()).not.toContain('WARNING');

    const reachable = start({ PORT: String(port), DATA_DIR: dataDir, HOST: '0.0.0.0' });
    await waitForHealth(port);
    if (external) expect((await fetch(`http://${external}:${port}/api/health/`)).ok).toBe(true);
    reachable.child.kill('SIGTERM');
    expect(await reachable.exited).toBe(0);
    // Log lines are buffered (a quarter second at most) and flushed at exit: read them after it.
    expect(reachable.output()).toContain('DEMO MODE ON A REACHABLE ADDRESS');
    expect(reachable.output()).toContain('WARNING: demo mode is listening on HOST=0.0.0.0');
  }, 300_000);

  it('refuses demo mode on a database it did not create, naming PORTAL_DEMO=0, which then serves it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-proc-'));
    dirs.push(dataDir);
    const real = await openDatabase({ kind: 'pglite', dataDir });
    await real.migrate();
    await real.db.insert(users).values({ email: 'real.client@bank.example' });
    await real.close();

    const port = await freePort();
    const demo = start({ PORT: String(port), DATA_DIR: dataDir });
    expect(await demo.exited).toBe(1);
    expect(demo.output()).toContain('Demo mode refuses this database');
    expect(demo.output()).toContain('PORTAL_DEMO=0');
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);

    const served = start({ PORT: String(port), DATA_DIR: dataDir, PORTAL_DEMO: '0', OPERATOR_KEY: 'x'.repeat(32) });
    await waitForHealth(port);
    served.child.kill('SIGTERM');
    expect(await served.exited).toBe(0);
    const after = await openDatabase({ kind: 'pglite', dataDir });
    expect((await after.db.select({ email: users.email }).from(users)).map((u) => u.email)).toEqual([
      'real.client@bank.example',
    ]);
    await after.close();
  }, 300_000);
});
