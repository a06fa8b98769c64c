// The back office at scale (issue #23): every work queue's first page and search, and the audit
// trail's, with 100,000 investors and 1,000,000 audit entries on PostgreSQL.
//
//   1. a fresh database on the PostgreSQL service (BENCH_PG_URL, default
//      postgres://postgres@127.0.0.1:5432/; database BENCH_BACK_OFFICE_DB, default
//      portal_bench_back_office, dropped and created each run): the built server migrates and
//      seeds it in demo mode, then SQL adds 100,000 investors (each with an account, its
//      membership and a registration invitation) and 1,000,000 audit entries spread over a
//      year, and ANALYZEs;
//   2. the built server on it in demo mode; the demo operator signs in with the SMS code from
//      the outbox, so every call goes the back office's way (a staff session, its role checked,
//      each call written to the trail as it would be);
//   3. each route of the table below: 5 calls to warm, then 40 one after another; p50/p95/max;
//   4. `back-office-plans.ts` (run with tsx) calls the queues' own repository functions on the
//      same database with a logging Drizzle, and EXPLAIN ANALYZEs the statements they send:
//      the plans of the slowest are reported.
// Target: p95 < 100 ms for every first page and every search.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDatabase } from './dashboard-data.mjs';
import { root, startServer, stop, waitFor200 } from './lib.mjs';
import { DEMO_STAFF, databaseUrl, signInWithCode, summarize, withClient } from './measure.mjs';

const INVESTORS = Number(process.env.BENCH_BACK_OFFICE_INVESTORS ?? 100_000);
const AUDIT_ENTRIES = Number(process.env.BENCH_BACK_OFFICE_AUDIT ?? 1_000_000);
const PORT = 3250;
const WARM = 5;
const RUNS = 40;
const TARGET_MS = 100;
const DOMAIN = 'queue.bench.example';

const log = (line) => process.stderr.write(`[back-office] ${line}\n`);

/** The routes measured: each queue's first page (its default filter) and a search, and the trail's. */
export const BACK_OFFICE_ROUTES = [
  ['dashboard', '/api/operator/dashboard/'],
  ['users: first page', '/api/operator/users/'],
  ['users: search a name', '/api/operator/users/?search=Walsh4217'],
  ['users: search a common name', '/api/operator/users/?search=Bennett'],
  ['users: staff', '/api/operator/users/?access=staff'],
  ['accounts: first page', '/api/operator/accounts/'],
  ['accounts: search a member', `/api/operator/accounts/?search=investor042170%40${DOMAIN}`],
  ['accounts: search an ABN', '/api/operator/accounts/?search=51824795'],
  ['accounts: awaiting activation', '/api/operator/accounts/?status=awaiting_activation'],
  ['invitations: open', '/api/operator/invites/?status=open'],
  ['invitations: search', `/api/operator/invites/?search=investor031337%40${DOMAIN}`],
  ['identity reviews', '/api/operator/identity-reviews/'],
  ['identity reviews: search', '/api/operator/identity-reviews/?search=Jordan'],
  ['change requests: waiting', '/api/operator/change-requests/?status=awaiting_approval'],
  ['change requests: search', '/api/operator/change-requests/?search=Bennett'],
  ['redemptions: requested', '/api/operator/redeem-requests/?status=requested'],
  ['redemptions: search', '/api/operator/redeem-requests/?search=Bennett'],
  ['envelopes', '/api/operator/signing/envelopes/'],
  ['envelopes: search', '/api/operator/signing/envelopes/?search=Bennett'],
  ['loan notes', '/api/operator/loan-notes/'],
  ['audit: first page', '/api/operator/audit/'],
  ['audit: a target', '/api/operator/audit/?target=account%3A4217'],
  ['audit: an actor', '/api/operator/audit/?actor=operator_key'],
  ['audit: every change', '/api/operator/audit/?action=POST%20'],
  ['audit: one day', '/api/operator/audit/?from=2026-06-01&to=2026-06-01'],
];

