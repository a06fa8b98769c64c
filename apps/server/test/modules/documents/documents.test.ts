import { DocumentMessages, Messages, OperatorDocumentMessages } from '@portal/contract';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, accounts } from '../../../src/db/schema/index.js';
import { seedDocuments } from '../../../src/db/seed/documents.js';
import { INVESTOR, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';

/**
 * The documents of spec 3 §2.6 through the API, over documents the operator publishes here:
 * the owner has two accounts with twelve documents between them; a stranger has one account
 * with one document that must never show up for the owner.
 */
let t: TestApp;
let owner: TestPerson;
let stranger: TestPerson;
let strangerDocument: number;
const published: Array<{ id: number; file_name: string; date_of: string; file_size: number }> = [];

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const pdf = (label: string, padding = 0) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n% ${label}\n`), Buffer.alloc(padding, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A multipart body: the text fields first, then the file, as the admin CLI sends it. */
function multipart(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const boundary = '----portalDocumentsBoundary0123456789';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function publish(fields: Record<string, string>, file?: { name: string; content: Buffer }) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/operator/documents/',
    headers: { ...operator, ...body.headers },
    payload: body.payload,
  });
}

function list(key: string, query = '') {
  return t.app.inject({ method: 'GET', url: `/api/ipm/documents/${query}`, headers: bearer(key) });
}

/** [account code, category, description, date, padding bytes] of the owner's twelve documents. */
const OWNER_DOCUMENTS: Array<[string, string, string, string, number]> = [
  ['T-DOC-TRUST', 'Quarterly Report', 'Harper Trust Q1 report', '2025-10-14', 4000],
  ['T-DOC-TRUST', 'Quarterly Report', 'Harper Trust Q2 report', '2026-01-15', 5000],
  ['T-DOC-TRUST', 'Contract Note', 'BHP Group purchase', '2025-08-02', 300],
  ['T-DOC-TRUST', 'Contract Note', 'CSL sale 100% of holding', '2025-09-20', 310],
  ['T-DOC-TRUST', 'Annual Summary Pack', 'Harper Trust 2024-25 tax pack', '2025-08-30', 20000],
  ['T-DOC-TRUST', 'Distribution Statement', 'Vanguard distribution', '2025-07-15', 900],
  ['T-DOC-SMSF', 'Quarterly Report', 'Harper Super Q1 report', '2025-10-16', 4100],
  ['T-DOC-SMSF', 'Annual Summary Pack', 'Harper Super 2024-25 tax pack', '2025-08-31', 21000],
  ['T-DOC-SMSF', 'Contract Note', 'Wesfarmers purchase', '2025-11-03', 320],
  ['T-DOC-SMSF', 'Fee Statement', 'Management fees FY25', '2025-07-31', 700],
  ['T-DOC-SMSF', 'Distribution Statement', 'Macquarie dividend', '2025-12-12', 650],
  ['T-DOC-SMSF', 'Application documents', 'Rollover confirmation', '2025-07-01', 800],
];

beforeAll(async () => {
  t = await startTestApp();
  owner = await createPerson(t, 'documents-owner');
  stranger = await createPerson(t, 'documents-stranger');
  const db = t.database.db;
  const [trust, smsf, other] = await db
    .insert(accounts)
    .values([
      { externalCode: 'T-DOC-TRUST', name: 'Harper Family Trust', accountType: 'trust' },
      { externalCode: 'T-DOC-SMSF', name: 'Harper Super Fund', accountType: 'smsf' },
      { externalCode: 'T-DOC-OTHER', name: 'Secret Holdings Pty Ltd', accountType: 'company' },
    ])
    .returning();
  await db.insert(accountMembers).values([
    { accountId: trust!.id, userId: owner.id, role: 'primary' },
    { accountId: smsf!.id, userId: owner.id, role: 'primary' },
    { accountId: other!.id, userId: stranger.id, role: 'primary' },
  ]);
  for (const [account, category, description, date, padding] of OWNER_DOCUMENTS) {
    const res = await publish(
      { account, category, description, date },
      { name: `${description}.pdf`, content: pdf(description, padding) },
    );
    expect(res.statusCode, res.body).toBe(201);
    published.push(res.json());
  }
  const secret = await publish(
    { account: 'T-DOC-OTHER', category: 'Contract Note', description: 'Harper takeover plan', date: '2025-09-09' },
    { name: 'plan.pdf', content: pdf('secret') },
  );
  strangerDocument = secret.json().id;
});
afterAll(() => t.close());

describe('publishing documents (operator API)', () => {
  it('stores the file with the account, category, description, date and size, judging the type by content', async () => {
    const res = await publish(
      { account: 'T-DOC-OTHER', category: 'Annual Summary Pack' },
      { name: 'pack.pdf', content: PNG },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      account: { name: 'Secret Holdings Pty Ltd' },
      account_code: 'T-DOC-OTHER',
      category: 'Annual Summary Pack',
      // The description defaults to the category; the name follows the real type, not the claimed one.
      company: 'Annual Summary Pack',
      file_name: 'pack.png',
      content_type: 'image/png',
      file_size: PNG.length,
      file_size_verbose: '16 bytes',
      is_annual_summary_tax_pack: true,
    });
    expect(res.json().date_of).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/operator/documents/?account=T-DOC-OTHER',
      headers: operator,
    });
    expect(listed.json().results.map((d: { id: number }) => d.id)).toContain(res.json().id);
  });

  it('names the field of every refusal', async () => {
    const content = { name: 'x.pdf', content: pdf('x') };
    const exe = await publish(
      { account: 'T-DOC-TRUST', category: 'Fee Statement' },
      { name: 'x.pdf', content: Buffer.from('MZ\x90\x00 not a pdf') },
    );
    expect(exe.statusCode).toBe(400);
    expect(exe.json().field_errors).toEqual({ file: [Messages.fileTypeNotSupported] });

    const unknown = await publish({ account: 'NOPE', category: 'Fee Statement' }, content);
    expect(unknown.json().field_errors).toEqual({ account: [DocumentMessages.unknownAccount] });

    // The categories are the back office's, to the letter, as for an upload to many accounts.
    const before = (await list(owner.key)).json().count;
    for (const category of ['Other', 'fee statement']) {
      const res = await publish({ account: 'T-DOC-TRUST', category }, content);
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors).toEqual({ category: [OperatorDocumentMessages.categoryUnknown] });
    }
    expect((await list(owner.key)).json().count).toBe(before);

    const missing = await publish({ account: 'T-DOC-TRUST', category: ' ', date: '2025-02-30' }, content);
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().field_errors).sort()).toEqual(['category', 'date']);
    expect(missing.json().field_errors.category).toEqual([OperatorDocumentMessages.categoryRequired]);

    const noFile = await publish({ account: 'T-DOC-TRUST', category: 'Fee Statement' });
    expect(noFile.json().field_errors).toEqual({ file: [Messages.fieldRequired] });
  });

  it('refuses a file over 50 MB and keeps nothing of it', async () => {
    const before = (await list(owner.key)).json().count;
    const huge = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
    huge.write('%PDF-1.7\n');
    const res = await publish(
      { account: 'T-DOC-TRUST', category: 'Tax Statement' },
      { name: 'big.pdf', content: huge },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ file: [Messages.maxFileSize(50)] });
    expect((await list(owner.key)).json().count).toBe(before);
  }, 30_000);

  it('needs the operator key', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/operator/documents/?account=T-DOC-TRUST',
      headers: bearer(owner.key),
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /api/ipm/documents/', () => {
  it('pages the user’s own documents ten at a time, newest first', async () => {
    const first = await list(owner.key);
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.count).toBe(12);
    expect(page1.results).toHaveLength(10);
    expect(page1.previous).toBeNull();
    expect(page1.next).toBe('/api/ipm/documents/?page=2');
    const dates = OWNER_DOCUMENTS.map((d) => d[3])
      .sort()
      .reverse();
    expect(page1.results.map((d: { date_of: string }) => d.date_of)).toEqual(dates.slice(0, 10));
    expect(page1.results[0]).toMatchObject({
      account: { name: 'Harper Family Trust' },
      category: 'Quarterly Report',
      company: 'Harper Trust Q2 report',
      date_of: '2026-01-15',
      file: `/api/ipm/documents/${page1.results[0].id}/download/`,
      content_type: 'application/pdf',
      file_size_verbose: '4.9 KB',
    });

    const page2 = (await list(owner.key, '?page=2')).json();
    expect(page2.results.map((d: { date_of: string }) => d.date_of)).toEqual(dates.slice(10));
    expect(page2.next).toBeNull();
    expect(page2.previous).toBe('/api/ipm/documents/?page=1');
    const theirs = (await list(stranger.key)).json().results as Array<{ id: number; account: { name: string } }>;
    expect(theirs.map((d) => d.id)).toContain(strangerDocument);
    expect(theirs.every((d) => d.account.name === 'Secret Holdings Pty Ltd')).toBe(true);
  });

  it('sorts by every column, both ways', async () => {
    const all = async (ordering: string) =>
      (await list(owner.key, `?ordering=${ordering}&page_size=20`)).json().results as Array<{
        account: { name: string };
        category: string;
        company: string;
        date_of: string;
        file_size: number;
      }>;
    const sizes = (await all('file_size')).map((d) => d.file_size);
    expect(sizes).toEqual([...sizes].sort((a, b) => a - b));
    expect((await all('-file_size')).map((d) => d.file_size)).toEqual([...sizes].reverse());

    const categories = (await all('category')).map((d) => d.category);
    expect(categories).toEqual([...categories].sort());
    expect(categories[0]).toBe('Annual Summary Pack');
    expect((await all('-category'))[0]!.category).toBe('Quarterly Report');

    const companies = (await all('company')).map((d) => d.company);
    expect(companies[0]).toBe('BHP Group purchase');
    expect(companies.at(-1)).toBe('Wesfarmers purchase');
    expect((await all('-company'))[0]!.company).toBe('Wesfarmers purchase');

    const byAccount = await all('account');
    expect(byAccount.slice(0, 6).every((d) => d.account.name === 'Harper Family Trust')).toBe(true);
    // Within one account the newest document comes first.
    expect(byAccount[0]!.date_of).toBe('2026-01-15');
    expect((await all('-account'))[0]!.account.name).toBe('Harper Super Fund');

    expect((await all('date_of'))[0]!.date_of).toBe('2025-07-01');
  });

  it('searches account name, description and category, ignoring case and taking % literally', async () => {
    const search = async (term: string) =>
      (await list(owner.key, `?search=${encodeURIComponent(term)}&page_size=20`)).json().results as Array<{
        company: string;
      }>;
    expect(await search('super fund')).toHaveLength(6);
    expect((await search('WESFARMERS')).map((d) => d.company)).toEqual(['Wesfarmers purchase']);
    expect(await search('contract note')).toHaveLength(3);
    expect((await search('100%')).map((d) => d.company)).toEqual(['CSL sale 100% of holding']);
    expect(await search('0%')).toHaveLength(1);
    // The stranger's document mentions Harper, but is not the owner's.
    expect((await search('takeover')).length).toBe(0);
    const found = (await list(owner.key, '?search=report&page_size=2')).json();
    expect(found.count).toBe(3);
    expect(found.next).toBe('/api/ipm/documents/?search=report&page_size=2&page=2');
  });

  it('lists only the Annual Summary Pack with the switch on, and everything with it off', async () => {
    const on = (await list(owner.key, '?is_annual_summary_tax_pack=true')).json();
    expect(on.count).toBe(2);
    expect(on.results.map((d: { company: string }) => d.company).sort()).toEqual([
      'Harper Super 2024-25 tax pack',
      'Harper Trust 2024-25 tax pack',
    ]);
    expect(on.results.every((d: { is_annual_summary_tax_pack: boolean }) => d.is_annual_summary_tax_pack)).toBe(true);
    expect((await list(owner.key, '?is_annual_summary_tax_pack=false')).json().count).toBe(12);
    expect((await list(owner.key, '?is_annual_summary_tax_pack=true&search=super')).json().count).toBe(1);
  });

  it('answers 400 on the field for a bad sort, page size, page or switch', async () => {
    const bad = async (query: string) => {
      const res = await list(owner.key, query);
      expect(res.statusCode).toBe(400);
      return Object.keys(res.json().field_errors);
    };
    expect(await bad('?ordering=storage_key')).toEqual(['ordering']);
    expect(await bad('?ordering=--date_of')).toEqual(['ordering']);
    expect(await bad('?page_size=0')).toEqual(['page_size']);
    expect(await bad('?page_size=101')).toEqual(['page_size']);
    expect(await bad('?page=0')).toEqual(['page']);
    expect(await bad('?is_annual_summary_tax_pack=yes')).toEqual(['is_annual_summary_tax_pack']);
    expect(await bad(`?search=${'x'.repeat(41)}`)).toEqual(['search']);
    const res = await list(owner.key, '?ordering=nope');
    expect(res.json().field_errors.ordering).toEqual([DocumentMessages.unknownSortField]);
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/ipm/documents/' })).statusCode).toBe(401);
  });
});

describe('GET /api/ipm/documents/search-autocomplete/', () => {
  const suggest = async (key: string, search: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/ipm/documents/search-autocomplete/?search=${encodeURIComponent(search)}`,
      headers: bearer(key),
    });
    expect(res.statusCode).toBe(200);
    return res.json().results as Array<{ group: string; options: string[] }>;
  };

  it('groups suggestions by account name, description and category, starting with those that begin with the term', async () => {
    expect(await suggest(owner.key, 'harper')).toEqual([
      { group: 'Account name', options: ['Harper Family Trust', 'Harper Super Fund'] },
      {
        group: 'Description',
        options: [
          'Harper Super 2024-25 tax pack',
          'Harper Super Q1 report',
          'Harper Trust 2024-25 tax pack',
          'Harper Trust Q1 report',
          'Harper Trust Q2 report',
        ],
      },
    ]);
    expect(await suggest(owner.key, 'STATEMENT')).toEqual([
      { group: 'Category', options: ['Distribution Statement', 'Fee Statement'] },
    ]);
    expect(await suggest(owner.key, 'pack')).toEqual([
      { group: 'Description', options: ['Harper Super 2024-25 tax pack', 'Harper Trust 2024-25 tax pack'] },
      { group: 'Category', options: ['Annual Summary Pack'] },
    ]);
    expect(await suggest(owner.key, 'rep')).toEqual([
      {
        group: 'Description',
        options: ['Harper Super Q1 report', 'Harper Trust Q1 report', 'Harper Trust Q2 report'],
      },
      { group: 'Category', options: ['Quarterly Report'] },
    ]);
  });

  it('suggests nothing for two characters or fewer, and nothing of another investor', async () => {
    expect(await suggest(owner.key, 'ha')).toEqual([]);
    expect(await suggest(owner.key, '  ha  ')).toEqual([]);
    expect(await suggest(owner.key, 'secret')).toEqual([]);
    expect(await suggest(stranger.key, 'harper')).toEqual([
      { group: 'Description', options: ['Harper takeover plan'] },
    ]);
  });
});

