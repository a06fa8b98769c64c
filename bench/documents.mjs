// Documents at scale, on PostgreSQL: 1,000,000 documents over 30,000 accounts of 10,000
// investors, spread unevenly as real books are (most accounts hold a few dozen documents, the
// largest investor ~10,000), all pointing at one shared stored file.
//
//   1. the data set, generated inside PostgreSQL with generate_series into its own database
//      (schema from the built server's own migrations), kept between runs (`--fresh` or
//      BENCH_DOCUMENTS_FRESH=1 rebuilds it);
//   2. the documents list (default order, sorts, a deep page, search, the Annual Summary Pack
//      switch) and the autocomplete, through the built server: p50/p95/p99 one request at a time
//      for the largest investor and for random investors, then 10 investors in parallel;
//   3. EXPLAIN (ANALYZE, BUFFERS) of the SQL behind the slowest case, for the largest investor.
// Target: p95 < 50 ms for the list and the autocomplete.
//
// Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/), BENCH_DOCUMENTS_DB
// (default portal_bench_documents), BENCH_DOCUMENTS_DURATION (seconds of each parallel run, 5).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root, startServer, stop, waitFor200 } from './lib.mjs';
import { closedLoop, databaseUrl, json, seeded, summarize, withClient } from './measure.mjs';

const SHAPE = { version: 2, investors: 10_000, accountsPerInvestor: 3, documents: 1_000_000 };
const PASSWORD = 'Bench-Documents-2026!';
const OPERATOR_KEY = 'bench-operator-key-documents-0123456789';
const EMAIL = (n) => `docs${String(n).padStart(5, '0')}@bench-documents.example`;
const PORT = 3231;

const log = (line) => process.stderr.write(`[documents] ${line}\n`);

const SECURITIES = [
  'BHP Group',
  'CSL',
  'Commonwealth Bank',
  'Wesfarmers',
  'Macquarie Group',
  'Fortescue',
  'Rio Tinto',
  'National Australia Bank',
  'ANZ',
  'Telstra',
  'Woolworths',
  'Goodman Group',
  'Transurban',
  'Woodside',
  'Santos',
  'Coles',
  'Brambles',
  'Sonic Healthcare',
  'Cochlear',
  'ResMed',
  'QBE Insurance',
  'Suncorp',
  'Aristocrat',
  'Xero',
  'WiseTech',
  'Newcrest',
  'Northern Star',
  'Amcor',
  'Computershare',
  'Insurance Australia',
  'Vanguard Australian Shares',
  'iShares S&P 500',
  'Vanguard International',
  'Betashares Nasdaq',
  'Magellan Global',
  'Platinum International',
  'APA Group',
  'AGL Energy',
  'Origin Energy',
  'Qantas',
];
const LAST_NAMES = [
  'Bennett',
  'Harper',
  'Nguyen',
  'Smith',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Anderson',
  'Thompson',
  'Walker',
  'White',
  'Martin',
  'Kelly',
  'Ryan',
  'Campbell',
  'Murphy',
  'Lee',
  'Chen',
  'Patel',
];
const FIRST_NAMES = ['Olivia', 'Jack', 'Charlotte', 'Noah', 'Amelia', 'William', 'Isla', 'Oliver', 'Mia', 'Leo'];

