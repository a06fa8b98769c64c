// The dashboard at scale, on PostgreSQL: 1,000 investors, 3 accounts each, 4 investment options
// per account, 10 years of business-day valuations (~31M rows), monthly cash flows, 300 holdings
// per option and day (positions with validity ranges) and daily prices of ~500 securities.
//
//   1. the data set, generated inside PostgreSQL (bench/dashboard-data.mjs) into its own
//      database, kept between runs (BENCH_DASHBOARD_FRESH=1 or `--fresh` rebuilds it);
//   2. every dashboard endpoint for signed-in investors: p50/p95/p99 one request at a time, each
//      investor's first ask (computed) and asks again (kept between imports), and with 50
//      investors' sessions in parallel (autocannon, closed loop); then 50 other investors open
//      their dashboards at the same moment, first (computed) and again;
//   3. one business day's feed for all of them (valuations, cash flows, 3.6M holdings rows)
//      through the operator import route, timed end to end;
//   4. the dashboard page in Chromium, warm, from navigation start to all seven cards drawn;
//   5. the query plans of the slowest endpoint, as the server ran them (auto_explain).
// Targets: p95 < 50 ms per endpoint, import < 30 s, page < 1.5 s.
//
// Environment: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/), BENCH_DASHBOARD_DB
// (default portal_bench_dashboard), BENCH_DASHBOARD_STEPS (comma list of endpoints, import,
// browser, explain; default all), BENCH_DASHBOARD_EXPLAIN (a case name: whose plans to print,
// default the slowest measured, by its median one at a time), BENCH_SERVER_ENTRY and WEB_DIST (a copy of the build),
// BENCH_DASHBOARD_CASES (a regular expression: only the endpoint cases whose names match, and no
// first-visit bursts; for trying a change), BENCH_DASHBOARD_DURATION (seconds of each 50-user run, default
// 10), BENCH_DASHBOARD_INVESTORS (a smaller data set, for trying the
// bench out), BENCH_PG_LOG (PostgreSQL's log file, for the plans).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import pg from 'pg';
import { chromium } from 'playwright-core';
import {
  completeDataset,
  datasetFigures,
  DEFAULT_SHAPE,
  ensureDatabase,
  generateDataset,
  investorEmail,
  undoImportedDay,
  writeDayFeed,
} from './dashboard-data.mjs';
import { median, root, serverPasswordHash, startServer, stop, waitFor200 } from './lib.mjs';
import { closedLoop, databaseUrl, json, round1, seeded, summarize } from './measure.mjs';

const OPERATOR_KEY = 'bench-operator-key-dashboard-0123456789';
export const BENCH_PASSWORD = 'Bench-Investor-2026!';
// The holdings feed's columns (modules/portfolio-data/README.md).
const HOLDINGS_COLUMNS = [
  'account_code',
  'option_code',
  'date',
  'code',
  'name',
  'asset_class',
  'units',
  'price',
  'target_units',
  'strike_price',
];
const CARD_TITLES = [
  'Total asset value',
  'Return summary',
  'Capital performance',
  'Income',
  'Capital movements',
  'Asset allocation',
  'Investments',
];

const log = (line) => process.stderr.write(`[dashboard] ${line}\n`);

