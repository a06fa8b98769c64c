import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPORT_TYPES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../src/db/client.js';
import { DEMO_ACCOUNTS } from '../../src/db/seed/portfolio-demo-feed.js';
import { INVESTOR } from '../helpers/auth-client.js';
import { freePort } from '../helpers/free-port.js';
import { subscribed, type TestSocket } from '../helpers/realtime-client.js';
import { createTestDatabase, LOCAL_POSTGRES_URL } from '../helpers/test-database.js';

/**
 * Crash safety: the real server process is killed with SIGKILL while many writes are in flight
 * (uploads, operator documents, profile changes, feed imports, report jobs), then started again
 * on the same data. Whatever got a 2xx answer must be there and whole; whatever did not may be
 * there or not, but never half (no partial import day, no row without its file, no profile
 * change half applied); and a report job interrupted by the kill finishes exactly once.
 */

const serverEntry = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'src', 'server.ts');
const OPERATOR_KEY = 'crash-safety-operator-key-0123456789';
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

// ---------------------------------------------------------------------------------------------
// The server process

interface ServerProcess {
  child: ChildProcess;
  base: string;
  exited: Promise<number | null>;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, LOG_LEVEL: 'warn', PORT: String(port), PORTAL_DEMO: '1', OPERATOR_KEY, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${base}/api/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, exited, output: () => output };
}

// ---------------------------------------------------------------------------------------------
// HTTP over fetch (a real process: no inject)

/** An answer, or none: the connection broke before the answer came (the process was killed). */
type Outcome = { answered: true; status: number; body: unknown; bytes: Buffer } | { answered: false; error: string };

const acknowledged = (o: Outcome | undefined): o is Extract<Outcome, { answered: true }> =>
  o !== undefined && o.answered && o.status >= 200 && o.status < 300;
const unanswered = (o: Outcome | undefined) => o !== undefined && !o.answered;