/** Step 1: the schema from the built server's migrations, then the rows, all inside PostgreSQL. */
async function prepareDataset(serverUrl, dbName, fresh) {
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`Not a plain database name: ${dbName}`);
  const url = databaseUrl(serverUrl, dbName);
  const existing = await withClient(databaseUrl(serverUrl, 'postgres'), async (admin) => {
    if (fresh) await admin.query(`drop database if exists ${dbName} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
    if (!rowCount) await admin.query(`create database ${dbName}`);
    return rowCount > 0;
  });
  if (existing) {
    const record = await withClient(url, async (c) => {
      const present = (await c.query(`select to_regclass('bench_documents') is not null as ok`)).rows[0].ok;
      return present ? (await c.query('select value from bench_documents')).rows[0]?.value : null;
    });
    // jsonb keeps its own key order: compare field by field.
    if (record && Object.entries(SHAPE).every(([k, v]) => record.shape?.[k] === v)) {
      log(`reusing the data set in ${dbName} (generated in ${Math.round(record.generation_ms / 1000)} s)`);
      return { url, record };
    }
    await withClient(databaseUrl(serverUrl, 'postgres'), async (admin) => {
      await admin.query(`drop database ${dbName} with (force)`);
      await admin.query(`create database ${dbName}`);
    });
  }

  log(`creating the schema in ${dbName} with the built server's migrations`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-documents-'));
  const server = startServer({ port: PORT, dataDir, env: { DATABASE_URL: url, PORTAL_DEMO: '1' } });
  try {
    await waitFor200(`http://127.0.0.1:${PORT}/api/health/`, { timeoutMs: 180_000 });
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const started = performance.now();
  const require = createRequire(path.join(root, 'apps/server/package.json'));
  const { hash } = require('@node-rs/argon2');
  const passwordHash = await hash(PASSWORD, { algorithm: 2, memoryCost: 65_536, timeCost: 3, parallelism: 1 });
  const { investors, accountsPerInvestor, documents } = SHAPE;
  const accounts = investors * accountsPerInvestor;
  await withClient(url, async (c) => {
    const step = async (name, sql, params = []) => {
      const t = performance.now();
      const { rowCount } = await c.query(sql, params);
      log(`${name}: ${rowCount ?? 0} rows in ${Math.round(performance.now() - t)} ms`);
    };
    const app = (await c.query(`select application_id from users where email = 'investor@example.com'`)).rows[0];
    await step(
      'investors',
      `insert into users (email, phone_number, password_hash, first_name, last_name, application_id,
         email_verified_at, phone_verified_at, login_two_factor_auth_enabled)
       select format('docs%s@bench-documents.example', lpad(n::text, 5, '0')), '04' || lpad((30000000 + n)::text, 8, '0'),
              $1, ($2::text[])[1 + n % 10], ($3::text[])[1 + (n / 10) % 20], $4, now(), now(), false
       from generate_series(0, $5::int - 1) n`,
      [passwordHash, FIRST_NAMES, LAST_NAMES, app.application_id, investors],
    );
    // Account i belongs to investor i / 3: a person, their trust and their super fund.
    await step(
      'accounts',
      `insert into accounts (external_code, name, account_type, application_id)
       select 'BD-' || lpad(i::text, 6, '0'),
              case i % 3 when 0 then ($1::text[])[1 + (i / 3) % 10] || ' ' || ($2::text[])[1 + (i / 30) % 20]
                         when 1 then ($2::text[])[1 + (i / 30) % 20] || ' Family Trust'
                         else ($2::text[])[1 + (i / 30) % 20] || ' Super Fund' end,
              (array['individual', 'trust', 'smsf'])[1 + i % 3], $3
       from generate_series(0, $4::int - 1) i order by i`,
      [FIRST_NAMES, LAST_NAMES, app.application_id, accounts],
    );
    await step(
      'account members',
      `insert into account_members (account_id, user_id, role)
       select a.id, u.id, 'primary' from accounts a
       join users u on u.email = format('docs%s@bench-documents.example', lpad((substr(a.external_code, 4)::int / 3)::text, 5, '0'))
       where a.external_code like 'BD-%'`,
    );
    // Skewed: the account of document g is floor(accounts * r^2) for a hashed r in [0, 1), so
    // the first accounts hold thousands of documents and most hold a few dozen.
    await step(
      'documents',
      `with base as (select min(id) as first from accounts where external_code like 'BD-%'),
       g as (select g, ((g::bigint * 2654435761) % 4294967296)::float8 / 4294967296 as r,
                    ($2::text[])[1 + (g * 7) % array_length($2::text[], 1)] as sec from generate_series(1, $1::int) g)
       insert into documents (account_id, category, company, date_of, file_name, content_type, file_size,
                              storage_key, is_annual_summary_pack, created_at)
       select base.first + least($3::int - 1, floor($3::int * r * r)::int),
              (array['Contract Note', 'Quarterly Report', 'Annual Summary Pack', 'Distribution Statement',
                     'Dividend Statement', 'Tax Statement', 'Fee Statement', 'Confirmation'])[1 + g % 8],
              case g % 8
                when 0 then 'Contract note ' || sec || (case when g % 3 = 0 then ' sale' else ' purchase' end)
                when 1 then 'Portfolio report Q' || (1 + g % 4) || ' ' || (2016 + g % 10)
                when 2 then 'Annual Summary Pack ' || (2015 + g % 10) || '-' || lpad(((16 + g % 10) % 100)::text, 2, '0')
                when 3 then sec || ' distribution'
                when 4 then sec || ' dividend'
                when 5 then 'Annual tax statement ' || (2015 + g % 10)
                when 6 then 'Management fee statement ' || (2015 + g % 10)
                else 'Confirmation of ' || (array['rollover', 'transfer', 'deposit', 'withdrawal'])[1 + g % 4]
              end,
              date '2016-01-01' + ((g::bigint * 7919) % 3650)::int,
              'Document-' || g || '.pdf', 'application/pdf', 20000 + ((g::bigint * 104729) % 2000000)::int,
              'BenchSharedStoredFileKey0001', g % 8 = 2, now()
       from g, base`,
      [documents, SECURITIES, accounts],
    );
    // What autovacuum reaches on its own after a bulk load (PostgreSQL vacuums after inserts
    // too): statistics, and the visibility map that lets the listing read the index alone.
    await step('vacuum analyze', 'vacuum analyze documents, accounts, account_members, users');
    const generationMs = Math.round(performance.now() - started);
    await c.query('create table bench_documents (value jsonb)');
    await c.query('insert into bench_documents values ($1)', [{ shape: SHAPE, generation_ms: generationMs }]);
  });
  return { url, record: { shape: SHAPE, generation_ms: Math.round(performance.now() - started) } };
}

async function figures(url) {
  return withClient(url, async (c) => {
    const one = async (sql) => (await c.query(sql)).rows[0];
    const perInvestor = await one(
      `select max(n)::int as max, percentile_cont(0.5) within group (order by n)::int as median
       from (select am.user_id, count(*) n from documents d join account_members am on am.account_id = d.account_id
             group by am.user_id) x`,
    );
    return {
      documents: Number((await one('select count(*) n from documents')).n),
      accounts: Number((await one('select count(*) n from accounts')).n),
      investors_with_documents: Number(
        (
          await one(
            'select count(distinct am.user_id) n from account_members am join documents d on d.account_id = am.account_id',
          )
        ).n,
      ),
      documents_per_investor: perInvestor,
      table_mb: Math.round(Number((await one(`select pg_table_size('documents') b`)).b) / 1048576),
      indexes_mb: Math.round(Number((await one(`select pg_indexes_size('documents') b`)).b) / 1048576),
    };
  });
}

/** The investor with the most documents, and the user ids of investors by number. */
async function investors(url) {
  return withClient(url, async (c) => {
    const largest = (
      await c.query(
        `select u.email, u.id, count(*)::int n from documents d join account_members am on am.account_id = d.account_id
         join users u on u.id = am.user_id group by u.id order by n desc limit 1`,
      )
    ).rows[0];
    return { largest };
  });
}

async function signIn(base, emails) {
  const sessions = [];
  for (const email of emails) {
    const { key } = await json(`${base}/api/auth/base/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    sessions.push({ email, key });
  }
  return sessions;
}

// The first is not a documents call: the cost of any signed-in request on this machine at this
// moment (session lookup, JSON), so the figures below can be read against it.
const BASELINE = 'baseline: signed-in ping';
const CASES = [
  [BASELINE, '/api/auth/sessions/last-activity-ping/'],
  ['list, newest first', '/api/ipm/documents/'],
  ['list sorted by account', '/api/ipm/documents/?ordering=account'],
  ['list sorted by description', '/api/ipm/documents/?ordering=company'],
  ['list sorted by size, page 50', '/api/ipm/documents/?ordering=-file_size&page=50'],
  ['list search', '/api/ipm/documents/?search=report'],
  ['list search, no match', '/api/ipm/documents/?search=zzzz'],
  ['list Annual Summary Pack', '/api/ipm/documents/?is_annual_summary_tax_pack=true'],
  ['list search + pack + sort', '/api/ipm/documents/?search=2019&is_annual_summary_tax_pack=true&ordering=category'],
  ['autocomplete', '/api/ipm/documents/search-autocomplete/?search=ban'],
  ['autocomplete, common term', '/api/ipm/documents/search-autocomplete/?search=ann'],
];

/** The SQL the server runs for a case (documents.repository.ts, as drizzle writes it), for EXPLAIN. */
function sqlOf(route, userId) {
  const url = new URL(route, 'http://x');
  const search = (url.searchParams.get('search') ?? '').trim();
  const contains = (term) => `%${term}%`;
  if (url.pathname.includes('autocomplete')) {
    const field = (column) => [
      `select ${column} from documents
       where (account_id in (select account_id from account_members where user_id = $1)
              and search_text like $2 and ${column} ilike $3)
       group by ${column} order by ${column} ilike $4 desc, ${column} asc limit 5`,
      [userId, contains(search.toLowerCase()), contains(search), `${search}%`],
    ];
    return {
      'account names': [
        `select accounts.name from account_members inner join accounts on accounts.id = account_members.account_id
         where (account_members.user_id = $1 and accounts.name ilike $2
                and exists (select 1 from documents where documents.account_id = accounts.id))
         group by accounts.name order by accounts.name ilike $3 desc, accounts.name asc limit 5`,
        [userId, contains(search), `${search}%`],
      ],
      descriptions: field('company'),
      categories: field('category'),
    };
  }
  const params = [userId];
  const conditions = [
    'documents.account_id in (select account_id from account_members where account_members.user_id = $1)',
  ];
  if (url.searchParams.get('is_annual_summary_tax_pack') === 'true')
    conditions.push('documents.is_annual_summary_pack = true');
  if (search) {
    params.push(contains(search), contains(search.toLowerCase()));
    conditions.push(
      `(documents.account_id in (select accounts.id from account_members inner join accounts on accounts.id = account_members.account_id
                                 where account_members.user_id = $1 and accounts.name ilike $2)
        or documents.search_text like $3)`,
    );
  }
  const ordering = url.searchParams.get('ordering') ?? '-date_of';
  const field = ordering.replace(/^-/, '');
  const column = field === 'account' ? 'accounts.name' : `documents.${field}`;
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  const page = Number(url.searchParams.get('page') ?? 1);
  const where = `where (${conditions.join(' and ')})`;
  return {
    page: [
      `select documents.*, accounts.name, accounts.external_code
       from (select documents.id, ${column} as sort_key, documents.date_of from documents
             ${field === 'account' ? 'inner join accounts on accounts.id = documents.account_id' : ''}
             ${where} order by ${column} ${direction}, documents.date_of desc, documents.id desc
             limit 10 offset ${(page - 1) * 10}) page
       inner join documents on documents.id = page.id inner join accounts on accounts.id = documents.account_id
       order by sort_key ${direction}, page.date_of desc, page.id desc`,
      params,
    ],
    count: [`select count(*) from documents ${where}`, params],
  };
}

async function sequential(base, route, sessions, { requests, warmup, random }) {
  const times = [];
  for (let i = 0; i < warmup + requests; i++) {
    const session = sessions[Math.floor(random() * sessions.length)];
    const started = performance.now();
    const res = await fetch(base + route, { headers: { authorization: `Token ${session.key}` } });
    const body = await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
    if (i >= warmup) times.push(performance.now() - started);
  }
  return summarize(times);
}

export async function benchDocuments() {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/';
  const dbName = process.env.BENCH_DOCUMENTS_DB ?? 'portal_bench_documents';
  const fresh = process.argv.includes('--fresh') || process.env.BENCH_DOCUMENTS_FRESH === '1';
  const duration = Number(process.env.BENCH_DOCUMENTS_DURATION ?? 5);
  const { url, record } = await prepareDataset(serverUrl, dbName, fresh);
  const data = await figures(url);
  const { largest } = await investors(url);
  log(`data set: ${JSON.stringify(data)}; largest investor ${largest.email} with ${largest.n} documents`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-documents-'));
  const server = startServer({
    port: PORT,
    dataDir,
    env: { DATABASE_URL: url, PORTAL_DEMO: '0', OPERATOR_KEY: OPERATOR_KEY, LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor200(`${base}/api/health/`, { timeoutMs: 60_000 });
    const random = seeded(7);
    const numbers = new Set();
    while (numbers.size < 30) numbers.add(Math.floor(random() * SHAPE.investors));
    const [heavy] = await signIn(base, [largest.email]);
    const typical = await signIn(base, [...numbers].map(EMAIL));
    const everyone = [heavy, ...typical];

    const cases = {};
    for (const [name, route] of CASES) {
      const largestOne = await sequential(base, route, [heavy], { requests: 100, warmup: 10, random });
      const randomOne = await sequential(base, route, typical, { requests: 100, warmup: 10, random });
      const parallel = await closedLoop(base + route, everyone.slice(0, 10), { connections: 10, duration });
      cases[name] = { route, largest_investor: largestOne, random_investors: randomOne, parallel_10: parallel };
      log(
        `${name.padEnd(32)} largest p50 ${largestOne.p50_ms} p95 ${largestOne.p95_ms} | random p50 ${randomOne.p50_ms} ` +
          `p95 ${randomOne.p95_ms} | 10 in parallel p50 ${parallel.p50_ms} p95 ${parallel.p95_ms} ms, ${parallel.rps} req/s, ${parallel.errors} errors`,
      );
    }

    // The slowest case one at a time, for the largest investor: its SQL, as PostgreSQL ran it.
    const [slowestName, slowest] = Object.entries(cases)
      .filter(([name]) => name !== BASELINE)
      .sort((a, b) => b[1].largest_investor.p95_ms - a[1].largest_investor.p95_ms)[0];
    const plans = await withClient(url, async (c) => {
      const out = {};
      for (const [part, [sql, params]] of Object.entries(sqlOf(slowest.route, largest.id))) {
        await c.query(sql, params); // warm, as the measured runs were
        const { rows } = await c.query(`explain (analyze, buffers) ${sql}`, params);
        out[part] = rows.map((r) => r['QUERY PLAN']);
      }
      return out;
    });
    log(`EXPLAIN ANALYZE of "${slowestName}" (${slowest.route}) for the largest investor:`);
    for (const [part, lines] of Object.entries(plans)) {
      process.stderr.write(`\n-- ${part}\n${lines.join('\n')}\n`);
    }

    const worstP95 = Math.max(
      ...Object.values(cases).flatMap((c) => [c.largest_investor.p95_ms, c.random_investors.p95_ms]),
    );
    return {
      target: 'p95 < 50 ms, list and autocomplete, one request at a time',
      data_set: { ...data, largest_investor_documents: largest.n, generation_ms: record.generation_ms },
      cases,
      worst_sequential_p95_ms: worstP95,
      met: worstP95 < 50,
      slowest: { case: slowestName, route: slowest.route, explain: plans },
    };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
