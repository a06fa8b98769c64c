// Many investors on two server processes: what a second process behind a load balancer serves.
//
//   1. a fresh database on the PostgreSQL service (BENCH_PG_URL, default
//      postgres://postgres@127.0.0.1:5432/; database BENCH_MANY_DB, default
//      portal_bench_many_investors, dropped and created again each run): the built server
//      migrates and seeds it once in demo mode, then the demo investor is cloned inside
//      PostgreSQL (INSERT ... SELECT) into 200 investors, each with their own two accounts, six
//      investment options and their valuations, cash flows, holdings, documents and
//      notifications, and one password hash computed once by the server's argon2id;
//   2. two built servers on that database (`npm start`'s Node options, PORTAL_DEMO=0, the default
//      log level with the output read by a process, one operator key), on two ports;
//   3. 200 simulated investors for BENCH_MANY_SECONDS (default 60): each arrives during the first
//      third of the run (at most 20 s), signs in (POST /api/auth/base/login/) and then browses as
//      the web app does after sign-in, page after page until the run ends: profile, current
//      application, notifications, the dashboard (its filter set-up, then the seven cards at once),
//      the documents list, with 0.5–2 s of think time between pages. Each investor's requests
//      alternate between the two processes.
// Reports every request's time by route (p50/p95/p99), the errors (any non-2xx or network error:
// there must be none), each server's CPU time, and the machine's load.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from './dashboard-data.mjs';
import { serverPasswordHash, startServer, stop, waitFor200 } from './lib.mjs';
import { databaseUrl, round1, seeded, summarize, withClient } from './measure.mjs';

const PASSWORD = 'Many-Investors-2026!';
const OPERATOR_KEY = 'bench-operator-key-many-investors-0123';
const EMAIL_DOMAIN = 'many.bench.example';
const DEMO_INVESTOR = 'investor@example.com';
const investorEmail = (n) => `investor${String(n).padStart(3, '0')}@${EMAIL_DOMAIN}`;

const log = (line) => process.stderr.write(`[many-investors] ${line}\n`);

/** The columns an INSERT ... SELECT copies: all but identities and generated ones. */
async function copiedColumns(client, table) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns
      where table_schema = 'public' and table_name = $1 and is_identity = 'NO' and is_generated = 'NEVER'
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * Copies rows of `table` (aliased t) selected by `from` (the rest of the statement after the
 * select list), with `overrides` (column -> SQL expression) in place of the copied values.
 */
async function cloneRows(client, table, from, overrides = {}, values = []) {
  const columns = await copiedColumns(client, table);
  const select = columns.map((c) => overrides[c] ?? `t."${c}"`);
  const { rowCount } = await client.query(
    `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) select ${select.join(', ')} ${from}`,
    values,
  );
  return rowCount;
}

