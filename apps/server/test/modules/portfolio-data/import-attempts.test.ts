import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ImportAttemptDetail, ImportAttemptPage, ImportCheck } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, dailyValuations, dataImportAttempts } from '../../../src/db/schema/index.js';
import { runAdminCli } from '../../helpers/admin-cli.js';
import { bearer, signIn, STAFF } from '../../helpers/auth-client.js';
import { startTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/**
 * Data feeds in the back office (issue #23 item 2): every upload is recorded with its outcome and
 * validation report, a dry run checks a file and changes nothing, and the history is a queue
 * every staff role reads while only operators upload.
 */
let t: TestApp;
let url: string;
let tmp: string;
let owner: TestPerson;
let staff: string;
let auditor: string;
let investor: string;

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const csv = (...lines: string[]) => lines.join('\r\n') + '\r\n';

const upload = (kind: string, body: string, query = '', headers: Record<string, string> = operator) =>
  t.app.inject({
    method: 'POST',
    url: `/api/operator/imports/${kind}/${query}`,
    headers: { ...headers, 'content-type': 'text/csv' },
    payload: body,
  });
const get = (path: string, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'GET', url: `/api/operator${path}`, headers });

const VALUATION_HEADER = 'account_code,option_code,date,total_asset_value,margin_loan';
const BROKEN = csv(VALUATION_HEADER, 'NOPE-1,AEG,2026-02-30,12.345,0', 'NOPE-1,AEG,2026-03-02,10.00,0');
const ACCOUNTS = () =>
  csv('account_code,name,type,primary_user_email', `FEEDS-ACC-1,Feeds Test,individual,${owner.email}`);

const valuations = async () => (await t.database.db.select({ n: count() }).from(dailyValuations))[0]!.n;
const attempts = async () => (await t.database.db.select({ n: count() }).from(dataImportAttempts))[0]!.n;

async function staffWithRole(label: string, role: 'auditor'): Promise<string> {
  const person = await createPerson(t, label);
  const made = await t.app.inject({
    method: 'POST',
    url: '/api/operator/staff/role/',
    headers: operator,
    payload: { email: person.email, role },
  });
  expect(made.statusCode, made.body).toBe(200);
  return person.key;
}

beforeAll(async () => {
  t = await startTestApp();
  url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'import-attempts-'));
  owner = await createPerson(t, 'feeds-owner');
  staff = await signIn(t.app, STAFF);
  auditor = await staffWithRole('feeds-auditor', 'auditor');
  investor = owner.key;
});
afterAll(async () => {
  fs.rmSync(tmp, { recursive: true, force: true });
  await t.close();
});

describe('POST /api/operator/imports/:kind/ records every upload', () => {
  it('records an accepted file with who sent it, its name, hash, size and rows', async () => {
    const body = ACCOUNTS();
    const res = await upload('accounts', body, '?file_name=feeds-accounts.csv', bearer(staff));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ kind: 'accounts', rows: 1, imported: true });

    const history = await get('/imports/?search=feeds-accounts');
    const page = history.json() as ImportAttemptPage;
    expect(page.count).toBe(1);
    expect(page.results[0]).toMatchObject({
      kind: 'accounts',
      file_name: 'feeds-accounts.csv',
      size_bytes: Buffer.byteLength(body),
      rows: 1,
      status: 'accepted',
      problem_count: 0,
      actor: STAFF.email,
    });
    expect(page.results[0]!.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('records the same file again as a duplicate, changing nothing', async () => {
    const res = await upload('accounts', ACCOUNTS(), '?file_name=feeds-accounts-again.csv');
    expect(res.json()).toEqual({ kind: 'accounts', rows: 1, imported: false });
    const page = (await get('/imports/?search=feeds-accounts-again')).json() as ImportAttemptPage;
    expect(page.results.map((r) => [r.status, r.actor])).toEqual([['duplicate', 'operator key']]);
  });

  it('rejects a bad file with the messages, and records its report row by row', async () => {
    const before = await valuations();
    const res = await upload('valuations', BROKEN, '?file_name=broken-valuations.csv');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.non_field_errors).toEqual([
      "Row 2, column date: '2026-02-30' is not a date written YYYY-MM-DD.",
      "Row 2, column total_asset_value: '12.345' has more than 2 decimal places.",
      'Row 3, column account_code: no account has the code NOPE-1.',
      'Nothing was imported.',
    ]);
    const detail = (await get(`/imports/${body.import_id}/`)).json() as ImportAttemptDetail;
    expect(detail).toMatchObject({ file_name: 'broken-valuations.csv', status: 'rejected', rows: 2, problem_count: 3 });
    expect(detail.problems).toEqual([
      { row: 2, field: 'date', value: '2026-02-30', message: "'2026-02-30' is not a date written YYYY-MM-DD." },
      { row: 2, field: 'total_asset_value', value: '12.345', message: "'12.345' has more than 2 decimal places." },
      { row: 3, field: 'account_code', value: 'NOPE-1', message: 'no account has the code NOPE-1.' },
    ]);
    expect(await valuations()).toBe(before);
  });

  it('keeps the first 1000 problems of a file and counts them all', async () => {
    const rows = Array.from({ length: 1200 }, (_, i) => `NOPE-2,AEG,2026-01-0x,${i}.00,0`);
    const res = await upload('valuations', csv(VALUATION_HEADER, ...rows), '?file_name=many-bad.csv');
    expect(res.statusCode).toBe(400);
    const detail = (await get(`/imports/${res.json().import_id}/`)).json() as ImportAttemptDetail;
    expect(detail.problem_count).toBe(1200);
    expect(detail.problems).toHaveLength(1000);
    expect(detail.problems[999]!.row).toBe(1001);
  });
});

