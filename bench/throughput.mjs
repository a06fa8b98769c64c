// Throughput of GET /api/company-applications/current-application/ against a bare Node http
// server answering the same JSON, measured in the same run with the same autocannon settings.
// The portal runs as `npm start` runs it: the default log level, a line per request, read by
// another process. Target: portal / bare >= 0.8.
import fs from 'node:fs';
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, startServer, stop, waitFor200 } from './lib.mjs';

const PATH = '/api/company-applications/current-application/';

/** CPU seconds a process has used (user + system), from /proc: steadier than rates on a busy machine. */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Runs autocannon and counts the CPU the server spent on it, per request. */
async function measured(url, pid, options) {
  const before = cpuSeconds(pid);
  const result = await cannon(url, options);
  const cpu = cpuSeconds(pid) - before;
  return { result, cpuUsPerRequest: Math.round((cpu * 1e6) / Math.max(1, result.requests.total)) };
}

function cannon(url, { duration, connections }) {
  return new Promise((resolve, reject) => {
    autocannon({ url, duration, connections, pipelining: 1 }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

export async function benchThroughput({ duration = 10, connections = 50, port = 3203, barePort = 3204 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = startServer({ port, dataDir, asStarted: true });
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
    const { result: portal, cpuUsPerRequest: portalCpu } = await measured(
      `http://127.0.0.1:${port}${PATH}`,
      server.pid,
      {
        duration,
        connections,
      },
    );
    const { result: plain, cpuUsPerRequest: bareCpu } = await measured(
      `http://127.0.0.1:${barePort}${PATH}`,
      bare.pid,
      {
        duration,
        connections,
      },
    );
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
      // The server's own work per request (CPU time / requests): what decides throughput once the
      // load generator is not the limit, and steadier than rates when the machine is busy.
      portal_cpu_us_per_request: portalCpu,
      bare_cpu_us_per_request: bareCpu,
      cpu_ratio: +(bareCpu / portalCpu).toFixed(2),
      target_ratio: 0.8,
    };
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