/** Step 1: reuse a complete data set, or build one (schema by the built server, then generate). */
async function prepareDataset({ serverUrl, dbName, shape, fresh }) {
  const url = databaseUrl(serverUrl, dbName);
  await ensureDatabase(serverUrl, dbName);
  let record = fresh ? null : await completeDataset(url, shape);
  let reused = record !== null;
  if (!record) {
    log(`generating the data set into ${dbName} (${JSON.stringify(shape)})`);
    await ensureDatabase(serverUrl, dbName, { fresh: true });
    // The schema, the company applications and the demo investor (whose identity details the
    // bench investors copy) come from the built server's own start: migrations + demo seed.
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
    const server = startServer({ port: 3219, dataDir, env: { DATABASE_URL: url, PORTAL_DEMO: '1' } });
    const migrateStarted = performance.now();
    try {
      await waitFor200('http://127.0.0.1:3219/api/health/', { timeoutMs: 180_000 });
    } finally {
      await stop(server);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    const migrateMs = Math.round(performance.now() - migrateStarted);
    record = await generateDataset(url, shape, { passwordHash: await serverPasswordHash(BENCH_PASSWORD), log });
    record.schema_and_demo_seed_ms = migrateMs;
    reused = false;
  } else {
    log(
      `reusing the data set in ${dbName} (generated ${record.generated_on} in ${Math.round(record.generation_ms / 1000)} s)`,
    );
  }
  const figures = await datasetFigures(url);
  log(`data set: ${JSON.stringify(figures)}`);
  return { url, record, figures, reused };
}

/** Signs investors in through the API (two at a time: each sign-in is one argon2 verify). */
async function signIn(base, numbers) {
  const sessions = [];
  let next = 0;
  await Promise.all(
    [0, 1].map(async () => {
      while (next < numbers.length) {
        const n = numbers[next++];
        const { key } = await json(`${base}/api/auth/base/login/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: investorEmail(n), password: BENCH_PASSWORD }),
        });
        sessions.push({ n, key });
      }
    }),
  );
  // In the sample's order whichever sign-in finished first: the same investors play the same parts.
  return sessions.sort((a, b) => numbers.indexOf(a.n) - numbers.indexOf(b.n));
}

const CASES = [
  ['filter-setup', '/api/ipm/dashboard/filter-setup/'],
  ['return-summary', '/api/ipm/dashboard/return-summary/'],
  ['capital-performance', '/api/ipm/dashboard/capital-performance/'],
  ['income', '/api/ipm/dashboard/income/'],
  ['total-asset-value', '/api/ipm/dashboard/total-asset-value/'],
  ['asset-allocations', '/api/ipm/dashboard/asset-allocations/'],
  ['capital-movement', '/api/ipm/dashboard/capital-movement/'],
  ['investments', '/api/ipm/dashboard/investments/'],
  // What the card asks: one row per code in one page (not maximized, on tablet and up).
  ['investments (card)', '/api/ipm/dashboard/investments/?group_by_investment=true&page_size=99999'],
  // Maximized: every holding of every option.
  ['investments, every row (maximized)', '/api/ipm/dashboard/investments/?page_size=99999'],
  [
    'investments search+sort (card)',
    '/api/ipm/dashboard/investments/?search=re&ordering=name&group_by_investment=true&page_size=99999',
  ],
  ['return-summary previous FY', '/api/ipm/dashboard/return-summary/?period=previous_financial_year'],
  ['total-asset-value previous FY', '/api/ipm/dashboard/total-asset-value/?period=previous_financial_year'],
];

/**
 * One request at a time. First each investor once, in turn: the server computes every one of
 * these (the cards are kept per investor's options, so nobody's first ask finds them). Then
 * `requests` more over random investors, as they come back to the page: most are kept answers.
 */
async function sequential(base, route, sessions, { requests, random }) {
  const ask = async (session) => {
    const started = performance.now();
    const res = await fetch(base + route, { headers: { authorization: `Token ${session.key}` } });
    const body = await res.arrayBuffer();
    const elapsed = performance.now() - started;
    if (res.status !== 200) throw new Error(`${route}: ${res.status} ${Buffer.from(body).toString().slice(0, 300)}`);
    return { elapsed, bytes: body.byteLength };
  };
  const first = [];
  let bytes = 0;
  for (const session of sessions) {
    const { elapsed, bytes: size } = await ask(session);
    first.push(elapsed);
    bytes += size;
  }
  const again = [];
  for (let i = 0; i < requests; i++) again.push((await ask(sessions[Math.floor(random() * sessions.length)])).elapsed);
  return { first: summarize(first), again: summarize(again), mean_kb: round1(bytes / sessions.length / 1024) };
}

/**
 * 50 investors open the dashboard at the same moment, as the browser does (the filter set-up,
 * then the seven cards at once), `rounds` times: each call's time under that burst.
 */
async function dashboardBursts(base, sessions, { users = 50, rounds = 5 } = {}) {
  const cards = CASES.filter(([name]) =>
    [
      'return-summary',
      'capital-performance',
      'income',
      'total-asset-value',
      'asset-allocations',
      'capital-movement',
      'investments (card)',
    ].includes(name),
  );
  const times = Object.fromEntries([['filter-setup'], ...cards].map(([name]) => [name, []]));
  const timed = async (name, route, key) => {
    const started = performance.now();
    const res = await fetch(base + route, { headers: { authorization: `Token ${key}` } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${route}: ${res.status}`);
    times[name].push(performance.now() - started);
  };
  const pageLoads = [];
  const rounds_ = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    for (const list of [...Object.values(times), pageLoads]) list.length = 0;
    await Promise.all(
      sessions.slice(0, users).map(async ({ key }) => {
        const t = performance.now();
        await timed('filter-setup', '/api/ipm/dashboard/filter-setup/', key);
        await Promise.all(cards.map(([name, route]) => timed(name, route, key)));
        pageLoads.push(performance.now() - t);
      }),
    );
    rounds_.push({
      all_answered_ms: Math.round(performance.now() - started),
      all_calls_of_one_dashboard: summarize(pageLoads),
      calls: Object.fromEntries(Object.entries(times).map(([name, list]) => [name, summarize(list)])),
    });
    log(
      `burst ${round + 1}${round === 0 ? ' (first visit: all computed)' : ' (again: kept)'}: ${users} dashboards in ` +
        `${rounds_[round].all_answered_ms} ms, one dashboard's calls p50 ${rounds_[round].all_calls_of_one_dashboard.p50_ms} ` +
        `p95 ${rounds_[round].all_calls_of_one_dashboard.p95_ms} ms`,
    );
  }
  // These investors asked nothing before: the first round is computed, the others kept.
  return { users, rounds, first_visit: rounds_[0], again: rounds_.slice(1) };
}

/** Step 2: every endpoint, one at a time and under 50 concurrent investors. */
async function measureEndpoints(base, sessions, { requests = 200, connections = 50, duration = 10 }) {
  const results = {};
  const random = seeded(42);
  const only = process.env.BENCH_DASHBOARD_CASES ? new RegExp(process.env.BENCH_DASHBOARD_CASES) : null;
  for (const [name, route] of CASES) {
    if (only && !only.test(name)) continue;
    const one = await sequential(base, route, sessions, { requests, random });
    const many = await closedLoop(base + route, sessions.slice(0, connections), { connections, duration });
    results[name] = { route, sequential: one, concurrent: many };
    const { first, again } = one;
    log(
      `${name.padEnd(34)} first ask p50 ${first.p50_ms} p95 ${first.p95_ms} p99 ${first.p99_ms} | ` +
        `again p50 ${again.p50_ms} p95 ${again.p95_ms} ms (${one.mean_kb} KB) | ` +
        `${connections} users p50 ${many.p50_ms} p95 ${many.p95_ms} p99 ${many.p99_ms} ms, ${many.rps} req/s, ${many.errors} errors`,
    );
  }
  return results;
}

/**
 * Samples what the import's database sessions are doing every 50 ms (pg_stat_activity): the
 * share of the wall time each kind of statement was running. Time with no statement running is
 * the server reading, parsing and checking the file (or waiting on the upload).
 */
function activitySampler(url, dbName) {
  const client = new pg.Client({ connectionString: url });
  const counts = {};
  let samples = 0;
  let timer;
  const bucket = (query) => {
    const q = query.replace(/\s+/g, ' ').trim().toLowerCase();
    const rules = [
      [/insert into "?staged_holdings"?/, 'stage rows (insert staged_holdings)'],
      [/(create temporary table|insert into) holding_changes/, 'apply: compare day with open positions'],
      [/^update "?holding_positions"? p set valid_to = null/, 'apply: undo re-delivered day'],
      [/^delete from "?holding_positions"?/, 'apply: undo re-delivered day'],
      [/^update "?holding_positions"?/, 'apply: close changed positions'],
      [/^insert into "?holding_positions"?/, 'apply: open new positions'],
      [/insert into "?security_prices"?/, 'apply: upsert prices'],
      [/^analyze/, 'analyze'],
      [/staged_holdings/, 'staged rows: other (checks, cleanup)'],
      [/daily_valuations/, 'valuations'],
      [/cash_flows/, 'cash flows'],
    ];
    const rule = rules.find(([re]) => re.test(q))?.[1];
    return rule ? `${rule}: ${q.slice(0, 70)}` : `other: ${q.slice(0, 70)}`;
  };
  return {
    async start() {
      await client.connect();
      timer = setInterval(async () => {
        try {
          const { rows } = await client.query(
            `select query from pg_stat_activity where datname = $1 and state = 'active' and pid <> pg_backend_pid()
             and application_name <> 'bench-sampler'`,
            [dbName],
          );
          samples++;
          if (rows.length === 0)
            counts['no statement running (server reading/checking the file)'] =
              (counts['no statement running (server reading/checking the file)'] ?? 0) + 1;
          for (const row of rows) counts[bucket(row.query)] = (counts[bucket(row.query)] ?? 0) + 1;
        } catch {
          // a sample lost is a sample lost
        }
      }, 50);
      await client.query(`set application_name = 'bench-sampler'`);
    },
    async stop() {
      clearInterval(timer);
      await client.end();
      return Object.fromEntries(
        Object.entries(counts)
          .sort(([, a], [, b]) => b - a)
          .map(([k, v]) => [k, `${Math.round((v / Math.max(1, samples)) * 100)} %`]),
      );
    },
  };
}

/** Step 3: the next business day's feed for every option, through the operator import route. */
async function measureImport(base, url, dbName) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-feed-'));
  try {
    const written = performance.now();
    const feed = await writeDayFeed(url, dir, { holdingsColumns: HOLDINGS_COLUMNS });
    log(
      `feed for ${feed.day} written in ${Math.round((performance.now() - written) / 1000)} s: ` +
        `${JSON.stringify(feed.rows)} rows, holdings ${Math.round(feed.bytes.holdings / 1048576)} MB`,
    );
    const kinds = {};
    const started = performance.now();
    for (const kind of ['valuations', 'cash-flows', 'holdings']) {
      const sampler = activitySampler(url, dbName);
      await sampler.start();
      const t = performance.now();
      let answer;
      try {
        // The file streams from disk as the request body: what `npm run admin -- import` sends.
        const res = await fetch(`${base}/api/operator/imports/${kind}/`, {
          method: 'POST',
          headers: {
            authorization: `Operator ${OPERATOR_KEY}`,
            'content-type': 'text/csv',
            'content-length': String(feed.bytes[kind]),
          },
          body: Readable.toWeb(fs.createReadStream(feed.files[kind], { highWaterMark: 1 << 20 })),
          duplex: 'half',
        });
        answer = await res.json();
        if (!res.ok) throw new Error(`import ${kind}: ${res.status} ${JSON.stringify(answer).slice(0, 1000)}`);
      } finally {
        kinds[kind] = { ms: Math.round(performance.now() - t), activity: await sampler.stop() };
      }
      kinds[kind] = { rows: feed.rows[kind], mb: round1(feed.bytes[kind] / 1048576), ...kinds[kind], answer };
      log(`import ${kind}: ${kinds[kind].ms} ms ${JSON.stringify(answer)} ${JSON.stringify(kinds[kind].activity)}`);
    }
    const totalMs = Math.round(performance.now() - started);
    // Back to the data set as it was: the next run imports the same day again.
    await undoImportedDay(url, feed);
    return { day: feed.day, total_ms: totalMs, target_ms: 30_000, kinds };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * In the page: the time (ms since navigation start) of the first frame in which all seven cards
 * show their figures: each chart card's legend lists its series and its chart has marks drawn
 * (bars, lines, arcs: SVG shapes other than axes), and the investments table has data rows.
 */
function allCardsDrawn(titles) {
  const { document } = globalThis; // runs in the page
  const regions = [...document.querySelectorAll('section[aria-labelledby]')];
  const region = (title) =>
    regions.find((r) => document.getElementById(r.getAttribute('aria-labelledby'))?.textContent?.trim() === title);
  for (const title of titles) {
    const card = region(title);
    if (!card) return false;
    if (title === 'Investments') {
      const table = card.querySelector('table[aria-label="Investments"]');
      if (!table || table.querySelectorAll('tbody tr').length === 0) return false;
      continue;
    }
    const legend = card.querySelector(`[aria-label="${title} legend"]`);
    if (!legend || legend.querySelectorAll('li').length === 0) return false;
    const svg = card.querySelector('svg');
    // Marks are the chart's filled shapes; axes are lines and text, clip paths sit in <defs>.
    const marks = svg
      ? [...svg.querySelectorAll('path, rect')].filter(
          (el) => !el.closest('defs, clipPath') && el.getAttribute('fill') !== 'none' && !el.closest('[class*="Axis"]'),
        )
      : [];
    if (marks.length === 0) return false;
  }
  return performance.now();
}

/** Step 4: the dashboard page, warm, in Chromium: median of `runs` navigations after a first one. */
async function measurePage(base, { investor, runs = 7 }) {
  const launch = JSON.parse(fs.readFileSync(path.join(root, 'e2e/chromium-launch.json'), 'utf8'));
  const browser = await chromium.launch(launch);
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    // Signing in through the form, as the investor would.
    await page.goto(`${base}/auth/login/`);
    await page.getByLabel('Email').first().fill(investorEmail(investor));
    await page.getByLabel('Password').first().fill(BENCH_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/dashboard/**', { timeout: 60_000 });
    // The first load fills the HTTP cache; every measured run is a navigation after it.
    await page.waitForFunction(allCardsDrawn, CARD_TITLES, { polling: 'raf', timeout: 60_000 });
    const times = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`${base}/dashboard/`, { waitUntil: 'commit' });
      const drawn = await page.waitForFunction(allCardsDrawn, CARD_TITLES, { polling: 'raf', timeout: 60_000 });
      times.push(round1(await drawn.jsonValue()));
    }
    // Where the last run's time went: every request after navigation start, and the milestones.
    const requests = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({
        path: new URL(e.name).pathname,
        start_ms: Math.round(e.startTime),
        end_ms: Math.round(e.responseEnd),
        kb: Math.round(e.transferSize / 1024),
      })),
    );
    const api = requests.filter((r) => r.path.startsWith('/api/'));
    const cards = api.filter((r) => r.path.startsWith('/api/ipm/dashboard/') && !r.path.includes('filter-setup'));
    const milestones = {
      first_api_call_ms: Math.min(...api.map((r) => r.start_ms)),
      filter_setup_answered_ms: api.find((r) => r.path.includes('filter-setup'))?.end_ms ?? null,
      first_card_call_ms: Math.min(...cards.map((r) => r.start_ms)),
      last_card_answered_ms: Math.max(...cards.map((r) => r.end_ms)),
      all_cards_drawn_ms: times.at(-1),
    };
    return {
      investor: investorEmail(investor),
      runs_ms: times,
      median_ms: median(times),
      target_ms: 1500,
      last_run: { milestones, requests },
    };
  } finally {
    await browser.close();
  }
}

/** PostgreSQL's log file (auto_explain writes the plans there). */
async function serverLogFile(url) {
  if (process.env.BENCH_PG_LOG) return process.env.BENCH_PG_LOG;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const current = (await client.query(`select pg_current_logfile() as f`)).rows[0].f;
    if (current) {
      const dataDir = (await client.query(`show data_directory`)).rows[0].data_directory;
      return path.resolve(dataDir, current);
    }
    const version = (await client.query(`show server_version_num`)).rows[0].server_version_num.slice(0, 2);
    return `/var/log/postgresql/postgresql-${version}-main.log`;
  } finally {
    await client.end();
  }
}

/**
 * Step 5: the plans of one endpoint's statements as the server runs them: a second server whose
 * database sessions load auto_explain (ANALYZE, BUFFERS), one request, the plans from the log.
 */
async function explainEndpoint(url, route, session) {
  const logFile = await serverLogFile(url);
  try {
    fs.accessSync(logFile, fs.constants.R_OK);
  } catch {
    return { route, skipped: `cannot read PostgreSQL's log ${logFile} (set BENCH_PG_LOG)` };
  }
  const explained = new URL(url);
  explained.searchParams.set(
    'options',
    [
      'session_preload_libraries=auto_explain',
      'auto_explain.log_min_duration=0',
      'auto_explain.log_analyze=on',
      'auto_explain.log_buffers=on',
      'auto_explain.log_timing=on',
      'auto_explain.log_verbose=off',
      'application_name=portal-bench-explain',
    ]
      .map((o) => `-c ${o}`)
      .join(' '),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const port = 3218;
  const server = startServer({
    port,
    dataDir,
    // Nothing kept: every request runs its statements, whose plans are wanted.
    env: { DATABASE_URL: explained.toString(), PORTAL_DEMO: '0', OPERATOR_KEY, DASHBOARD_CACHE_MB: '0' },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/api/health/`, { timeoutMs: 60_000 });
    // Twice to warm PostgreSQL's buffers (the session is then reused for 5 s), then the request whose plans are read.
    const headers = { authorization: `Token ${session.key}` };
    await json(base + route, { headers });
    await json(base + route, { headers });
    const offset = fs.statSync(logFile).size;
    const started = performance.now();
    await json(base + route, { headers });
    const ms = round1(performance.now() - started);
    await new Promise((r) => setTimeout(r, 500));
    const text = fs.readFileSync(logFile).subarray(offset).toString();
    const plans = text
      .split(/\n(?=\d{4}-\d\d-\d\d \d\d:\d\d:\d\d)/)
      .filter((entry) => entry.includes('plan:'))
      .map((entry) => entry.replace(/^.*?LOG: {2}/, '').trim());
    return { route, request_ms: ms, plans };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchDashboard({ port = 3208 } = {}) {
  const serverUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/';
  const dbName = process.env.BENCH_DASHBOARD_DB ?? 'portal_bench_dashboard';
  const shape = { ...DEFAULT_SHAPE };
  if (process.env.BENCH_DASHBOARD_INVESTORS) shape.investors = Number(process.env.BENCH_DASHBOARD_INVESTORS);
  const fresh = process.env.BENCH_DASHBOARD_FRESH === '1' || process.argv.includes('--fresh');
  const steps = new Set((process.env.BENCH_DASHBOARD_STEPS ?? 'endpoints,import,browser,explain').split(','));

  // Timings depend on what else the machine runs: its load average is recorded with them.
  const result = { database: dbName, load_average_at_start: os.loadavg().map((x) => +x.toFixed(2)) };
  const dataset = await prepareDataset({ serverUrl, dbName, shape, fresh });
  result.dataset = {
    reused: dataset.reused,
    generated: dataset.record,
    ...dataset.figures,
  };

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // Outside demo mode, as in production: no demo seed at start, no /api/dev/ routes.
  const server = startServer({ port, dataDir, env: { DATABASE_URL: dataset.url, PORTAL_DEMO: '0', OPERATOR_KEY } });
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitFor200(`${base}/api/health/`, { timeoutMs: 120_000 });
    const random = seeded(7);
    // 100 investors for the endpoints, 50 others who open their dashboards for the first time.
    const sample = new Set();
    while (sample.size < Math.min(150, shape.investors)) sample.add(1 + Math.floor(random() * shape.investors));
    const signInStarted = performance.now();
    const sessions = await signIn(base, [...sample]);
    log(
      `${sessions.length} investors signed in through the API in ${Math.round(performance.now() - signInStarted)} ms`,
    );

    if (steps.has('endpoints')) {
      result.endpoints = await measureEndpoints(base, sessions.slice(0, 100), {
        duration: Number(process.env.BENCH_DASHBOARD_DURATION ?? 10),
      });
      result.endpoints_target_p95_ms = 50;
      if (!process.env.BENCH_DASHBOARD_CASES)
        result.dashboard_bursts = await dashboardBursts(base, sessions.slice(100));
    }
    if (steps.has('import')) {
      try {
        result.import = await measureImport(base, dataset.url, dbName);
      } catch (error) {
        result.import = { error: String(error.message ?? error) };
        log(`import failed: ${result.import.error}`);
      }
    }
    if (steps.has('browser')) {
      result.page = await measurePage(base, { investor: sessions[0].n });
      log(
        `page: ${JSON.stringify(result.page.runs_ms)} ms, median ${result.page.median_ms} ms; last run ${JSON.stringify(result.page.last_run.milestones)}`,
      );
    }
    if (steps.has('explain')) {
      const measured = Object.entries(result.endpoints ?? {});
      const slowest = process.env.BENCH_DASHBOARD_EXPLAIN
        ? CASES.find(([name]) => name === process.env.BENCH_DASHBOARD_EXPLAIN).map((x, i) => (i ? { route: x } : x))
        : measured.length
          ? measured.sort(([, a], [, b]) => b.sequential.first.p50_ms - a.sequential.first.p50_ms)[0]
          : ['investments', { route: '/api/ipm/dashboard/investments/' }];
      result.slowest_endpoint = slowest[0];
      result.explain = await explainEndpoint(dataset.url, slowest[1].route, sessions[0]);
    }
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const size = await datasetFigures(dataset.url);
  result.database_size_gb = size.database_size_gb;
  result.load_average_at_end = os.loadavg().map((x) => +x.toFixed(2));
  return result;
}