/** Step 1: `count` investors cloned from the demo investor, all inside PostgreSQL. */
async function cloneDemoInvestor(url, count, passwordHash) {
  return withClient(url, async (client) => {
    const rows = {};
    await client.query('begin');
    const demo = (await client.query('select id from users where email = $1', [DEMO_INVESTOR])).rows[0];
    if (!demo) throw new Error('The demo investor is missing: the demo seed did not run.');
    await client.query(
      `create temp table many_people on commit drop as
       select n, format('investor%s@${EMAIL_DOMAIN}', lpad(n::text, 3, '0')) as email from generate_series(1, $1::int) n`,
      [count],
    );
    // Without login two-factor: the sign-in is the password alone (no outbox outside demo mode).
    rows.users = await cloneRows(
      client,
      'users',
      `from users t cross join many_people p where t.id = $1`,
      {
        email: 'p.email',
        phone_number: `'04' || lpad((30000000 + p.n)::text, 8, '0')`,
        password_hash: '$2',
        last_name: `t.last_name || ' ' || p.n`,
        login_two_factor_auth_enabled: 'false',
        created_at: 'now()',
        updated_at: 'now()',
      },
      [demo.id, passwordHash],
    );
    await client.query(
      `create temp table many_users on commit drop as
       select p.n, u.id from many_people p join users u on lower(u.email) = p.email`,
    );
    // Verified identity details as the demo investor's, so signing in leads to the portal.
    for (const table of ['personal_details', 'contact_details', 'additional_details', 'notifications']) {
      rows[table] = await cloneRows(
        client,
        table,
        `from ${table} t cross join many_users m where t.user_id = $1`,
        {
          user_id: 'm.id',
        },
        [demo.id],
      );
    }
    rows.accounts = await cloneRows(
      client,
      'accounts',
      `from accounts t join account_members am on am.account_id = t.id and am.user_id = $1 cross join many_users m`,
      { uuid: 'gen_random_uuid()', external_code: `t.external_code || '-M' || lpad(m.n::text, 3, '0')` },
      [demo.id],
    );
    await client.query(
      `create temp table many_accounts on commit drop as
       select t.id as old_id, a.id as new_id, m.id as user_id
         from accounts t join account_members am on am.account_id = t.id and am.user_id = $1
         cross join many_users m
         join accounts a on a.external_code = t.external_code || '-M' || lpad(m.n::text, 3, '0')`,
      [demo.id],
    );
    rows.account_members = await cloneRows(
      client,
      'account_members',
      `from account_members t join many_accounts ma on ma.old_id = t.account_id where t.user_id = $1`,
      { account_id: 'ma.new_id', user_id: 'ma.user_id' },
      [demo.id],
    );
    for (const table of ['account_advisors', 'investment_options', 'documents']) {
      rows[table] = await cloneRows(
        client,
        table,
        `from ${table} t join many_accounts ma on ma.old_id = t.account_id`,
        {
          account_id: 'ma.new_id',
        },
      );
    }
    await client.query(
      `create temp table many_options on commit drop as
       select t.id as old_id, o.id as new_id from investment_options t
         join many_accounts ma on ma.old_id = t.account_id
         join investment_options o on o.account_id = ma.new_id and o.external_code = t.external_code`,
    );
    for (const table of ['daily_valuations', 'cash_flows', 'holding_positions']) {
      rows[table] = await cloneRows(
        client,
        table,
        `from ${table} t join many_options mo on mo.old_id = t.investment_option_id`,
        { investment_option_id: 'mo.new_id' },
      );
    }
    await client.query('commit');
    await client.query('analyze');
    return rows;
  });
}

