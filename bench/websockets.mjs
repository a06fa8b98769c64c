// Realtime at scale: one built server process holds 5,000 idle, authenticated WebSocket
// connections, each subscribed to its channel; then one notification is sent and timed until
// every socket has it. Targets: server resident memory under 300 MB with the sockets open, and
// under 1 s from the operator's call to the last socket.
//
// All 5,000 sockets belong to one user (the demo staff member, who has no login two-factor): the
// server does the same per-socket work whoever owns it (token check, session lookup, subscription,
// one send per socket), and the fan-out of one publication to 5,000 sockets is the same loop.
// Seeding 5,000 users would only time the seed.
//
// On PGlite (the default, as `npm start`) the embedded database lives in the server process, so
// its resident memory is counted too; BENCH_DATABASE_URL=postgres://... shows the server alone.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { root, serverEntry, startNodeArgs, stop, waitFor200 } from './lib.mjs';
import { DEMO_STAFF, signInWithCode } from './measure.mjs';

const OPERATOR_KEY = 'bench-operator-key-0123456789abcdef';

/** The server under `sh` so its file-descriptor limit can be raised first; `exec` keeps one pid. */
function startServerWithFds({ port, dataDir, databaseUrl }) {
  const node = [process.execPath, ...startNodeArgs(), serverEntry].map((arg) => `"${arg}"`).join(' ');
  return spawn('sh', ['-c', `ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec ${node}`], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PORTAL_DEMO: '1',
      OPERATOR_KEY,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
}

/**
 * BENCH_DATABASE_URL=postgres://... runs the server on a fresh database of that PostgreSQL server
 * instead of PGlite. PGlite runs PostgreSQL inside the server process (~400 MB resident before
 * any socket), so only the PostgreSQL run shows the server's own memory.
 */
async function freshPostgres(serverUrl) {
  if (!serverUrl) return { url: undefined, drop: async () => {} };
  const { default: pg } = await import('pg');
  const name = `portal_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Resident memory of a process, in MB (Linux /proc). */
function rssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1] ?? NaN);
  return Math.round((kb / 1024) * 10) / 10;
}

async function json(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/** Opens one socket, connects with `token`, subscribes to `channel`; resolves once both are confirmed. */
function openSubscribed(url, token, channel, onPublication) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const timer = setTimeout(() => reject(new Error('socket not ready in 30 s')), 30_000);
    ws.on('open', () => {
      ws.send(JSON.stringify({ connect: { token } }));
      ws.send(JSON.stringify({ subscribe: { channel } }));
    });
    ws.on('message', (data) => {
      const frame = JSON.parse(data.toString());
      if (frame.subscribe) {
        clearTimeout(timer);
        resolve(ws);
      } else if (frame.error) {
        clearTimeout(timer);
        reject(new Error(JSON.stringify(frame.error)));
      } else if (frame.channel) {
        onPublication(frame);
      }
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

export async function benchWebsockets({ sockets = 5000, batch = 250, rounds = 3, port = 3207 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const database = await freshPostgres(process.env.BENCH_DATABASE_URL);
  const server = startServerWithFds({ port, dataDir, databaseUrl: database.url });
  const open = [];
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/api/health/`, { timeoutMs: 60_000 });
    const key = await signInWithCode(base, DEMO_STAFF);
    const auth = { authorization: `Token ${key}` };
    const { user_id: userId } = await json(`${base}/api/profiles/my/`, { headers: auth });
    const channel = `inapp#${userId}`;
    const wsUrl = `ws://127.0.0.1:${port}/api/realtime/`;
    const rssIdleMb = rssMb(server.pid);

    let round = 0;
    const arrivals = [];
    const onPublication = () => {
      arrivals[round] = arrivals[round] ?? [];
      arrivals[round].push(performance.now());
    };

    const connectStarted = performance.now();
    let token;
    for (let i = 0; i < sockets; i += batch) {
      // A token lives a minute: a fresh one now and then, as a browser gets one per connection.
      if (i % 1000 === 0)
        ({ token } = await json(`${base}/api/profiles/centrifugo-auth-token/`, { method: 'POST', headers: auth }));
      const size = Math.min(batch, sockets - i);
      open.push(
        ...(await Promise.all(
          Array.from({ length: size }, () => openSubscribed(wsUrl, token, channel, onPublication)),
        )),
      );
    }
    const connectMs = Math.round(performance.now() - connectStarted);
    // Let the sockets sit idle for a moment, as they would between notifications.
    await new Promise((r) => setTimeout(r, 3000));
    const rssConnectedMb = rssMb(server.pid);

    const deliveries = [];
    for (round = 0; round < rounds; round++) {
      arrivals[round] = [];
      const sent = performance.now();
      const res = await fetch(`${base}/api/operator/notifications/`, {
        method: 'POST',
        headers: { authorization: `Operator ${OPERATOR_KEY}`, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'staff@example.com', title: `Bench ${round}`, description: 'To every socket' }),
      });
      if (res.status !== 201) throw new Error(`notify: ${res.status} ${await res.text()}`);
      const until = performance.now() + 10_000;
      while (arrivals[round].length < sockets && performance.now() < until) await new Promise((r) => setTimeout(r, 2));
      const got = arrivals[round];
      deliveries.push({
        delivered: got.length,
        first_ms: Math.round(Math.min(...got) - sent),
        all_ms: Math.round(Math.max(...got) - sent),
      });
      await new Promise((r) => setTimeout(r, 500));
    }
    const rssAfterMb = rssMb(server.pid);
    const allMs = deliveries.map((d) => d.all_ms).sort((a, b) => a - b);
    return {
      database: database.url ? 'postgresql' : 'pglite',
      sockets: open.length,
      connect_all_ms: connectMs,
      server_rss_idle_mb: rssIdleMb,
      server_rss_connected_mb: rssConnectedMb,
      server_rss_after_deliveries_mb: rssAfterMb,
      per_socket_kb: Math.round(((rssConnectedMb - rssIdleMb) * 1024) / open.length),
      deliveries,
      delivery_all_median_ms: allMs[Math.floor(allMs.length / 2)],
      target_rss_mb: 300,
      target_delivery_ms: 1000,
    };
  } finally {
    for (const ws of open) ws.terminate();
    await stop(server);
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