describe('POST /api/operator/imports/:kind/?dry_run=true', () => {
  it('answers the report of a bad file and records nothing', async () => {
    const before = await attempts();
    const res = await upload('valuations', BROKEN, '?dry_run=true&file_name=check.csv');
    expect(res.statusCode, res.body).toBe(200);
    const check = res.json() as ImportCheck;
    expect(check).toMatchObject({ kind: 'valuations', rows: 2, status: 'rejected', problem_count: 3 });
    expect(check.problems[0]).toEqual({
      row: 2,
      field: 'date',
      value: '2026-02-30',
      message: "'2026-02-30' is not a date written YYYY-MM-DD.",
    });
    expect(await attempts()).toBe(before);
  });

  it('answers valid for a good file, imports nothing, and a real import afterwards is accepted', async () => {
    const body = csv('account_code,name,type,primary_user_email', `FEEDS-ACC-2,Feeds Dry,company,${owner.email}`);
    const before = await attempts();
    const res = await upload('accounts', body, '?dry_run=true');
    expect(res.json()).toEqual({ kind: 'accounts', rows: 1, status: 'valid', problem_count: 0, problems: [] });
    expect(await attempts()).toBe(before);
    const made = await t.database.db.select().from(accounts).where(eq(accounts.externalCode, 'FEEDS-ACC-2'));
    expect(made).toEqual([]);
    expect((await upload('accounts', body)).json()).toEqual({ kind: 'accounts', rows: 1, imported: true });
  });

  it('answers duplicate for a file imported before', async () => {
    const res = await upload('accounts', ACCOUNTS(), '?dry_run=true');
    expect(res.json()).toMatchObject({ status: 'duplicate', problems: [] });
  });
});

describe('GET /api/operator/imports/', () => {
  it('pages the history newest first and filters by kind and status', async () => {
    const all = (await get('/imports/?page_size=2')).json() as ImportAttemptPage;
    expect(all.count).toBe(5);
    expect(all.results).toHaveLength(2);
    expect(all.next).toContain('page=2');
    expect(all.results[0]!.id).toBeGreaterThan(all.results[1]!.id);

    const rejected = (await get('/imports/?status=rejected&kind=valuations')).json() as ImportAttemptPage;
    expect(rejected.results.map((r) => r.file_name)).toEqual(['many-bad.csv', 'broken-valuations.csv']);
    const accepted = (
      await get('/imports/?kind=accounts&status=accepted&ordering=file_name')
    ).json() as ImportAttemptPage;
    expect(accepted.results.map((r) => r.file_name)).toEqual(['accounts.csv', 'feeds-accounts.csv']);
  });

  it('answers 400 for an unknown status and 404 for an unknown import', async () => {
    expect((await get('/imports/?status=lost')).statusCode).toBe(400);
    expect((await get('/imports/2147483647/')).statusCode).toBe(404);
  });
});

describe('who may use the data feeds', () => {
  it('lets an auditor read the history but not upload; an investor finds nothing', async () => {
    expect((await get('/imports/', bearer(auditor))).statusCode).toBe(200);
    const refused = await upload('accounts', ACCOUNTS(), '', bearer(auditor));
    expect(refused.statusCode).toBe(403);
    expect((await upload('accounts', ACCOUNTS(), '?dry_run=true', bearer(auditor))).statusCode).toBe(403);
    expect((await get('/imports/', bearer(investor))).statusCode).toBe(404);
    expect((await upload('accounts', ACCOUNTS(), '', bearer(investor))).statusCode).toBe(404);
    expect((await get('/imports/', {})).statusCode).toBe(401);
  });
});

describe('npm run admin -- import', () => {
  it('checks a file with --dry-run, then lists and shows the history', async () => {
    const file = path.join(tmp, 'cli-bad.csv');
    fs.writeFileSync(file, BROKEN);
    const check = await runAdminCli(url, ['import', 'valuations', file, '--dry-run']);
    expect(check.code, check.stderr).toBe(0);
    expect(JSON.parse(check.stdout)).toMatchObject({ status: 'rejected', problem_count: 3 });

    const rejected = await runAdminCli(url, ['import', 'valuations', file]);
    expect(rejected.code).toBe(1);
    const history = await runAdminCli(url, ['import', 'history', '--status', 'rejected', '--kind', 'valuations']);
    expect(history.code, history.stderr).toBe(0);
    const page = JSON.parse(history.stdout) as ImportAttemptPage;
    expect(page.results[0]).toMatchObject({ file_name: 'cli-bad.csv', status: 'rejected' });

    const shown = await runAdminCli(url, ['import', 'show', String(page.results[0]!.id)]);
    expect(JSON.parse(shown.stdout).problems[2]).toEqual({
      row: 3,
      field: 'account_code',
      value: 'NOPE-1',
      message: 'no account has the code NOPE-1.',
    });
    const noId = await runAdminCli(url, ['import', 'show']);
    expect(noId.code).toBe(1);
    expect(noId.stderr).toContain('Give the import id');
  }, 60_000);
});
