// Throughput of GET /api/company-applications/current-application/ against a bare Node http
// server answering the same JSON, measured in the same run with the same autocannon settings.
// Target: portal / bare >= 0.6.
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer, stop, waitFor200 } from './lib.mjs';

const PATH = '/api/company-applications/current-application/';

function cannon(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function benchThroughput({ duration = 10, connections = 50, port = 3203, barePort = 3204 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = startServer({ port, dataDir });
  let bare;
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health/`, { timeoutMs: 60_000 });
    const body = await (await fetch(`http://127.0.0.1:${port}${PATH}`)).text();
    // The baseline runs in its own process, like the portal: in this one it would share a core
    // with autocannon and look slower than it is.
    bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs'), String(barePort), body], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await new Promise((r) => bare.stdout.once('data', r));

    // Warm both, then measure each in turn.
    await cannon(`http://127.0.0.1:${port}${PATH}`, { duration: 2, connections });
    await cannon(`http://127.0.0.1:${barePort}${PATH}`, { duration: 2, connections });
    const portal = await cannon(`http://127.0.0.1:${port}${PATH}`, { duration, connections });
    const plain = await cannon(`http://127.0.0.1:${barePort}${PATH}`, { duration, connections });
    const rps = (r) => Math.round(r.requests.average);
    return {
      connections,
      duration_s: duration,
      portal_rps: rps(portal),
      bare_rps: rps(plain),
      portal_p99_ms: portal.latency.p99,
      bare_p99_ms: plain.latency.p99,
      portal_errors: portal.errors + portal.non2xx,
      ratio: +(rps(portal) / rps(plain)).toFixed(2),
      target_ratio: 0.6,
    };
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
