// What the session check (key lookup, expiry, two-factor state, activity) adds per request:
// p99 latency at 200 concurrent connections of an authenticated call against a public call that
// does the same small amount of work otherwise. Target: under 2 ms added at p99.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startServer, stop, waitFor200 } from './lib.mjs';
import { DEMO_STAFF, signInWithCode } from './measure.mjs';

function cannon(opts) {
  return new Promise((resolve, reject) => autocannon(opts, (err, res) => (err ? reject(err) : resolve(res))));
}

export async function benchSessionPath({ duration = 10, connections = 200, port = 3205, env = {} } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = startServer({ port, dataDir, env });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/api/health/`, { timeoutMs: 60_000 });
    const key = await signInWithCode(base, DEMO_STAFF);
    const publicUrl = `${base}/api/auth/sessions/session-configuration/`;
    const privateUrl = `${base}/api/auth/sessions/last-activity-ping/`;
    const headers = { authorization: `Token ${key}` };
    await cannon({ url: publicUrl, connections, duration: 2 });
    await cannon({ url: privateUrl, connections, duration: 2, headers });
    const pub = await cannon({ url: publicUrl, connections, duration });
    const priv = await cannon({ url: privateUrl, connections, duration, headers });
    return {
      connections,
      public_rps: Math.round(pub.requests.average),
      authenticated_rps: Math.round(priv.requests.average),
      public_p99_ms: pub.latency.p99,
      authenticated_p99_ms: priv.latency.p99,
      added_p99_ms: +(priv.latency.p99 - pub.latency.p99).toFixed(2),
      added_mean_ms: +(priv.latency.mean - pub.latency.mean).toFixed(2),
      errors: priv.errors + priv.non2xx + pub.errors + pub.non2xx,
      target_added_p99_ms: 2,
    };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
