// The dashboard benchmark's data set on PostgreSQL, and the next business day's feed files.
//
// Everything is generated inside PostgreSQL (generate_series, INSERT ... SELECT), never row by
// row from Node. Figures come from closed-form functions of (option or security, day) with a
// shared market walk, so no statement needs a running sum over millions of rows:
//   - a day's close of a security = p0 · exp(beta · market + slow swing + daily noise);
//   - an option's total asset value = v0 · exp(beta · market + slow swing + drift + noise);
//   - cash flows at each month end from those values (fee, dividends with franking, premiums of
//     call writers, gains, occasional movements in and out);
//   - 300 positions per option, each re-traded about once a year (units change, a new row from
//     that day), some with calls written over them (strike price), so every option holds
//     exactly 300 positions on every day.
// The noise is hashed from its inputs (hashint8extended), so a run gives the same data again.
import pg from 'pg';
import { securityUniverse } from './dashboard-universe.mjs';
import { databaseUrl, seeded, withClient } from './measure.mjs';

/** Bump when the generated data changes shape: a data set of another version is rebuilt. */
export const DATASET_VERSION = 1;

export const DEFAULT_SHAPE = {
  investors: 1000,
  accountsPerInvestor: 3,
  optionsPerAccount: 4,
  years: 10,
  positionsPerOption: 300,
  securities: 500,
};

const STRATEGIES = [
  ['AEG', 'Australian Equities Growth', '#1F6FB2'],
  ['INC', 'Income Focus', '#E07B39'],
  ['INTL', 'International Shares', '#2E9E6A'],
  ['BAL', 'Balanced', '#8E5BB5'],
  ['FIX', 'Fixed Interest', '#C0392B'],
  ['PRP', 'Property Securities', '#B7950B'],
  ['ESG', 'Sustainable Leaders', '#16A085'],
  ['SML', 'Small Companies', '#5D6D7E'],
];
const FIRST_NAMES = [
  'Olivia',
  'Jack',
  'Charlotte',
  'William',
  'Amelia',
  'Noah',
  'Isla',
  'Oliver',
  'Mia',
  'Thomas',
  'Ava',
  'James',
  'Grace',
  'Lucas',
  'Chloe',
  'Henry',
  'Sophie',
  'Leo',
  'Ruby',
  'Harrison',
  'Zoe',
  'Lachlan',
  'Matilda',
  'Angus',
  'Evie',
  'Archie',
  'Harper',
  'Hamish',
  'Ella',
  'Riley',
  'Lily',
  'Cooper',
  'Georgia',
  'Mason',
  'Sienna',
  'Hugo',
  'Ivy',
  'Charlie',
  'Willow',
  'Xavier',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Williams',
  'Brown',
  'Wilson',
  'Taylor',
  'Nguyen',
  'Johnson',
  'Martin',
  'White',
  'Anderson',
  'Walker',
  'Thompson',
  'Thomas',
  'Lee',
  'Ryan',
  'Robinson',
  'Kelly',
  'King',
  'Harris',
  'Davis',
  'Wright',
  'Clarke',
  'Mitchell',
  'Campbell',
  'Young',
  'Murphy',
  'Hughes',
  'Edwards',
  'Hall',
  'Green',
  'Baker',
  'Turner',
  'Scott',
  'Stewart',
  'Morris',
  'Cook',
  'Ward',
  'Murray',
  'Hill',
  'Tran',
  'Chen',
  'Patel',
  'Singh',
  'Kennedy',
  "O'Brien",
  'Fraser',
  'Douglas',
  'Russell',
  'Ross',
];

export const BENCH_EMAIL_DOMAIN = 'bench.example';
export const investorEmail = (n) => `investor${String(n).padStart(4, '0')}@${BENCH_EMAIL_DOMAIN}`;