async function call(
  base: string,
  method: string,
  url: string,
  options: {
    key?: string;
    json?: unknown;
    body?: string | Buffer | ReadableStream<Uint8Array>;
    headers?: Record<string, string>;
  } = {},
): Promise<Outcome> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = options.key.startsWith('Operator ') ? options.key : `Token ${options.key}`;
  let body = options.body;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  try {
    const init: RequestInit & { duplex?: 'half' } = { method, headers, body };
    if (body instanceof ReadableStream) init.duplex = 'half';
    const res = await fetch(`${base}${url}`, init);
    const bytes = Buffer.from(await res.arrayBuffer());
    let parsed: unknown = null;
    if ((res.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(bytes.toString());
    return { answered: true, status: res.status, body: parsed, bytes };
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { answered: false, error: cause?.code ?? cause?.message ?? String(error) };
  }
}

async function ok(base: string, method: string, url: string, options: Parameters<typeof call>[3] = {}) {
  const res: Outcome = await call(base, method, url, options);
  if (acknowledged(res)) return res;
  // An answer outside 2xx, or none.
  const failed = res as Outcome;
  throw new Error(
    `${method} ${url}: ${failed.answered ? `${failed.status} ${failed.bytes.toString().slice(0, 500)}` : failed.error}`,
  );
}

/** Signs the demo investor in over HTTP, passing the login code from the demo outbox. */
async function signIn(base: string): Promise<string> {
  const login = await ok(base, 'POST', '/api/auth/base/login/', {
    json: { email: INVESTOR.email, password: INVESTOR.password },
  });
  const key = (login.body as { key: string }).key;
  const profile = await call(base, 'GET', '/api/profiles/my/', { key });
  if (profile.answered && profile.status === 403) {
    await ok(base, 'POST', '/api/auth/two-factor-authentication/request-create/', { key, json: { channel: 'sms' } });
    const outbox = await ok(base, 'GET', `/api/dev/outbox/?to=${INVESTOR.phone}`);
    const code = (outbox.body as Array<{ code: string | null }>)[0]!.code!;
    await ok(base, 'POST', '/api/auth/two-factor-authentication/login-confirmation-create/', { key, json: { code } });
  }
  await ok(base, 'GET', '/api/profiles/my/', { key });
  return key;
}

function multipartHead(boundary: string, fields: Record<string, string>, fileName: string): Buffer {
  let head = '';
  for (const [name, value] of Object.entries(fields))
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  head += `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/pdf\r\n\r\n`;
  return Buffer.from(head);
}

function multipart(fields: Record<string, string>, fileName: string, content: Buffer) {
  const boundary = `----crash${randomBytes(8).toString('hex')}`;
  return {
    body: Buffer.concat([multipartHead(boundary, fields, fileName), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart upload that trickles in, chunk after chunk: still arriving when the server dies. */
function tricklingMultipart(fields: Record<string, string>, fileName: string, content: Buffer, chunk: number) {
  const boundary = `----crash${randomBytes(8).toString('hex')}`;
  const parts = [multipartHead(boundary, fields, fileName)];
  for (let at = 0; at < content.length; at += chunk) parts.push(content.subarray(at, at + chunk));
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  let next = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (next > 0) await new Promise((r) => setTimeout(r, 200));
      if (next < parts.length) controller.enqueue(parts[next++]!);
      else controller.close();
    },
  });
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function pdf(size: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size), Buffer.from('\n%%EOF\n')]);
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function isoDay(from: Date, days: number): string {
  return new Date(from.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// The writes fired at the server, and what it answered

const OPTIONS = DEMO_ACCOUNTS.flatMap((a) => a.options.map((o) => ({ account: a.code, option: o.code })));
const HOLDING_CODES = 120;
const VALUATION_DAYS = 5;

interface Burst {
  uploads: Array<{ name: string; content: Buffer; outcome?: Outcome }>;
  documents: Array<{ description: string; content: Buffer; outcome?: Outcome }>;
  trickling: Array<{ description: string; outcome?: Outcome }>;
  valuations: Array<{ csv: string; days: string[]; rows: Map<string, number>; outcome?: Outcome }>;
  holdings: Array<{ day: string; csv: string; outcome?: Outcome }>;
  details: Array<{ marker: number; outcome?: Outcome }>;
  settings: Array<{ marker: number; outcome?: Outcome }>;
  reports: Array<{ outcome?: Outcome }>;
}

function valuationsFile(k: number, start: Date) {
  const days = Array.from({ length: VALUATION_DAYS }, (_, d) => isoDay(start, k * VALUATION_DAYS + d));
  const rows = new Map<string, number>();
  const lines = ['account_code,option_code,date,total_asset_value,margin_loan'];
  days.forEach((day, d) =>
    OPTIONS.forEach((o, j) => {
      const cents = 100_000_000 + k * 100_000 + d * 1000 + j * 10 + 7;
      rows.set(`${o.account}|${o.option}|${day}`, cents);
      lines.push(`${o.account},${o.option},${day},${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')},`);
    }),
  );
  return { csv: lines.join('\r\n') + '\r\n', days, rows };
}

/** Day k of the holdings chain: every option holds the same codes, with units that change daily. */
function holdingsFile(k: number, day: string): string {
  const lines = ['account_code,option_code,date,code,name,asset_class,units,price,target_units,strike_price'];
  OPTIONS.forEach((o, j) => {
    for (let n = 0; n < HOLDING_CODES; n++)
      lines.push(
        `${o.account},${o.option},${day},CR${n},Crash Security ${n},Australian Equities,${holdingUnits(k, j, n)},${holdingPrice(k, n)},,`,
      );
  });
  return lines.join('\r\n') + '\r\n';
}
const holdingUnits = (k: number, j: number, n: number) => 1000 + k * 10 + j * 3 + n;
const holdingPrice = (k: number, n: number) => `${10 + k + (n % 40)}.25`;

/** 12 -> 'bc': the preferred name takes letters only. */
const letters = (n: number) => [...String(n)].map((d) => String.fromCharCode(97 + Number(d))).join('');

function detailsBody(marker: number) {
  return {
    title: 3,
    gender: 1,
    first_name: 'Olivia',
    last_name: 'Bennett',
    preferred_name: `Liv${letters(marker)}`,
    date_of_birth: '1979-03-14',
    country: 'AU',
    state: 'NSW',
    suburb: 'Mosman',
    post_code: '2088',
    street_number: String(marker),
    street_name: `Crash Street ${marker}`,
    address_line_1: `Unit ${marker}`,
    consent_access: true,
    primary_verification_document: {
      document_type: 'passport',
      document_id: 'PA4417283',
      issue_date: '2019-05-02',
      expiry_date: '2029-05-01',
    },
  };
}

/**
 * The four notification settings carry the marker in their choices, one bit each (id 1 keeps
 * e-mail on: it is required). The defaults read as 43; the markers stay below it.
 */
function settingsBody(marker: number) {
  return [
    { id: 1, send_email: true, send_sms: Boolean(marker & 1) },
    { id: 2, send_email: Boolean(marker & 2), send_sms: Boolean(marker & 4) },
    { id: 3, send_email: Boolean(marker & 8), send_sms: Boolean(marker & 16) },
    { id: 4, send_email: Boolean(marker & 32), send_sms: Boolean(marker & 64) },
  ];
}
const DEFAULT_SETTINGS_MARKER = 43;
function settingsMarker(settings: Array<{ id: number; send_email: boolean; send_sms: boolean }>): number {
  const on = (id: number, channel: 'send_email' | 'send_sms') => (settings.find((s) => s.id === id)![channel] ? 1 : 0);
  const marker =
    on(1, 'send_sms') |
    (on(2, 'send_email') << 1) |
    (on(2, 'send_sms') << 2) |
    (on(3, 'send_email') << 3) |
    (on(3, 'send_sms') << 4) |
    (on(4, 'send_email') << 5) |
    (on(4, 'send_sms') << 6);
  return marker === DEFAULT_SETTINGS_MARKER ? 0 : marker;
}

/** Runs `step(i)` one after another until it is not acknowledged (or `max` steps). */
async function chain(max: number, step: (i: number) => Promise<Outcome>): Promise<void> {
  for (let i = 0; i < max; i++) if (!acknowledged(await step(i))) return;
}

// ---------------------------------------------------------------------------------------------
// The two databases

interface Backend {
  name: string;
  env: Record<string, string>;
  dataDir: string;
  /** Runs queries on the database; on PGlite only while no server holds it. */
  query<T>(run: (db: Database) => Promise<T>): Promise<T>;
}

async function pgliteBackend(): Promise<Backend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  return {
    name: 'PGlite',
    dataDir,
    // A lease far longer than the test: a report the kill interrupted must not wait for it,
    // since no other process can have been running it.
    env: { DATA_DIR: dataDir, DATABASE_URL: '', JOB_LEASE_MS: '600000' },
    async query(run) {
      const handle = await openDatabase({ kind: 'pglite', dataDir });
      try {
        return await run(handle.db);
      } finally {
        await handle.close();
      }
    },
  };
}

async function postgresBackend(): Promise<Backend> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const handle: DatabaseHandle & { url?: string } = await createTestDatabase(LOCAL_POSTGRES_URL);
  cleanups.push(() => handle.close());
  return {
    name: 'PostgreSQL',
    dataDir,
    // A dead process's job is taken over once its lease lapses: keep the wait short here.
    env: { DATA_DIR: dataDir, DATABASE_URL: handle.url!, JOB_LEASE_MS: '3000' },
    query: (run) => run(handle.db),
  };
}

async function rows<T = Record<string, unknown>>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function storedFile(dataDir: string, key: string): string {
  return path.join(dataDir, 'files', key.slice(0, 2), key);
}

// ---------------------------------------------------------------------------------------------

// Like every API test, on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set
// (CI runs both): each server start costs most of a minute on a busy machine.
const BACKENDS: Array<[string, () => Promise<Backend>]> = process.env.TEST_DATABASE_URL
  ? [['PostgreSQL (DATABASE_URL)', postgresBackend]]
  : [['PGlite (DATA_DIR on disk)', pgliteBackend]];

describe.each(BACKENDS)('a server killed mid-write on %s', (_name, makeBackend) => {
  it('keeps every acknowledged write whole, shows nothing half-written and finishes each report once', async () => {
    const backend = await makeBackend();
    let server = await startServer(backend.env);
    const key = await signIn(server.base);
    const investorId = ((await ok(server.base, 'GET', '/api/profiles/my/', { key })).body as { user_id: number })
      .user_id;

    // What a report asks for: the last complete financial year of the first account.
    const years = (await ok(server.base, 'GET', '/api/ipm/reports/financial-years/', { key })).body as {
      financial_years_list: Array<{ start_date: string; end_date: string }>;
    };
    const fy = years.financial_years_list[1]!;
    const [account] = (
      await ok(server.base, 'GET', `/api/ipm/reports/accounts/?start_date=${fy.start_date}&end_date=${fy.end_date}`, {
        key,
      })
    ).body as Array<{ id: number; investment_options: Array<{ id: number }> }>;
    const reportRequest = {
      accounts: [account!.id],
      investment_options: account!.investment_options.map((o) => o.id),
      report_types: REPORT_TYPES.map((r) => r.id),
      start_date: fy.start_date,
      end_date: fy.end_date,
    };
    // The demo's failed report stays failed; every other one must end ready.
    const seededFailed = (
      (await ok(server.base, 'GET', '/api/ipm/reports/?page_size=100', { key })).body as {
        results: Array<{ id: number; status: string }>;
      }
    ).results.flatMap((r) => (r.status === 'failed' ? [r.id] : []));
    const detailId = ((await ok(server.base, 'GET', '/api/profiles/personal-details/', { key })).body as { id: number })
      .id;
    const announced = new Map<number, number>();
    const listen = (socket: TestSocket) =>
      socket.ws.on('message', (data) => {
        const frame = JSON.parse(data.toString()) as { data?: { report?: { id: number; status: string } } };
        const report = frame.data?.report;
        if (report?.status === 'ready') announced.set(report.id, (announced.get(report.id) ?? 0) + 1);
      });
    const token = async (base: string) =>
      ((await ok(base, 'POST', '/api/profiles/centrifugo-auth-token/', { key })).body as { token: string }).token;
    const firstSocket = await subscribed(server.base, await token(server.base), `reports#${investorId}`);
    listen(firstSocket);

    // Days no demo data has: holdings go forward from the day after tomorrow, valuations later.
    const now = new Date();
    const holdingsStart = new Date(now.getTime() + 2 * 86_400_000);
    const valuationsStart = new Date(now.getTime() + 400 * 86_400_000);
    const burst: Burst = {
      uploads: [],
      documents: [],
      trickling: Array.from({ length: 2 }, (_, i) => ({ description: `crash-slow-${i}` })),
      valuations: [],
      holdings: [],
      details: [],
      settings: [],
      reports: [],
    };

    // Every kind of write keeps coming, each from a few clients writing one after another, so
    // whenever the kill comes some of each are in flight. Nothing stops them but the kill.
    const operator = `Operator ${OPERATOR_KEY}`;
    const base = server.base;
    const csv = { 'content-type': 'text/csv' };
    const clients = (count: number, max: number, step: (i: number) => Promise<Outcome>) =>
      Array.from({ length: count }, (_, c) => chain(max, (i) => step(i * count + c)));
    const work: Array<Promise<unknown>> = [
      ...clients(6, 1000, async (i) => {
        const entry: Burst['uploads'][number] = {
          name: `crash-upload-${i}.pdf`,
          content: pdf(100_000 + ((i * 37_000) % 400_000)),
        };
        burst.uploads.push(entry);
        const form = multipart({ file_name: entry.name }, entry.name, entry.content);
        return (entry.outcome = await call(base, 'POST', '/api/profiles/personal-document/', { key, ...form }));
      }),
      ...clients(3, 1000, async (i) => {
        const entry: Burst['documents'][number] = {
          description: `crash-doc-${i}`,
          content: pdf(300_000 + ((i * 170_000) % 1_200_000)),
        };
        burst.documents.push(entry);
        const fields = {
          account: 'DEMO-IND-001',
          category: 'Contract Note',
          description: entry.description,
          date: '2025-01-15',
        };
        const form = multipart(fields, `${entry.description}.pdf`, entry.content);
        return (entry.outcome = await call(base, 'POST', '/api/operator/documents/', { key: operator, ...form }));
      }),
      ...burst.trickling.map(async (d) => {
        const fields = {
          account: 'DEMO-IND-001',
          category: 'Contract Note',
          description: d.description,
          date: '2025-01-15',
        };
        // 6 MB in 32 kB pieces 200 ms apart: still arriving after the kill's latest moment.
        const form = tricklingMultipart(fields, `${d.description}.pdf`, pdf(6_000_000), 32 * 1024);
        d.outcome = await call(base, 'POST', '/api/operator/documents/', { key: operator, ...form });
      }),
      ...clients(2, 1000, async (k) => {
        const entry: Burst['valuations'][number] = valuationsFile(k, valuationsStart);
        burst.valuations.push(entry);
        return (entry.outcome = await call(base, 'POST', '/api/operator/imports/valuations/', {
          key: operator,
          body: entry.csv,
          headers: csv,
        }));
      }),
      chain(1000, async (k) => {
        const day = isoDay(holdingsStart, k);
        const entry: Burst['holdings'][number] = { day, csv: holdingsFile(k, day) };
        burst.holdings.push(entry);
        return (entry.outcome = await call(base, 'POST', '/api/operator/imports/holdings/', {
          key: operator,
          body: entry.csv,
          headers: csv,
        }));
      }),
      chain(1000, async (i) => {
        const entry: Burst['details'][number] = { marker: i + 1 };
        burst.details.push(entry);
        const url = `/api/profiles/personal-details/${detailId}/`;
        return (entry.outcome = await call(base, 'PATCH', url, { key, json: detailsBody(entry.marker) }));
      }),
      chain(1000, async (i) => {
        // Markers 1 to 42 in turn: 43 reads as the defaults.
        const entry: Burst['settings'][number] = { marker: (i % 42) + 1 };
        burst.settings.push(entry);
        const url = '/api/profiles/notification-settings/bulk-update/';
        return (entry.outcome = await call(base, 'PUT', url, { key, json: settingsBody(entry.marker) }));
      }),
      chain(4, async () => {
        const entry: Burst['reports'][number] = {};
        burst.reports.push(entry);
        return (entry.outcome = await call(base, 'POST', '/api/ipm/reports/', { key, json: reportRequest }));
      }),
    ];

    // The kill comes once every kind has been answered at least twice (a report once, and a
    // moment later, so its job is rendering).
    const answered = (list: Array<{ outcome?: Outcome }>) => list.filter((w) => acknowledged(w.outcome)).length;
    const kinds = () => [
      burst.uploads,
      burst.documents,
      burst.valuations,
      burst.holdings,
      burst.details,
      burst.settings,
    ];
    const started = Date.now();
    while ((kinds().some((list) => answered(list) < 2) || answered(burst.reports) < 1) && Date.now() - started < 30_000)
      await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 300));
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe(null);
    await Promise.all(work);
    firstSocket.ws.terminate();

    // The kill landed mid-write: every kind of write was answered, and some of each were cut off.
    const all = [...kinds(), burst.reports];
    const names = ['uploads', 'documents', 'valuations', 'holdings', 'details', 'settings', 'reports'];
    const summary = all.map((list, i) => `${names[i]}: ${answered(list)} of ${list.length} answered`).join(', ');
    for (const list of all) expect(answered(list), summary).toBeGreaterThan(0);
    for (const list of kinds()) expect(list.filter((w) => unanswered(w.outcome)).length, summary).toBeGreaterThan(0);
    expect(burst.trickling.every((d) => unanswered(d.outcome))).toBe(true);
    // Nothing was refused: every answer that came was a success.
    const refused = all.flat().filter((w) => w.outcome?.answered && !acknowledged(w.outcome));
    expect(refused.map((w) => (w.outcome as { bytes: Buffer }).bytes.toString().slice(0, 300))).toEqual([]);

    // ---- The same data, a new process. ----
    server = await startServer(backend.env);
    const secondSocket = await subscribed(server.base, await token(server.base), `reports#${investorId}`);
    const listeningSince = new Date();
    listen(secondSocket);

    // Uploads: each acknowledged one downloads whole.
    for (const u of burst.uploads.filter((w) => acknowledged(w.outcome))) {
      const id = (u.outcome as { body: { id: number } }).body.id;
      const file = await ok(server.base, 'GET', `/api/profiles/personal-document/${id}/file/`, { key });
      expect(file.bytes.equals(u.content), u.name).toBe(true);
    }
    // Operator documents: each acknowledged one is listed on the account and downloads whole.
    const listed = (
      (await ok(server.base, 'GET', '/api/operator/documents/?account=DEMO-IND-001&page_size=100', { key: operator }))
        .body as { results: Array<{ id: number; company: string }> }
    ).results;
    for (const d of burst.documents.filter((w) => acknowledged(w.outcome))) {
      const id = (d.outcome as { body: { id: number } }).body.id;
      expect(listed.map((l) => l.id)).toContain(id);
      const file = await ok(server.base, 'GET', `/api/ipm/documents/${id}/download/`, { key });
      expect(file.bytes.equals(d.content), d.description).toBe(true);
    }
    expect(listed.filter((l) => l.company.startsWith('crash-slow-'))).toEqual([]);

    // Profile changes: the last acknowledged one, or the one in flight, whole; never a mix.
    const lastOf = (list: Array<{ marker: number; outcome?: Outcome }>, initial: number) => {
      const answered = list.filter((w) => acknowledged(w.outcome));
      const last = answered.length ? answered[answered.length - 1]!.marker : initial;
      const cut = list.find((w) => unanswered(w.outcome))?.marker;
      return cut === undefined ? [last] : [last, cut];
    };
    const detail = (await ok(server.base, 'GET', '/api/profiles/personal-details/', { key })).body as Record<
      string,
      string
    >;
    const detailMarker = detail.street_name === 'Raglan Street' ? 0 : Number(detail.street_number);
    expect(lastOf(burst.details, 0)).toContain(detailMarker);
    if (detailMarker > 0) {
      const expected = detailsBody(detailMarker);
      expect(detail).toMatchObject({
        preferred_name: expected.preferred_name,
        street_name: expected.street_name,
        address_line_1: expected.address_line_1,
        status: 'verified',
      });
    }
    const settings = (await ok(server.base, 'GET', '/api/profiles/notification-settings/', { key })).body as Array<{
      id: number;
      send_email: boolean;
      send_sms: boolean;
    }>;
    expect(lastOf(burst.settings, 0)).toContain(settingsMarker(settings));

    // Reports: every one asked for (answered or not, if it was stored) is rendered, once.
    const ackedReports = burst.reports.flatMap((r) =>
      acknowledged(r.outcome) ? [(r.outcome.body as { id: number }).id] : [],
    );
    expect(ackedReports.length).toBeGreaterThan(0);
    let reports: Array<{ id: number; status: string; link: string | null; file_size: number | null }> = [];
    const until = Date.now() + 45_000;
    for (;;) {
      reports = (
        (await ok(server.base, 'GET', '/api/ipm/reports/?page_size=100', { key })).body as { results: typeof reports }
      ).results;
      if (reports.every((r) => r.status !== 'pending') || Date.now() > until) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const id of ackedReports) expect(reports.map((r) => r.id)).toContain(id);
    expect(reports.filter((r) => r.status !== 'ready' && !seededFailed.includes(r.id))).toEqual([]);
    for (const r of reports.filter((r) => r.status === 'ready')) {
      const file = await ok(server.base, 'GET', r.link!, { key });
      expect(file.bytes.length).toBe(r.file_size);
      expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    }
    // A report can be marked ready by a process killed before it marked its job done. On
    // PostgreSQL that job is taken over once its lease (3 s here) lapses and must then end
    // succeeded: wait for it while the server runs. (PGlite takes such a job over at start, and
    // its database cannot be read beside the server.)
    if (backend.name === 'PostgreSQL') {
      const settleBy = Date.now() + 30_000;
      for (;;) {
        const open = await backend.query((db) =>
          rows<{ n: number }>(
            db,
            sql`select count(*)::int as n from jobs
                  where queue = 'reports.generate' and state not in ('succeeded', 'failed')`,
          ),
        );
        if (open[0]!.n === 0 || Date.now() > settleBy) break;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
    // Announcements arrive right after the report is marked ready; give the last one a moment.
    await new Promise((r) => setTimeout(r, 300));
    secondSocket.ws.terminate();

    server.child.kill('SIGTERM');
    expect(await server.exited, server.output()).toBe(0);

    await backend.query(async (db) => {
      // No row points at a missing or partial file.
      const withFiles = await rows<{ kind: string; key: string; size: number | null; name: string }>(
        db,
        sql`select 'upload' as kind, storage_key as key, size_bytes as size, file_name as name from uploaded_files
                where deleted_at is null
              union all select 'document', storage_key, file_size, company from documents
              union all select 'report', storage_key, file_size_bytes, name from generated_reports where storage_key is not null
              union all select 'photo', photo_storage_key, null, email from advisors where photo_storage_key is not null`,
      );
      for (const row of withFiles) {
        const file = storedFile(backend.dataDir, row.key);
        expect(fs.existsSync(file), `${row.kind} ${row.name}`).toBe(true);
        if (row.size !== null) expect(fs.statSync(file).size, `${row.kind} ${row.name}`).toBe(Number(row.size));
      }
      // Stored uploads and documents, answered or not, hold exactly the bytes sent.
      const sent = new Map([
        ...burst.uploads.map((u) => [u.name, u.content] as const),
        ...burst.documents.map((d) => [d.description, d.content] as const),
      ]);
      for (const row of withFiles.filter((r) => sent.has(r.name)))
        expect(fs.readFileSync(storedFile(backend.dataDir, row.key)).equals(sent.get(row.name)!), row.name).toBe(true);
      for (const u of burst.uploads.filter((w) => acknowledged(w.outcome)))
        expect(withFiles.map((r) => r.name)).toContain(u.name);
      expect(withFiles.filter((r) => r.name.startsWith('crash-slow-'))).toEqual([]);
      // On disk, nothing half-written: the uploads cut off were removed at the restart, and a
      // file no row names (the kill came between the file and its row) is whole.
      const filesDir = path.join(backend.dataDir, 'files');
      const incoming = path.join(filesDir, '.incoming');
      expect(fs.existsSync(incoming) ? fs.readdirSync(incoming) : []).toEqual([]);
      const named = new Set(withFiles.map((r) => r.key));
      const whole = new Set([...sent.values()].map((content) => sha256(content)));
      for (const shard of fs.readdirSync(filesDir).filter((d) => d !== '.incoming'))
        for (const name of fs.readdirSync(path.join(filesDir, shard)).filter((n) => !named.has(n))) {
          const content = fs.readFileSync(path.join(filesDir, shard, name));
          const text = content.toString('latin1');
          // A report's PDF, rendered before the kill but not yet recorded, or a copy of an upload.
          const complete = text.startsWith('%PDF-') && text.trimEnd().endsWith('%%EOF');
          expect(complete || whole.has(sha256(content)), `unnamed file ${name} of ${content.length} bytes`).toBe(true);
        }

      // A valuations file is all there, with its record, or not at all.
      const imports = new Set(
        (await rows<{ kind: string; sha: string }>(db, sql`select kind, file_sha256 as sha from data_imports`)).map(
          (r) => `${r.kind}|${r.sha}`,
        ),
      );
      const valuationRows = await rows<{ account: string; option: string; date: string; cents: string }>(
        db,
        sql`select a.external_code as account, o.external_code as option, v.date::text as date,
                     v.total_asset_cents::text as cents
                from daily_valuations v join investment_options o on o.id = v.investment_option_id
                join accounts a on a.id = o.account_id
               where v.date >= ${isoDay(valuationsStart, 0)}`,
      );
      const stored = new Map(valuationRows.map((r) => [`${r.account}|${r.option}|${r.date}`, Number(r.cents)]));
      for (const v of burst.valuations) {
        const present = [...v.rows].filter(([k]) => stored.has(k));
        const recorded = imports.has(`valuations|${sha256(v.csv)}`);
        expect(present.length === 0 || present.length === v.rows.size, `partial valuations file ${v.days[0]}`).toBe(
          true,
        );
        expect(recorded).toBe(present.length > 0);
        if (acknowledged(v.outcome)) expect(recorded).toBe(true);
        for (const [k, cents] of present) expect(stored.get(k)).toBe(cents);
      }
      expect(stored.size).toBe(
        burst.valuations.filter((v) => imports.has(`valuations|${sha256(v.csv)}`)).length *
          VALUATION_DAYS *
          OPTIONS.length,
      );

      // Holdings: every option on the same day, that day whole, and nothing after it.
      const asOf = await rows<{ account: string; option: string; id: number; day: string | null }>(
        db,
        sql`select a.external_code as account, o.external_code as option, o.id, o.holdings_as_of::text as day
                from investment_options o join accounts a on a.id = o.account_id`,
      );
      const days = new Set(asOf.map((o) => o.day));
      expect(days.size, JSON.stringify(asOf)).toBe(1);
      const day = [...days][0]!;
      const applied = burst.holdings.findIndex((h) => h.day === day);
      const answeredHoldings = burst.holdings.filter((h) => acknowledged(h.outcome)).length;
      const cutHoldings = burst.holdings.findIndex((h) => unanswered(h.outcome));
      expect([answeredHoldings - 1, cutHoldings]).toContain(applied);
      burst.holdings.forEach((h, k) =>
        expect(imports.has(`holdings|${sha256(h.csv)}`), `holdings day ${h.day}`).toBe(k <= applied),
      );
      if (applied >= 0) {
        const open = await rows<{ id: number; code: string; units: string }>(
          db,
          sql`select investment_option_id as id, code, units::text as units from holding_positions where valid_to is null`,
        );
        for (const [j, o] of OPTIONS.entries()) {
          const id = asOf.find((r) => r.account === o.account && r.option === o.option)!.id;
          const held = open
            .filter((p) => p.id === id)
            .map((p) => `${p.code}=${Number(p.units)}`)
            .sort();
          const expected = Array.from(
            { length: HOLDING_CODES },
            (_, n) => `CR${n}=${holdingUnits(applied, j, n)}`,
          ).sort();
          expect(held, `${o.account} ${o.option}`).toEqual(expected);
        }
        const prices = await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from security_prices where code like 'CR%' and date = ${day}`,
        );
        expect(prices[0]!.n).toBe(HOLDING_CODES);
      }
      const later = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from security_prices where code like 'CR%' and date > ${day}`,
      );
      expect(later[0]!.n).toBe(0);

      // Reports: one job each, finished once; announced at most once, and once when it
      // finished while the new server's page was listening.
      const jobs = await rows<{ report: number; state: string; attempts: number }>(
        db,
        sql`select (payload->>'report_id')::int as report, state, attempts from jobs where queue = 'reports.generate'`,
      );
      const finished = await rows<{ id: number; finished: number | null; status: string }>(
        db,
        sql`select id, (extract(epoch from finished_at) * 1000)::float8 as finished, status
              from generated_reports where user_id = ${investorId}`,
      );
      expect(finished.filter((f) => f.status !== 'ready' && !seededFailed.includes(f.id))).toEqual([]);
      for (const id of new Set([...ackedReports, ...jobs.map((j) => j.report)])) {
        const own = jobs.filter((j) => j.report === id);
        expect(
          own.map((j) => j.state),
          `jobs of report ${id}`,
        ).toEqual(['succeeded']);
        expect(announced.get(id) ?? 0).toBeLessThanOrEqual(1);
        const at = finished.find((f) => f.id === id)!.finished!;
        if (at > listeningSince.getTime()) expect(announced.get(id), `announcements of report ${id}`).toBe(1);
      }
      // Whether the kill lands while a report is being drawn is timing (on PostgreSQL every report
      // may be done first); a job taken over after a restart is proven in report-jobs-restart and
      // job-queue tests. Here: every report's job ran to one success, whichever way it went.
    });
  }, 240_000);
});
