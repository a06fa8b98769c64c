import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src', 'server.ts');
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

async function waitForHealth(port: number, timeoutMs = 60_000): Promise<void> {
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
    const port = 40_000 + Math.floor(Math.random() * 10_000);
    const server = start({ PORT: String(port), DATA_DIR: dataDir });
    await waitForHealth(port);
    expect(server.output()).toContain(`Client portal ready at http://localhost:${port}`);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  }, 90_000);

  it('refuses to start with a wrong setting, naming it', async () => {
    const server = start({ PORT: 'eighty', DATABASE_URL: 'mysql://x', DATA_DIR: os.tmpdir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Invalid configuration');
    expect(server.output()).toContain('PORT="eighty"');
    expect(server.output()).toContain('DATABASE_URL="mysql://x"');
  }, 30_000);
});