/** Creates the database if missing (or drops and recreates it when `fresh`). */
export async function ensureDatabase(serverUrl, name, { fresh = false } = {}) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
  return withClient(databaseUrl(serverUrl, 'postgres'), async (admin) => {
    if (fresh) await admin.query(`drop database if exists ${name} with (force)`);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database ${name}`);
    return { created: !rowCount };
  });
}

/** The data set's record if a complete one of this version and shape is there, else null. */
export async function completeDataset(url, shape) {
  return withClient(url, async (client) => {
    const { rows } = await client.query(`select to_regclass('bench.dataset') is not null as present`);
    if (!rows[0].present) return null;
    const found = (await client.query(`select value from bench.dataset where key = 'complete'`)).rows[0]?.value;
    if (!found || found.version !== DATASET_VERSION) return null;
    const same = Object.entries(shape).every(([k, v]) => found.shape?.[k] === v);
    return same ? found : null;
  });
}

/** The calendar date in Sydney, 'YYYY-MM-DD': the provider's day. */
export function sydneyToday(now = new Date()) {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Australia/Sydney',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const iso = (date) => date.toISOString().slice(0, 10);
const isWeekday = (date) => date.getUTCDay() !== 0 && date.getUTCDay() !== 6;
const addUtcDays = (date, days) => new Date(date.getTime() + days * 86_400_000);

/** The first weekday after `day` ('YYYY-MM-DD'). */
export function nextBusinessDay(day) {
  let date = addUtcDays(new Date(`${day}T00:00:00Z`), 1);
  while (!isWeekday(date)) date = addUtcDays(date, 1);
  return iso(date);
}

/** Business days (Monday to Friday) of `years` years up to the last one before `today`. */
function businessDays(today, years) {
  let end = addUtcDays(new Date(`${today}T00:00:00Z`), -1);
  while (!isWeekday(end)) end = addUtcDays(end, -1);
  const start = new Date(end);
  start.setUTCFullYear(start.getUTCFullYear() - years);
  const days = [];
  for (let d = addUtcDays(start, 1); d <= end; d = addUtcDays(d, 1)) if (isWeekday(d)) days.push(iso(d));
  return days;
}

/** The market's log level on day index `i`: a walk of ~7 % a year with ~15 % volatility. */
export function marketStep(i) {
  const random = seeded(0x5eed + i * 7919);
  const z = Math.sqrt(-2 * Math.log(random() + 1e-12)) * Math.cos(2 * Math.PI * random());
  return 0.00027 + 0.0095 * z;
}

// Deterministic noise and the closed-form figures, as SQL functions (inlined by the planner).
const FUNCTIONS = `
create or replace function bench.u(a bigint, b bigint, salt bigint) returns float8
  language sql immutable parallel safe
  as $$ select (hashint8extended(a * 1000003 + b, salt) & 2147483647)::float8 / 2147483648.0 $$;
create or replace function bench.n(a bigint, b bigint, salt bigint) returns float8
  language sql immutable parallel safe
  as $$ select sqrt(-2 * ln(bench.u(a, b, salt) + 1e-12)) * cos(2 * pi() * bench.u(a, b, salt + 7919)) $$;
-- A security's close on day i; cash is always 1.
create or replace function bench.close(idx int, p0 float8, beta float8, ph float8, i int, mkt float8) returns numeric
  language sql immutable parallel safe
  as $$ select case when idx = 0 then 1::numeric else round(greatest(0.001,
           p0 * exp(beta * mkt + 0.08 * sin(i / 89.0 + ph) + 0.006 * bench.n(idx, i, 2)))::numeric,
           case when p0 * exp(beta * mkt) < 2 then 3 else 2 end) end $$;
-- An option's total asset value on day i, in cents.
create or replace function bench.tav(o int, v0 float8, beta float8, ph float8, g float8, i int, mkt float8) returns bigint
  language sql immutable parallel safe
  as $$ select round(100 * v0 * exp(beta * mkt + 0.04 * sin(i / 63.0 + ph) + g * i / 2610.0
           + 0.003 * bench.n(o, i, 1)))::bigint $$;
-- Its margin loan on day i, in cents: drawn or repaid every half year; none for most options.
create or replace function bench.loan(o int, v0 float8, loan float8, i int) returns bigint
  language sql immutable parallel safe
  as $$ select case when loan = 0 then 0 else round(100 * v0 * loan * (0.9 + 0.2 * bench.u(o, i / 130, 10)))::bigint end $$;
`;

/**
 * Generates the whole data set into a migrated database (the portal's schema, the demo data
 * seeded: its company application and demo investor are reused). `log` gets progress lines.
 */
export async function generateDataset(url, shape = DEFAULT_SHAPE, { passwordHash, log = () => {}, workers = 2 } = {}) {
  const started = performance.now();
  const phases = {};
  const rowsWritten = {};
  // Bulk-load settings for these sessions only: no wait for WAL flush, big sorts in memory, and
  // no per-row foreign-key triggers (the data is consistent by construction).
  const pool = new pg.Pool({
    connectionString: url,
    max: workers,
    options:
      '-c synchronous_commit=off -c work_mem=256MB -c maintenance_work_mem=1GB -c session_replication_role=replica',
  });
  const q = (text, values) => pool.query(text, values);
  const timed = async (name, run) => {
    const t = performance.now();
    const result = await run();
    phases[name] = Math.round(performance.now() - t);
    log(`${name}: ${(phases[name] / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    const today = sydneyToday();
    const days = businessDays(today, shape.years);
    const market = [0];
    for (let i = 1; i < days.length; i++) market.push(market[i - 1] + marketStep(i));
    const N = days.length;

    await timed('setup', async () => {
      await q(`drop schema if exists bench cascade; create schema bench`);
      await q(FUNCTIONS);
      await q(`create table bench.dataset (key text primary key, value jsonb not null)`);
      await q(`create table bench.days (i int primary key, d date not null unique, mkt float8 not null)`);
      await q(`insert into bench.days select * from unnest($1::int[], $2::date[], $3::float8[])`, [
        days.map((_, i) => i),
        days,
        market,
      ]);
      // Month ends (the day cash flows are booked) and the month end before each.
      const months = [];
      for (let i = 0; i < N; i++) {
        if (i === N - 1 || days[i + 1].slice(0, 7) !== days[i].slice(0, 7)) {
          months.push({ m: months.length, end: i, prev: months.at(-1)?.end ?? 0 });
        }
      }
      await q(`create table bench.months (m int primary key, end_i int not null, prev_i int not null)`);
      await q(`insert into bench.months select * from unnest($1::int[], $2::int[], $3::int[])`, [
        months.map((m) => m.m),
        months.map((m) => m.end),
        months.map((m) => m.prev),
      ]);
      const universe = securityUniverse(shape.securities);
      const betaOf = {
        'Australian Equities': 1,
        'International Equities': 0.8,
        Property: 0.9,
        'Fixed Income': 0.1,
        Cash: 0,
      };
      const endMarket = market[N - 1];
      await q(
        `create table bench.securities (idx int primary key, code text not null unique, name text not null,
           asset_class text not null, p0 float8 not null, beta float8 not null, ph float8 not null)`,
      );
      const betas = universe.map((s, i) => (i === 0 ? 0 : betaOf[s.assetClass] * (0.7 + ((i * 37) % 60) / 100)));
      await q(
        `insert into bench.securities
         select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[], $7::float8[])`,
        [
          universe.map((_, i) => i),
          universe.map((s) => s.code),
          universe.map((s) => s.name),
          universe.map((s) => s.assetClass),
          // Scaled so that the latest close is near the listed price.
          universe.map((s, i) => (i === 0 ? 1 : s.price / Math.exp(betas[i] * endMarket))),
          betas,
          universe.map((_, i) => (i * 2.399) % (2 * Math.PI)),
        ],
      );
      // Positions hold their class's id (migration 0044); the demo feed may have numbered some.
      await q(
        `insert into asset_classes (name) select distinct asset_class from bench.securities order by 1
         on conflict (name) do nothing`,
      );
    });

    const app = await timed('investors', async () => {
      const demo = (await q(`select id, application_id from users where email = 'investor@example.com'`)).rows[0];
      if (!demo) throw new Error('The demo investor is missing: start the server once with PORTAL_DEMO=1 first.');
      await q(
        `insert into users (email, phone_number, password_hash, first_name, last_name, application_id,
           email_verified_at, phone_verified_at, login_two_factor_auth_enabled)
         select format('investor%s@${BENCH_EMAIL_DOMAIN}', lpad(n::text, 4, '0')),
                '04' || lpad((20000000 + n)::text, 8, '0'), $1,
                ($2::text[])[1 + n % array_length($2::text[], 1)],
                ($3::text[])[1 + (n / 7) % array_length($3::text[], 1)],
                $4, now(), now(), false
         from generate_series(1, $5::int) n`,
        [passwordHash, FIRST_NAMES, LAST_NAMES, demo.application_id, shape.investors],
      );
      // Registered long ago: the same verified identity details as the demo investor (their own
      // names), so signing in leads to the portal rather than to the Individual info flow.
      for (const table of ['personal_details', 'contact_details', 'additional_details']) {
        const columns = (
          await q(
            `select column_name from information_schema.columns
             where table_schema = 'public' and table_name = $1 and column_name not in ('id', 'user_id')
             order by ordinal_position`,
            [table],
          )
        ).rows.map((r) => r.column_name);
        const pick = columns.map((c) => (c === 'first_name' || c === 'last_name' ? `u.${c}` : `t.${c}`));
        await q(
          `insert into ${table} (user_id, ${columns.join(', ')})
           select u.id, ${pick.join(', ')} from ${table} t cross join users u
           where t.user_id = $1 and u.email like '%@${BENCH_EMAIL_DOMAIN}'`,
          [demo.id],
        );
      }
      await q(
        `insert into accounts (external_code, name, account_type, application_id)
         select format('BENCH-%s-%s', lpad(split_part(split_part(u.email, '@', 1), 'investor', 2), 4, '0'), a),
                case a when 1 then u.first_name || ' ' || u.last_name
                       when 2 then case when u.id % 2 = 0 then u.last_name || ' Family Super Fund'
                                        else u.first_name || ' & ' || 'Alex ' || u.last_name end
                       else case when u.id % 2 = 0 then u.last_name || ' Investments Pty Ltd'
                                 else u.last_name || ' Family Trust' end end,
                case a when 1 then 'individual' when 2 then case when u.id % 2 = 0 then 'smsf' else 'joint' end
                       else case when u.id % 2 = 0 then 'company' else 'trust' end end,
                u.application_id
         from users u cross join generate_series(1, $1::int) a
         where u.email like '%@${BENCH_EMAIL_DOMAIN}' order by u.id, a`,
        [shape.accountsPerInvestor],
      );
      await q(
        `insert into account_members (account_id, user_id, role)
         select a.id, u.id, 'primary' from accounts a
         join users u on u.email = format('investor%s@${BENCH_EMAIL_DOMAIN}', split_part(a.external_code, '-', 2))
         where a.external_code like 'BENCH-%'`,
      );
      // Four strategies per account, a different mix from one account to the next.
      await q(
        `insert into investment_options (account_id, external_code, label, color, position)
         select a.id, ($1::text[])[1 + (a.id + j) % 8], ($2::text[])[1 + (a.id + j) % 8], ($3::text[])[1 + (a.id + j) % 8], j
         from accounts a cross join generate_series(0, $4::int - 1) j
         where a.external_code like 'BENCH-%' order by a.id, j`,
        [
          STRATEGIES.map((s) => s[0]),
          STRATEGIES.map((s) => s[1]),
          STRATEGIES.map((s) => s[2]),
          shape.optionsPerAccount,
        ],
      );
      // Each option's figures: starting value ($80k to $2.4M), market beta, swing phase, own
      // drift, a margin loan on ~12 % of them, call writing on ~30 %, and which 300 of the
      // securities it holds (a stride coprime with the universe's size, so all distinct).
      await q(
        `create table bench.options as
         select o.id, a.external_code as account_code, o.external_code as option_code,
                exp(ln(80000) + bench.u(o.id, 0, 1) * ln(30)) as v0,
                0.6 + 0.6 * bench.u(o.id, 0, 2) as beta,
                6.283 * bench.u(o.id, 0, 3) as ph,
                (bench.u(o.id, 0, 4) - 0.5) * 0.4 as g,
                case when bench.u(o.id, 0, 5) < 0.12 then 0.2 + 0.2 * bench.u(o.id, 0, 6) else 0 end as loan,
                bench.u(o.id, 0, 7) < 0.3 as writer,
                floor(bench.u(o.id, 0, 8) * $1)::int as off,
                (array[1, 3, 7, 9, 11, 13, 17, 19, 21, 23, 27, 29, 31, 33, 37, 39])[1 + floor(bench.u(o.id, 0, 9) * 16)::int] as step
         from investment_options o join accounts a on a.id = o.account_id
         where a.external_code like 'BENCH-%'`,
        [shape.securities],
      );
      await q(`alter table bench.options add primary key (id)`);
      return demo.application_id;
    });
    void app;

    const { lo, hi } = (await q(`select min(id) as lo, max(id) as hi from bench.options`)).rows[0];
    const chunks = (size) => {
      const list = [];
      for (let from = lo; from <= hi; from += size) list.push([from, Math.min(hi, from + size - 1)]);
      return list;
    };
    const count = (table, n) => (rowsWritten[table] = (rowsWritten[table] ?? 0) + n);

    const jobs = [];
    jobs.push(async () => {
      const r = await q(
        `insert into security_prices (code, date, price)
         select s.code, d.d, bench.close(s.idx, s.p0, s.beta, s.ph, d.i, d.mkt)
         from bench.securities s cross join bench.days d where d.i < $1
         on conflict (code, date) do update set price = excluded.price`,
        [N],
      );
      count('security_prices', r.rowCount);
    });
    for (const [from, to] of chunks(500)) {
      jobs.push(async () => {
        const r = await q(
          `insert into daily_valuations (investment_option_id, date, total_asset_cents, margin_loan_cents)
           select o.id, d.d, bench.tav(o.id, o.v0, o.beta, o.ph, o.g, d.i, d.mkt), bench.loan(o.id, o.v0, o.loan, d.i)
           from bench.options o cross join bench.days d
           where o.id between $1 and $2 and d.i < $3 order by o.id, d.i`,
          [from, to, N],
        );
        count('daily_valuations', r.rowCount);
      });
      jobs.push(async () => {
        const r = await q(
          `insert into cash_flows (investment_option_id, date, kind, amount_cents, external_id)
           select o.id, md.d, k.kind, (round(k.amount::numeric, k.places) * 100)::bigint, md.d::text || '/' || k.kind
           from bench.options o cross join bench.months m
           join bench.days md on md.i = m.end_i join bench.days mp on mp.i = m.prev_i
           cross join lateral (
             select bench.tav(o.id, o.v0, o.beta, o.ph, o.g, m.end_i, md.mkt) / 100.0::float8 as v,
                    bench.tav(o.id, o.v0, o.beta, o.ph, o.g, m.prev_i, mp.mkt) / 100.0::float8 as vp,
                    bench.u(o.id, m.m, 21) < 0.6 as pays,
                    0.002 + 0.003 * bench.u(o.id, m.m, 22) as yield
           ) t
           cross join lateral (values
             ('fee', t.v * 0.0009, 2),
             ('dividend', case when t.pays then t.v * t.yield end, 2),
             ('franking_credit', case when t.pays and bench.u(o.id, m.m, 23) < 0.8 then t.v * t.yield * 0.3 end, 2),
             ('premium', case when o.writer and bench.u(o.id, m.m, 24) < 0.7
                              then t.v * 0.002 * (0.5 + bench.u(o.id, m.m, 25)) end, 2),
             ('other_income', case when bench.u(o.id, m.m, 26) < 0.1 then 0.01 + t.v * 0.0003 * bench.u(o.id, m.m, 27) end, 2),
             ('withholding_tax', case when bench.u(o.id, m.m, 28) < 0.1 then 0.01 + t.v * 0.0002 * bench.u(o.id, m.m, 29) end, 2),
             ('realised_gain', case when bench.u(o.id, m.m, 30) < 0.4 then t.v * 0.01 * bench.n(o.id, m.m, 31) end, 2),
             ('unrealised_gain', t.v - t.vp, 2),
             ('options_bought', case when bench.u(o.id, m.m, 32) < 0.05
                                     then t.v * 0.001 * (0.5 + bench.u(o.id, m.m, 33)) end, 2),
             ('movement_in', case when bench.u(o.id, m.m, 34) < 0.05 then t.v * 0.05 * (0.2 + bench.u(o.id, m.m, 35)) end, -2),
             ('movement_out', case when bench.u(o.id, m.m, 36) < 0.04 then t.v * 0.03 * (0.2 + bench.u(o.id, m.m, 37)) end, -2)
           ) k(kind, amount, places)
           where o.id between $1 and $2 and k.amount is not null
           order by o.id, md.d`,
          [from, to],
        );
        count('cash_flows', r.rowCount);
      });
    }
    // Positions: segment j of a holding runs from boundary j-1 (day 0 for the first) to boundary
    // j, boundaries every 0.8–1.2 years from a random phase; the last one is still open.
    const maxSegments = Math.ceil(N / (261 * 0.8)) + 2;
    for (const [from, to] of chunks(250)) {
      jobs.push(async () => {
        const r = await q(
          `insert into holding_positions
             (investment_option_id, code, name, asset_class_id, units, target_units, strike_price, valid_from, valid_to)
           select o.id, s.code, s.name, ac.id, q.units,
                  case when bench.u(o.id, k * 16 + j, 15) < 0.85
                       then round(q.units * (0.9 + 0.2 * bench.u(o.id, k * 16 + j, 16))::numeric, case when s.idx = 0 then 2 else 0 end) end,
                  case when s.asset_class = 'Australian Equities' and bench.u(o.id, k * 16 + j, 14) < 0.06
                       then round(q.close * 1.06, 2) end,
                  df.d, dt.d
           from bench.options o
           cross join generate_series(0, $3::int - 1) k
           join bench.securities s on s.idx = (o.off + k * o.step) % $4::int
           join asset_classes ac on ac.name = s.asset_class
           cross join lateral (select bench.u(o.id, k, 11) as phi, 261 * (0.8 + 0.4 * bench.u(o.id, k, 12)) as len) p
           cross join generate_series(0, $5::int) j
           cross join lateral (
             select case when j = 0 then 0 else floor((j - 1 + p.phi) * p.len)::int end as fi,
                    floor((j + p.phi) * p.len)::int as ti
           ) b
           join bench.days df on df.i = b.fi
           left join bench.days dt on dt.i = b.ti and b.ti < $6::int
           cross join lateral (select bench.close(s.idx, s.p0, s.beta, s.ph, df.i, df.mkt) as close) c
           cross join lateral (
             select case when s.idx = 0
                         then round((o.v0 / $3::int * (0.5 + bench.u(o.id, k * 16 + j, 13)))::numeric, 2)
                         else greatest(1, round(o.v0 / $3::int / c.close::float8 * (0.7 + 0.6 * bench.u(o.id, k * 16 + j, 13)))::numeric)
                    end as units, c.close
           ) q
           where o.id between $1 and $2 and b.fi < $6::int and b.ti > b.fi
           order by o.id, s.code, df.d`,
          [from, to, shape.positionsPerOption, shape.securities, maxSegments, N],
        );
        count('holding_positions', r.rowCount);
      });
    }

    await timed('bulk_rows', async () => {
      let next = 0;
      let done = 0;
      const worker = async () => {
        while (next < jobs.length) {
          const job = jobs[next++];
          await job();
          done++;
          if (done % 10 === 0) log(`  ${done}/${jobs.length} chunks, ${JSON.stringify(rowsWritten)}`);
        }
      };
      await Promise.all(Array.from({ length: workers }, worker));
    });
    await timed('holdings_as_of', async () => {
      await q(`update investment_options set holdings_as_of = $1 where id in (select id from bench.options)`, [
        days[N - 1],
      ]);
    });
    // What autovacuum would do in time: statistics for the planner, the visibility map for
    // index-only scans. One table per worker.
    await timed('vacuum_analyze', async () => {
      const tables = [
        'holding_positions',
        'daily_valuations',
        'cash_flows',
        'security_prices',
        'investment_options',
        'accounts',
        'account_members',
        'users',
      ];
      let next = 0;
      await Promise.all(
        Array.from({ length: workers }, async () => {
          while (next < tables.length) await q(`vacuum (analyze) ${tables[next++]}`);
        }),
      );
    });

    const generationMs = Math.round(performance.now() - started);
    const record = {
      version: DATASET_VERSION,
      shape,
      first_day: days[0],
      last_day: days[N - 1],
      business_days: N,
      generated_on: today,
      generation_ms: generationMs,
      phases_ms: phases,
      rows_written: rowsWritten,
    };
    await q(`insert into bench.dataset (key, value) values ('complete', $1)`, [JSON.stringify(record)]);
    return record;
  } finally {
    await pool.end();
  }
}

/** Row counts (exact) and sizes of the tables the dashboard reads, and the database size. */
export async function datasetFigures(url) {
  return withClient(url, async (client) => {
    const tables = [
      'users',
      'accounts',
      'account_members',
      'investment_options',
      'daily_valuations',
      'cash_flows',
      'holding_positions',
      'security_prices',
    ];
    const figures = { tables: {} };
    for (const table of tables) {
      const { rows } = await client.query(
        `select (select count(*) from ${table})::bigint as rows, pg_total_relation_size('${table}') as bytes`,
      );
      figures.tables[table] = { rows: Number(rows[0].rows), size_mb: Math.round(Number(rows[0].bytes) / 1048576) };
    }
    const bench = await client.query(
      `select (select count(*) from users where email like '%@${BENCH_EMAIL_DOMAIN}')::int as investors,
              (select count(*) from holding_positions where valid_to is null)::int as open_positions`,
    );
    figures.investors = bench.rows[0].investors;
    figures.open_positions = bench.rows[0].open_positions;
    const size = await client.query(`select pg_database_size(current_database()) as bytes`);
    figures.database_size_gb = +(Number(size.rows[0].bytes) / 1024 ** 3).toFixed(2);
    return figures;
  });
}

/** `name` as a CSV field (quoted when it holds a comma, quote or line break). */
const csvField = (column) =>
  `case when ${column} ~ '[",\\r\\n]' then '"' || replace(${column}, '"', '""') || '"' else ${column} end`;

/**
 * Writes the next business day's feed for every benchmark option: valuations, that day's cash
 * flows and holdings (every open position, about 1 in 261 re-traded that day, prices of the
 * day), in the formats of modules/portfolio-data/README.md. Answers the day and the files.
 */
export async function writeDayFeed(url, dir, { holdingsColumns }) {
  const fs = await import('node:fs');
  const path = await import('node:path');
  return withClient(url, async (client) => {
    const last = (await client.query(`select i, d::text as d, mkt from bench.days order by i desc limit 1`)).rows[0];
    const asOf = (
      await client.query(
        `select max(holdings_as_of)::text as d from investment_options where id in (select id from bench.options)`,
      )
    ).rows[0].d;
    let day = nextBusinessDay(last.d);
    while (asOf && day <= asOf) day = nextBusinessDay(day);
    const i = last.i + 1;
    const mkt = last.mkt + marketStep(i);
    const { lo, hi } = (await client.query(`select min(id) as lo, max(id) as hi from bench.options`)).rows[0];
    const files = {};
    const rows = {};

    files.valuations = path.join(dir, `valuations-${day}.csv`);
    const valuations = await client.query(
      `select string_agg(concat_ws(',', account_code, option_code, $1::text,
                (bench.tav(id, v0, beta, ph, g, $2, $3) / 100.0)::numeric(20, 2)::text,
                (bench.loan(id, v0, loan, $2) / 100.0)::numeric(20, 2)::text), E'\\n' order by id) as body,
              count(*)::int as n
       from bench.options`,
      [day, i, mkt],
    );
    fs.writeFileSync(
      files.valuations,
      `account_code,option_code,date,total_asset_value,margin_loan\n${valuations.rows[0].body}\n`,
    );
    rows.valuations = valuations.rows[0].n;

    // A few events on an ordinary day: dividends paid, contributions and withdrawals.
    files['cash-flows'] = path.join(dir, `cash-flows-${day}.csv`);
    const flows = await client.query(
      `select string_agg(concat_ws(',', o.account_code, o.option_code, $1::text, k.kind,
                round(k.amount::numeric, 2)::text, $1::text || '/' || k.kind), E'\\n' order by o.id, k.kind) as body,
              count(*)::int as n
       from bench.options o
       cross join lateral (select bench.tav(o.id, o.v0, o.beta, o.ph, o.g, $2, $3) / 100.0::float8 as v) t
       cross join lateral (values
         ('dividend', case when bench.u(o.id, $2, 50) < 0.08 then t.v * 0.004 end),
         ('franking_credit', case when bench.u(o.id, $2, 50) < 0.06 then t.v * 0.0012 end),
         ('movement_in', case when bench.u(o.id, $2, 51) < 0.01 then round((t.v * 0.05)::numeric, -2)::float8 end),
         ('movement_out', case when bench.u(o.id, $2, 52) < 0.01 then round((t.v * 0.03)::numeric, -2)::float8 end)
       ) k(kind, amount)
       where k.amount is not null`,
      [day, i, mkt],
    );
    fs.writeFileSync(
      files['cash-flows'],
      `account_code,option_code,date,kind,amount,external_id\n${flows.rows[0].body ?? ''}\n`,
    );
    rows['cash-flows'] = flows.rows[0].n;

    // Holdings: read out in slices of options, each slice one string from PostgreSQL.
    files.holdings = path.join(dir, `holdings-${day}.csv`);
    const out = fs.createWriteStream(files.holdings);
    const write = (text) => new Promise((resolve) => (out.write(text) ? resolve() : out.once('drain', resolve)));
    await write(holdingsColumns.join(',') + '\n');
    rows.holdings = 0;
    const cells = {
      account_code: 'o.account_code',
      option_code: 'o.option_code',
      date: '$3::text',
      code: 'p.code',
      name: csvField('p.name'),
      asset_class: csvField('s.asset_class'),
      units: 'trim_scale(r.units)::text',
      price: 'trim_scale(bench.close(s.idx, s.p0, s.beta, s.ph, $4, $5))::text',
      target_units: `coalesce(trim_scale(r.target_units)::text, '')`,
      strike_price: `coalesce(trim_scale(r.strike_price)::text, '')`,
    };
    const unknown = holdingsColumns.filter((c) => !(c in cells));
    if (unknown.length) throw new Error(`The bench cannot fill holdings columns: ${unknown.join(', ')}`);
    const line = `concat_ws(',', ${holdingsColumns.map((c) => cells[c]).join(', ')})`;
    for (let from = lo; from <= hi; from += 400) {
      const slice = await client.query(
        `select string_agg(${line}, E'\\n' order by o.id, p.code) as body, count(*)::int as n
         from bench.options o
         join holding_positions p on p.investment_option_id = o.id and p.valid_to is null
         join bench.securities s on s.code = p.code
         cross join lateral (
           select bench.u(o.id, s.idx, 40000 + $4) < 1 / 261.0 as traded, bench.u(o.id, s.idx, 50000 + $4) as x
         ) t
         cross join lateral (
           select case when not t.traded then p.units
                       when s.idx = 0 then round(p.units * (0.7 + 0.6 * t.x)::numeric, 2)
                       else greatest(1, round(p.units * (0.7 + 0.6 * t.x)::numeric)) end as units,
                  case when not t.traded or p.target_units is null then p.target_units
                       else round(p.target_units * (0.75 + 0.5 * t.x)::numeric) end as target_units,
                  case when not t.traded then p.strike_price
                       when s.asset_class = 'Australian Equities' and t.x < 0.06
                       then round(bench.close(s.idx, s.p0, s.beta, s.ph, $4, $5) * 1.06, 2) end as strike_price
         ) r
         where o.id between $1 and $2`,
        [from, Math.min(hi, from + 399), day, i, mkt],
      );
      if (slice.rows[0].body) await write(slice.rows[0].body + '\n');
      rows.holdings += slice.rows[0].n;
    }
    await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
    const bytes = Object.fromEntries(Object.entries(files).map(([k, f]) => [k, fs.statSync(f).size]));
    return { day, i, mkt, files, rows, bytes };
  });
}

/**
 * Takes an imported day back out, so that every run imports the same next day onto the same data
 * set: its valuations, cash flows, prices and positions opened that day go, positions closed that
 * day are open again, the options' latest holdings day is the one before, and the files are
 * forgotten (else the same files would answer `imported: false`).
 */
export async function undoImportedDay(url, { day, files }) {
  const crypto = await import('node:crypto');
  const fs = await import('node:fs');
  const hashes = Object.values(files).map((file) =>
    crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex'),
  );
  await withClient(url, async (client) => {
    await client.query('begin');
    try {
      const options = `(select id from bench.options)`;
      const previous = (await client.query(`select max(d)::text as d from bench.days where d < $1`, [day])).rows[0].d;
      await client.query(`delete from daily_valuations where date = $1 and investment_option_id in ${options}`, [day]);
      await client.query(`delete from cash_flows where date = $1 and investment_option_id in ${options}`, [day]);
      await client.query(`delete from holding_positions where valid_from = $1 and investment_option_id in ${options}`, [
        day,
      ]);
      await client.query(
        `update holding_positions set valid_to = null where valid_to = $1 and investment_option_id in ${options}`,
        [day],
      );
      await client.query(
        `delete from security_prices where date = $1 and code in (select code from bench.securities)`,
        [day],
      );
      await client.query(`update investment_options set holdings_as_of = $1 where id in ${options}`, [previous]);
      await client.query(`delete from data_imports where file_sha256 = any($1::text[])`, [hashes]);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
    // What autovacuum does soon after: the visibility map again set for index-only scans.
    for (const table of ['security_prices', 'holding_positions', 'daily_valuations', 'cash_flows'])
      await client.query(`vacuum (analyze) ${table}`);
  });
}