describe('downloads', () => {
  const download = (key: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/ipm/documents/${id}/download/`, headers: bearer(key) });
  const archive = (key: string, ids: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ipm/documents/download/',
      headers: bearer(key),
      payload: { documents: ids },
    });

  it('serves one document’s file to the people on its account', async () => {
    const doc = published[0]!;
    const res = await download(owner.key, doc.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Harper Trust Q1 report.pdf"; filename*=UTF-8''Harper%20Trust%20Q1%20report.pdf`,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdf('Harper Trust Q1 report', 4000))).toBe(true);
  });

  it('answers 404 for another investor’s document, as for one that does not exist', async () => {
    const foreign = await download(owner.key, strangerDocument);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('plan');
    expect((await download(owner.key, 2_000_000)).statusCode).toBe(404);
    expect((await download(stranger.key, published[0]!.id)).statusCode).toBe(404);
  });

  it('zips a selection with each file under its own name', async () => {
    const [a, b] = [published[2]!, published[3]!];
    const res = await archive(owner.key, [a.id, b.id]);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Documents-\d{8}\.zip"/);
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual([a.file_name, b.file_name].sort());
    expect(Buffer.from(files[a.file_name]!).equals(pdf('BHP Group purchase', 300))).toBe(true);
  });

  it('refuses the whole selection with 404 when one document is not the user’s', async () => {
    const res = await archive(owner.key, [published[0]!.id, strangerDocument]);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });

  it('answers 400 on the field for an empty or oversized selection', async () => {
    const empty = await archive(owner.key, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors).toHaveProperty('documents');
    const tooMany = await archive(
      owner.key,
      Array.from({ length: 101 }, (_, i) => i + 1),
    );
    expect(tooMany.json().field_errors.documents).toEqual([DocumentMessages.tooManyForArchive]);
  });
});