let clockTicks;
/** Seconds of CPU (user + system) a process has used, from Linux's /proc; null elsewhere. */
function cpuSeconds(pid) {
  try {
    clockTicks ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' })) || 100;
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}

function uptimeLine() {
  try {
    return execFileSync('uptime', { encoding: 'utf8' }).trim();
  } catch {
    return `load average: ${os
      .loadavg()
      .map((x) => x.toFixed(2))
      .join(', ')}`;
  }
}

/** The dashboard's calls, as the web app makes them after its filter set-up (bench/dashboard.mjs). */
const CARDS = [
  ['return-summary', '/api/ipm/dashboard/return-summary/'],
  ['capital-performance', '/api/ipm/dashboard/capital-performance/'],
  ['income', '/api/ipm/dashboard/income/'],
  ['total-asset-value', '/api/ipm/dashboard/total-asset-value/'],
  ['asset-allocations', '/api/ipm/dashboard/asset-allocations/'],
  ['capital-movement', '/api/ipm/dashboard/capital-movement/'],
  ['investments (card)', '/api/ipm/dashboard/investments/?group_by_investment=true&page_size=99999'],
];

/** The pages an investor goes through after signing in, in turn; each is a list of steps. */
const PAGES = [
  ['profile', [[['profile', '/api/profiles/my/']]]],
  ['current application', [[['current-application', '/api/company-applications/current-application/']]]],
  ['notifications', [[['notifications', '/api/notifications/in-app/?page=1&page_size=10']]]],
  // The filter set-up first, then the seven cards at once.
  ['dashboard', [[['filter-setup', '/api/ipm/dashboard/filter-setup/']], CARDS]],
  ['documents', [[['documents', '/api/ipm/documents/?page_size=10&ordering=-date_of&page=1']]]],
];

/** count, p50/p95/p99 and the slowest of timed requests ({ at, ms }), and their errors. */
function routeFigures(samples, errors) {
  const { n, p50_ms, p95_ms, p99_ms, max_ms } = summarize(samples.map((s) => s.ms));
  return { count: n, p50_ms, p95_ms, p99_ms, max_ms, errors };
}

/**
 * Step 3: the simulated investors. Each request is timed from sending to the last byte of its
 * answer; any answer but 2xx, or a network error, is an error of its route. Besides every
 * request's figures, those of the requests sent once every investor had signed in: the
 * browsing alone, without the password checks (argon2, ~75 ms of CPU each) of the arrivals.
 */
async function simulate(bases, count, { seconds, rampSeconds }) {
  const times = new Map();
  const errors = new Map();
  const errorSamples = [];
  const perProcess = bases.map(() => 0);
  const pageTimes = new Map();
  const started = performance.now();
  const endsAt = started + seconds * 1000;
  const record = (map, route, value) => {
    if (!map.has(route)) map.set(route, []);
    map.get(route).push(value);
  };

  async function investor(n) {
    const random = seeded(1000 + n);
    let turn = n; // alternate processes per request, starting on either
    const call = async (route, url, init = {}) => {
      const process_ = turn++ % bases.length;
      perProcess[process_]++;
      const t = performance.now();
      try {
        const res = await fetch(bases[process_] + url, init);
        const body = await res.arrayBuffer();
        record(times, route, { at: t, ms: performance.now() - t });
        if (!res.ok) {
          record(errors, route, res.status);
          if (errorSamples.length < 10)
            errorSamples.push(`${route} ${res.status} ${Buffer.from(body).toString().slice(0, 200)}`);
          return null;
        }
        return body;
      } catch (error) {
        record(times, route, { at: t, ms: performance.now() - t });
        record(errors, route, 'network');
        if (errorSamples.length < 10) errorSamples.push(`${route} ${error.message}`);
        return null;
      }
    };
    const think = () => new Promise((r) => setTimeout(r, 500 + random() * 1500));

    await new Promise((r) => setTimeout(r, (rampSeconds * 1000 * (n - 1)) / count));
    const signedIn = await call('sign-in', '/api/auth/base/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: investorEmail(n), password: PASSWORD }),
    });
    if (!signedIn) return;
    const { key } = JSON.parse(Buffer.from(signedIn).toString());
    const headers = { authorization: `Token ${key}` };
    for (let page = 0; performance.now() < endsAt; page++) {
      await think();
      if (performance.now() >= endsAt) break;
      const [name, steps] = PAGES[page % PAGES.length];
      const t = performance.now();
      for (const step of steps) await Promise.all(step.map(([route, url]) => call(route, url, { headers })));
      record(pageTimes, name, performance.now() - t);
    }
  }

  await Promise.all(Array.from({ length: count }, (_, i) => investor(i + 1)));
  const elapsed = (performance.now() - started) / 1000;
  const routes = Object.fromEntries(
    [...times.entries()].map(([route, list]) => [route, routeFigures(list, errors.get(route)?.length ?? 0)]),
  );
  const allSignedIn = Math.max(...(times.get('sign-in') ?? []).map((s) => s.at + s.ms));
  const afterSignIns = Object.fromEntries(
    [...times.entries()]
      .filter(([route]) => route !== 'sign-in')
      .map(([route, list]) => [route, list.filter((s) => s.at >= allSignedIn)])
      .filter(([, list]) => list.length > 0)
      .map(([route, list]) => [route, routeFigures(list, undefined)]),
  );
  const total = [...times.values()].reduce((sum, list) => sum + list.length, 0);
  return {
    investors: count,
    seconds: round1(elapsed),
    ramp_seconds: rampSeconds,
    requests: total,
    requests_per_second: Math.round(total / elapsed),
    errors: [...errors.values()].reduce((sum, list) => sum + list.length, 0),
    error_samples: errorSamples,
    requests_per_process: perProcess,
    routes,
    all_signed_in_after_s: round1((allSignedIn - started) / 1000),
    routes_after_all_signed_in: afterSignIns,
    pages: Object.fromEntries([...pageTimes.entries()].map(([name, list]) => [name, summarize(list)])),
  };
}

