// What the benchmarks measure with: percentiles, a seeded generator, JSON calls, a closed loop of
// signed-in clients, and short-lived PostgreSQL connections.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

export const round1 = (x) => Math.round(x * 10) / 10;

/** The nearest-rank percentile of sorted numbers; null for none. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** p50, p95, p99 and the slowest of request times in ms. */
export function summarize(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50_ms: round1(percentile(sorted, 50)),
    p95_ms: round1(percentile(sorted, 95)),
    p99_ms: round1(percentile(sorted, 99)),
    max_ms: round1(sorted.at(-1)),
  };
}

/** mulberry32: a small seeded generator, so each run picks the same investors, requests and data. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A call answered with JSON; anything but 2xx throws with the start of the answer. */
export async function json(url, init) {
  const res = await fetch(url, init);
  const text = await res.text();
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

/**
 * Signs in a demo person who owes a login code (the investor; staff always do): the code comes
 * from the demo outbox, which answers this machine. Returns the usable key.
 */
export async function signInWithCode(base, { email, password, phone }) {
  const post = (pathname, body, key) =>
    json(`${base}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { authorization: `Token ${key}` } : {}) },
      body: JSON.stringify(body),
    });
  const { key, two_factor: twoFactor } = await post('/api/auth/base/login/', { email, password });
  if (!twoFactor) return key;
  await post('/api/auth/two-factor-authentication/request-create/', { channel: 'sms' }, key);
  const [message] = await json(`${base}/api/dev/outbox/?to=${encodeURIComponent(phone)}`);
  await post('/api/auth/two-factor-authentication/login-confirmation-create/', { code: message.code }, key);
  return key;
}

/** The demo staff user (fixed point 5): login code by SMS to 0412 000 001. */
export const DEMO_STAFF = { email: 'staff@example.com', password: 'Portal-Demo-2026!', phone: '0412000001' };

/**
 * `connections` signed-in clients in parallel for `duration` s, each asking again as soon as it
 * has its answer (closed loop), with the sessions taking turns. Clients take compressed answers,
 * as browsers (and fetch) do. The load comes from wrk when the machine has it (Debian's package):
 * written in C, it takes ~7 % of a core where autocannon took ~60 % of one of the two cores the
 * server under test shares with it; otherwise from autocannon. `generator` says which.
 */
export async function closedLoop(url, sessions, { connections, duration }) {
  return (await hasWrk())
    ? wrkLoop(url, sessions, { connections, duration })
    : autocannonLoop(url, sessions, { connections, duration });
}

let wrkFound;
async function hasWrk() {
  wrkFound ??= new Promise((resolve) =>
    execFile('wrk', ['--version'], (error) => resolve(!error || error.code !== 'ENOENT')),
  );
  return wrkFound;
}

const luaString = (text) => `"${text.replace(/[\\"]/g, '\\$&')}"`;

async function wrkLoop(url, sessions, { connections, duration }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  const script = path.join(dir, 'loop.lua');
  fs.writeFileSync(
    script,
    `local tokens = { ${sessions.map((s) => luaString(`Token ${s.key}`)).join(', ')} }
local turn = 0
request = function()
  turn = turn % #tokens + 1
  return wrk.format(nil, nil, { ["Authorization"] = tokens[turn], ["Accept-Encoding"] = "gzip, deflate, br" })
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"p50":%d,"p95":%d,"p99":%d,"max":%d,"n":%d,"us":%d,"errors":%d}\\n',
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, summary.requests,
    summary.duration, e.connect + e.read + e.write + e.status + e.timeout))
end
`,
  );
  try {
    const out = await new Promise((resolve, reject) =>
      execFile(
        'wrk',
        ['-t', '1', '-c', String(connections), '-d', `${duration}s`, '--timeout', '10s', '-s', script, url],
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    const line = out.split('\n').find((l) => l.startsWith('RESULT '));
    if (!line) throw new Error(`wrk printed no result: ${out}`);
    const r = JSON.parse(line.slice('RESULT '.length));
    const ms = (us) => round1(us / 1000);
    return {
      generator: 'wrk',
      connections,
      n: r.n,
      p50_ms: ms(r.p50),
      p95_ms: ms(r.p95),
      p99_ms: ms(r.p99),
      max_ms: ms(r.max),
      rps: Math.round(r.n / (r.us / 1e6)),
      errors: r.errors,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function autocannonLoop(url, sessions, { connections, duration }) {
  return new Promise((resolve, reject) => {
    const times = [];
    let client = 0;
    const instance = autocannon(
      {
        url,
        connections,
        duration,
        setupClient: (c) =>
          c.setHeaders({
            authorization: `Token ${sessions[client++ % sessions.length].key}`,
            'accept-encoding': 'gzip, deflate, br',
          }),
      },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          generator: 'autocannon',
          connections,
          ...summarize(times),
          rps: Math.round(result.requests.average),
          errors: result.errors + result.timeouts + result.non2xx,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
}

/** A server URL with another database name. */
export function databaseUrl(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** One connection for the length of `run`. */
export async function withClient(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
