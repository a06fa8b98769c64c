// Small helpers shared by the benchmarks: start the built server, wait for it, stop it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverEntry = path.join(root, 'apps/server/dist/server.js');

/** The Node options `npm start` runs the server with (package.json's start script): measured as it runs. */
export function startNodeArgs() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const options = /\bnode((?: --\S+)*) apps\/server\/dist\/server\.js/.exec(scripts.start);
  if (!options) throw new Error('package.json start script does not run node apps/server/dist/server.js');
  return options[1].split(' ').filter(Boolean);
}

/**
 * The built server, with `npm start`'s Node options. BENCH_SERVER_ENTRY (and WEB_DIST) may point
 * at a copy of the build, so that a rebuild in the working tree during a long run does not pull
 * chunks from under the server. BENCH_SERVER_NODE_ARGS adds Node options to it alone
 * (`--cpu-prof --cpu-prof-dir=/tmp/p`, which NODE_OPTIONS refuses).
 */
export function startServer({ port, dataDir, env = {}, asStarted = false }) {
  const nodeArgs = [...startNodeArgs(), ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean)];
  const childEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PORTAL_DEMO: '1',
    ...env,
  };
  // asStarted: as `npm start` runs it, at the default log level (a line per request), its output
  // read by another process, as a terminal or a process manager reads it. Otherwise only warnings,
  // discarded.
  if (asStarted) delete childEnv.LOG_LEVEL;
  const sink = asStarted ? spawn('cat', [], { stdio: ['pipe', 'ignore', 'inherit'] }) : undefined;
  const child = spawn(process.execPath, [...nodeArgs, process.env.BENCH_SERVER_ENTRY ?? serverEntry], {
    cwd: root,
    stdio: ['ignore', sink ? sink.stdin : 'ignore', 'inherit'],
    env: childEnv,
  });
  // The server holds the pipe now; `cat` ends when the server does.
  sink?.stdin.destroy();
  return child;
}

export async function waitFor200(url, { timeoutMs = 30_000, intervalMs = 5 } = {}) {
  const started = performance.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.status === 200) {
        await res.arrayBuffer();
        return performance.now() - started;
      }
    } catch {
      // not listening yet
    }
    if (performance.now() - started > timeoutMs) throw new Error(`${url} not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

export function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};

/**
 * A password hash as the server stores it: its hasher and parameters
 * (apps/server/src/modules/auth/password-hashing.ts), computed once for many bench users.
 */
export function serverPasswordHash(password) {
  const require = createRequire(path.join(root, 'apps/server/package.json'));
  const { hash } = require('@node-rs/argon2');
  return hash(password, { algorithm: 2, memoryCost: 65_536, timeCost: 3, parallelism: 1 });
}
