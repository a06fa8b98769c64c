import {
  ErrorCode,
  Messages,
  OperatorDocumentMessages,
  type OperatorDocumentPage,
  type OperatorDocumentPreview,
} from '@portal/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, accounts, documents } from '../../../src/db/schema/index.js';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/**
 * The back office's documents (issue #23 item 2): the paged list every staff role reads, and the
 * operator's upload to one account or many, previewed first and confirmed with the preview's count.
 */
let t: TestApp;
let owner: TestPerson;
let staffKey: string;
let auditorKey: string;
let managerKey: string;

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n% back office\n'), Buffer.alloc(200, 0x20), Buffer.from('%%EOF\n')]);

function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----portalBulkBoundary0123456789';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(
  fields: Record<string, string>,
  file: { name: string; content: Buffer } | null = { name: 'Notice.pdf', content: PDF },
  headers: Record<string, string> = operator,
) {
  const body = multipart(fields, file ?? undefined);
  return t.app.inject({
    method: 'POST',
    url: '/api/operator/documents/bulk/',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

function preview(body: object, headers: Record<string, string> = operator) {
  return t.app.inject({ method: 'POST', url: '/api/operator/documents/bulk/preview/', headers, payload: body });
}

function list(query: string, headers: Record<string, string> = operator) {
  return t.app.inject({ method: 'GET', url: `/api/operator/documents/${query}`, headers });
}

async function documentCount(): Promise<number> {
  return (await t.database.db.select({ id: documents.id }).from(documents)).length;
}

beforeAll(async () => {
  t = await startTestApp();
  staffKey = await signIn(t.app, STAFF);
  auditorKey = await signIn(t.app, { email: 'auditor@example.com', phone: '0412000004', password: DEMO_PASSWORD });
  managerKey = await signIn(t.app, { email: 'manager@example.com', phone: '0412000003', password: DEMO_PASSWORD });
  owner = await createPerson(t, 'bo-documents-owner');
  const [alpha] = await t.database.db
    .insert(accounts)
    .values([
      { externalCode: 'T-BO-ALPHA', name: 'Alpha Grove Trust', accountType: 'trust' },
      { externalCode: 'T-BO-BETA', name: 'Beta Ridge Super', accountType: 'smsf' },
      { externalCode: 'T-BO-PENDING', name: 'Gamma Pending Pty Ltd', accountType: 'company', status: 'pending' },
    ])
    .returning();
  await t.database.db.insert(accountMembers).values({ accountId: alpha!.id, userId: owner.id, role: 'primary' });
}, 60_000);
afterAll(() => t.close());

describe('POST /api/operator/documents/bulk/preview/', () => {
  it('names the accounts that would receive the document and changes nothing', async () => {
    const before = await documentCount();
    const res = await preview({ accounts: 'T-BO-BETA, T-BO-ALPHA T-BO-ALPHA' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as OperatorDocumentPreview;
    expect(body.count).toBe(2);
    expect(body.accounts.map((a) => [a.code, a.name])).toEqual([
      ['T-BO-ALPHA', 'Alpha Grove Trust'],
      ['T-BO-BETA', 'Beta Ridge Super'],
    ]);
    expect(await documentCount()).toBe(before);
  });

  it('counts every active account, leaving out those not yet active', async () => {
    const active = await t.database.db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.status, 'active'), isNotNull(accounts.externalCode)));
    const body = (await preview({ every_active: true })).json() as OperatorDocumentPreview;
    expect(body.count).toBe(active.length);
    expect(body.accounts.map((a) => a.code)).toContain('T-BO-BETA');
    expect(body.accounts.map((a) => a.code)).not.toContain('T-BO-PENDING');
  });

  it('says on the field which numbers no account has, and that some are needed', async () => {
    const unknown = await preview({ accounts: 'T-BO-ALPHA NOPE-1 NOPE-2' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field_errors).toEqual({
      accounts: [OperatorDocumentMessages.unknownAccounts(['NOPE-1', 'NOPE-2'])],
    });
    const none = await preview({ accounts: ' ' });
    expect(none.json().field_errors).toEqual({ accounts: [OperatorDocumentMessages.accountsRequired] });
  });

  it('is the operator’s: staff operator yes; auditor and portfolio manager 403; investor 404', async () => {
    expect((await preview({ accounts: 'T-BO-ALPHA' }, bearer(staffKey))).statusCode).toBe(200);
    expect((await preview({ accounts: 'T-BO-ALPHA' }, bearer(auditorKey))).statusCode).toBe(403);
    expect((await preview({ accounts: 'T-BO-ALPHA' }, bearer(managerKey))).statusCode).toBe(403);
    expect((await preview({ accounts: 'T-BO-ALPHA' }, bearer(owner.key))).statusCode).toBe(404);
  });
});

describe('POST /api/operator/documents/bulk/', () => {
  const fields = {
    accounts: 'T-BO-ALPHA,T-BO-BETA',
    category: 'Tax Statement',
    description: 'FY26 tax statement',
    date: '2026-07-31',
    confirm_count: '2',
  };

  it('publishes the file on every account named, which its people then see', async () => {
    const res = await upload(fields);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().count).toBe(2);
    expect(
      res
        .json()
        .documents.map((d: { account_code: string }) => d.account_code)
        .sort(),
    ).toEqual(['T-BO-ALPHA', 'T-BO-BETA']);
    expect(res.json().documents[0]).toMatchObject({
      category: 'Tax Statement',
      company: 'FY26 tax statement',
      date_of: '2026-07-31',
      file_name: 'Notice.pdf',
      content_type: 'application/pdf',
    });
    const mine = await t.app.inject({ method: 'GET', url: '/api/ipm/documents/', headers: bearer(owner.key) });
    expect(mine.json().results.map((d: { company: string }) => d.company)).toContain('FY26 tax statement');
    const download = await t.app.inject({
      method: 'GET',
      url: `/api/ipm/documents/${mine.json().results[0].id}/download/`,
      headers: bearer(owner.key),
    });
    expect(download.rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 409 preview_stale and writes nothing when the count is not the preview’s', async () => {
    const before = await documentCount();
    const res = await upload({ ...fields, confirm_count: '3' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: ErrorCode.previewStale,
      detail: OperatorDocumentMessages.audienceChanged(3, 2),
    });
    expect(await documentCount()).toBe(before);
  });

  it('names each bad field, and writes nothing', async () => {
    const before = await documentCount();
    const bad = await upload({ accounts: '', category: 'Gossip', description: ' ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors).toMatchObject({
      category: [OperatorDocumentMessages.categoryUnknown],
      confirm_count: [OperatorDocumentMessages.confirmCountRequired],
      description: [Messages.fieldRequired],
    });
    expect(bad.json().field_errors.category).toEqual([OperatorDocumentMessages.categoryUnknown]);
    const blank = await upload({ ...fields, category: '' });
    expect(blank.json().field_errors).toEqual({ category: [OperatorDocumentMessages.categoryRequired] });
    const exe = await upload(fields, { name: 'x.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') });
    expect(exe.json().field_errors).toEqual({ file: [Messages.fileTypeNotSupported] });
    const noFile = await upload(fields, null);
    expect(noFile.json().field_errors).toEqual({ file: [Messages.fieldRequired] });
    expect(await documentCount()).toBe(before);
  });

  it('is the operator’s: staff operator yes; auditor and portfolio manager 403; investor 404', async () => {
    const one = { ...fields, accounts: 'T-BO-BETA', confirm_count: '1' };
    expect((await upload(one, undefined, bearer(staffKey))).statusCode).toBe(201);
    expect((await upload(one, undefined, bearer(auditorKey))).statusCode).toBe(403);
    expect((await upload(one, undefined, bearer(managerKey))).statusCode).toBe(403);
    expect((await upload(one, undefined, bearer(owner.key))).statusCode).toBe(404);
  });
});

describe('GET /api/operator/documents/', () => {
  it('pages every account’s documents, filtered by account and category, searched by title, file or account', async () => {
    await upload(
      { accounts: 'T-BO-BETA', category: 'Fee Statement', description: 'Fees FY26', confirm_count: '1' },
      { name: 'fees-beta.pdf', content: PDF },
    );
    const beta = (await list('?account=T-BO-BETA&page_size=100')).json() as OperatorDocumentPage;
    expect(beta.results.every((d) => d.account_code === 'T-BO-BETA')).toBe(true);
    expect(beta.count).toBeGreaterThanOrEqual(2);

    const fees = (await list('?category=Fee%20Statement&account=T-BO-BETA')).json() as OperatorDocumentPage;
    expect(fees.results.map((d) => d.company)).toEqual(['Fees FY26']);

    const byFile = (await list('?search=FEES-BETA')).json() as OperatorDocumentPage;
    expect(byFile.results.map((d) => d.file_name)).toEqual(['fees-beta.pdf']);
    const byAccount = (await list('?search=alpha%20grove')).json() as OperatorDocumentPage;
    expect(byAccount.results.map((d) => d.account.name)).toEqual(['Alpha Grove Trust']);
    const byTitle = (await list('?search=fy26%20tax&ordering=account_name')).json() as OperatorDocumentPage;
    expect(byTitle.results.map((d) => d.account.name)).toEqual([
      'Alpha Grove Trust',
      'Beta Ridge Super',
      'Beta Ridge Super',
    ]);
  });

  it('pages with links, newest first by default', async () => {
    const first = (await list('?page_size=2')).json() as OperatorDocumentPage;
    expect(first.results).toHaveLength(2);
    expect(first.next).toContain('page=2');
    expect(first.previous).toBeNull();
    expect(first.results[0]!.created >= first.results[1]!.created).toBe(true);
  });

  it('says so on the field when the account code is unknown or the ordering is not offered', async () => {
    expect((await list('?account=NOPE')).json().field_errors).toHaveProperty('account');
    expect((await list('?ordering=storage_key')).statusCode).toBe(400);
  });

  it('is read by every staff role; an investor is told it does not exist', async () => {
    for (const key of [staffKey, auditorKey, managerKey]) expect((await list('', bearer(key))).statusCode).toBe(200);
    expect((await list('', bearer(owner.key))).statusCode).toBe(404);
  });
});