/** Adds the investors, their accounts, memberships and invitations, and the audit entries, in SQL. */
async function fill(url) {
  return withClient(url, async (client) => {
    const t = performance.now();
    const [{ tenant, hash, staff }] = (
      await client.query(`
        select u.application_id as tenant, u.password_hash as hash,
               (select id from users where email = 'staff@example.com') as staff
          from users u where u.email = 'investor@example.com'`)
    ).rows;
    await client.query(
      `insert into users (email, phone_number, first_name, last_name, password_hash, application_id,
                          email_verified_at, phone_verified_at, created_at)
       select 'investor' || lpad(n::text, 6, '0') || '@${DOMAIN}',
              '04' || lpad((20000000 + n)::text, 8, '0'),
              (array['Olivia','Liam','Ava','Noah','Mia','Jack','Isla','Leo'])[1 + n % 8],
              (array['Smith','Nguyen','Brown','Wilson','Taylor','Jones','Bennett','Walsh','Chen','Patel'])[1 + n % 10] || n,
              $1, $2, now(), now(), now() - n * interval '5 minutes'
         from generate_series(1, $3::int) n`,
      [hash, tenant, INVESTORS],
    );
    await client.query(
      `insert into accounts (name, account_type, status, application_id, abn, created_by_user_id, created_at)
       select u.first_name || ' ' || u.last_name,
              (array['individual','joint','company','trust','smsf'])[1 + u.id % 5],
              (array['pending','awaiting_activation','active','active','active'])[1 + u.id % 5],
              u.application_id,
              case when u.id % 5 in (2, 3, 4) then (51824753556 + u.id)::text end,
              u.id, u.created_at
         from users u where u.email like '%@${DOMAIN}'`,
    );
    await client.query(
      `insert into account_members (account_id, user_id, role, created_at)
       select a.id, a.created_by_user_id, 'primary', a.created_at
         from accounts a join users u on u.id = a.created_by_user_id where u.email like '%@${DOMAIN}'`,
    );
    await client.query(
      `insert into registration_invites (email, phone_number, account_type, product_key, application_id,
                                         code_hash, expires_at, completed_at, created_at)
       select u.email, u.phone_number, 'individual', 'ipm', u.application_id, 'not-a-code',
              u.created_at + interval '14 days',
              case when u.id % 3 = 0 then null else u.created_at + interval '1 day' end, u.created_at
         from users u where u.email like '%@${DOMAIN}'`,
    );
    await client.query(
      `insert into audit_entries (at, actor_kind, actor_user_id, actor_role, action, target, request,
                                  status_code, ip, request_id)
       select now() - n * interval '30 seconds',
              case when n % 3 = 0 then 'operator_key' else 'staff' end,
              case when n % 3 = 0 then null else $1::int end,
              case when n % 3 = 0 then null else 'operator' end,
              (array['GET /api/operator/accounts/', 'POST /api/operator/accounts/:id/activate/',
                     'GET /api/operator/users/', 'POST /api/operator/change-requests/:id/approve/'])[1 + n % 4],
              'account:' || (n % $2::int), '{"params":{},"query":{},"body":null}'::jsonb, 200, '10.0.0.1',
              'bench-' || n
         from generate_series(1, $3::int) n`,
      [staff, INVESTORS, AUDIT_ENTRIES],
    );
    await client.query('analyze');
    const counts = (
      await client.query(`select (select count(*) from users)::int as users, (select count(*) from accounts)::int as accounts,
                                 (select count(*) from registration_invites)::int as invitations,
                                 (select count(*) from audit_entries)::int as audit_entries`)
    ).rows[0];
    return { ...counts, fill_ms: Math.round(performance.now() - t) };
  });
}

async function measure(base, key) {
  const headers = { authorization: `Token ${key}` };
  const results = [];
  for (const [name, pathname] of BACK_OFFICE_ROUTES) {
    const times = [];
    let count = null;
    for (let i = 0; i < WARM + RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${pathname}`, { headers });
      const body = await res.json();
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${pathname}: ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
      count = body.count ?? null;
      if (i >= WARM) times.push(ms);
    }
    const summary = summarize(times);
    results.push({ name, path: pathname, count, ...summary, met: summary.p95_ms < TARGET_MS });
    log(`${name}: p95 ${summary.p95_ms} ms (${count ?? '-'} rows)`);
  }
  return results;
}

/** The statements behind the queues, EXPLAIN ANALYZEd on the same data (bench/back-office-plans.ts). */
function plans(url) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'bench/back-office-plans.ts'), url], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) return { error: (run.stderr || run.stdout).slice(-2000) };
  return JSON.parse(run.stdout);
}

export async function benchBackOffice() {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/';
  const name = process.env.BENCH_BACK_OFFICE_DB ?? 'portal_bench_back_office';
  const url = databaseUrl(serverUrl, name);
  await ensureDatabase(serverUrl, name, { fresh: true });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-back-office-'));
  const env = { DATABASE_URL: url, PORTAL_DEMO: '1' };
  const result = { investors: INVESTORS, audit_entries: AUDIT_ENTRIES, target_p95_ms: TARGET_MS };
  log('migrating and seeding the demo data');
  const seeder = startServer({ port: PORT, dataDir, env });
  try {
    await waitFor200(`http://127.0.0.1:${PORT}/api/health/`, { timeoutMs: 180_000 });
  } finally {
    await stop(seeder);
  }
  log(`adding ${INVESTORS} investors and ${AUDIT_ENTRIES} audit entries`);
  result.data = await fill(url);
  log(`data: ${JSON.stringify(result.data)}`);

  const server = startServer({ port: PORT, dataDir, env });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor200(`${base}/api/health/`, { timeoutMs: 60_000 });
    const key = await signInWithCode(base, DEMO_STAFF);
    result.routes = await measure(base, key);
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  result.all_met = result.routes.every((r) => r.met);
  result.slowest = [...result.routes].sort((a, b) => b.p95_ms - a.p95_ms).slice(0, 3);
  log('explaining the queues’ statements');
  result.plans = plans(url);
  result.load = os.loadavg().map((x) => Math.round(x * 100) / 100);
  return result;
}