describe('demo documents', () => {
  it('gives the demo investor real PDFs on both accounts, an Annual Summary Pack among them, once', async () => {
    const investor = await signIn(t.app, INVESTOR);
    const page = (await list(investor, '?page_size=50')).json();
    expect(page.count).toBe(12);
    const names = new Set(page.results.map((d: { account: { name: string } }) => d.account.name));
    expect(names).toEqual(new Set(['Olivia Bennett', 'Bennett Family Super Fund']));
    const packs = (await list(investor, '?is_annual_summary_tax_pack=true')).json();
    expect(packs.count).toBe(2);
    const file = await t.app.inject({ method: 'GET', url: packs.results[0].file, headers: bearer(investor) });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.length).toBe(packs.results[0].file_size);

    await seedDocuments(t.database.db, t.app.fileStorage);
    expect((await list(investor)).json().count).toBe(12);
  });
});

describe('OpenAPI', () => {
  it('documents the documents routes with their contract schemas', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    for (const path of [
      '/api/ipm/documents/',
      '/api/ipm/documents/search-autocomplete/',
      '/api/ipm/documents/{id}/download/',
      '/api/ipm/documents/download/',
      '/api/operator/documents/',
    ])
      expect(Object.keys(doc.paths)).toContain(path);
    const list = doc.paths['/api/ipm/documents/'].get;
    expect(list.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
      'is_annual_summary_tax_pack',
      'ordering',
      'page',
      'page_size',
      'search',
    ]);
    expect(JSON.stringify(doc.components.schemas.Document)).toContain('file_size_verbose');
  });
});