export async function benchManyInvestors() {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/';
  const dbName = process.env.BENCH_MANY_DB ?? 'portal_bench_many_investors';
  const seconds = Number(process.env.BENCH_MANY_SECONDS ?? 60);
  const count = Number(process.env.BENCH_MANY_INVESTORS ?? 200);
  const rampSeconds = Math.min(20, seconds / 3);
  const url = databaseUrl(serverUrl, dbName);
  const result = {
    database: dbName,
    uptime_at_start: uptimeLine(),
    load_average_at_start: os.loadavg().map((x) => +x.toFixed(2)),
  };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-many-'));
  const servers = [];
  try {
    // Step 1: the schema and the demo investor from the built server's own start, then the clones.
    let t = performance.now();
    await ensureDatabase(serverUrl, dbName, { fresh: true });
    const seeder = startServer({ port: 3240, dataDir, env: { DATABASE_URL: url, PORTAL_DEMO: '1' } });
    try {
      await waitFor200('http://127.0.0.1:3240/api/health/', { timeoutMs: 180_000 });
    } finally {
      await stop(seeder);
    }
    const seedMs = Math.round(performance.now() - t);
    t = performance.now();
    const rows = await cloneDemoInvestor(url, count, await serverPasswordHash(PASSWORD));
    result.data = { migrate_and_demo_seed_ms: seedMs, clone_ms: Math.round(performance.now() - t), rows };
    log(`database ready: seed ${seedMs} ms, clone ${result.data.clone_ms} ms, rows ${JSON.stringify(rows)}`);

    // Step 2: two processes on the database, as in production (one operator key, one files
    // folder), each as `npm start` runs it: the default log level, its output read by a process.
    const ports = [3241, 3242];
    for (const port of ports) {
      servers.push(
        startServer({ port, dataDir, env: { DATABASE_URL: url, PORTAL_DEMO: '0', OPERATOR_KEY }, asStarted: true }),
      );
    }
    const bases = ports.map((port) => `http://127.0.0.1:${port}`);
    await Promise.all(bases.map((base) => waitFor200(`${base}/api/health/`, { timeoutMs: 60_000 })));
    const cpuBefore = servers.map((s) => cpuSeconds(s.pid));

    // Step 3: the investors.
    log(`${count} investors for ${seconds} s on ${bases.join(' and ')}`);
    result.run = await simulate(bases, count, { seconds, rampSeconds });
    result.server_cpu_seconds = servers.map((s, i) =>
      cpuBefore[i] === null ? null : round1(cpuSeconds(s.pid) - cpuBefore[i]),
    );
    log(
      `${result.run.requests} requests (${result.run.requests_per_second}/s), ${result.run.errors} errors; ` +
        Object.entries(result.run.routes)
          .map(([route, r]) => `${route} p50 ${r.p50_ms} p95 ${r.p95_ms} p99 ${r.p99_ms}`)
          .join('; '),
    );
  } finally {
    await Promise.all(servers.map((server) => stop(server)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  result.uptime_at_end = uptimeLine();
  result.load_average_at_end = os.loadavg().map((x) => +x.toFixed(2));
  return result;
}
