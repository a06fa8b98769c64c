import { AttachmentMessages, ErrorCode, Messages, type Account, type AccountAttachment } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountAttachments, accountMembers, accounts, uploadedFiles } from '../../../src/db/schema/index.js';
import { INVESTOR, bearer, signIn } from '../../helpers/auth-client.js';
import { pdfPages } from '../../helpers/pdf-text.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { SwitchableRegister } from './business-register-double.js';

/** An account's certificates and trust deeds (spec 2 §2, §3, §4, §5, §7, §8, §9) through the API. */
let t: TestApp;
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await startTestApp({ businessRegister: new SwitchableRegister() });
  owner = await createPerson(t, 'attachments-owner');
  stranger = await createPerson(t, 'attachments-stranger');
});
afterAll(() => t.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPG = Buffer.from('ffd8ffe000104a46494600', 'hex');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 1)]);
const MISSING = 2_147_483_647;

type Kind = 'certificates' | 'deed-attachments';
const list = (id: number, kind: Kind) => `/api/accounts/${id}/${kind}/`;

/** A real multipart/form-data body, as a browser sends it. */
function multipart(content: Buffer, filename: string, type: string) {
  const boundary = '----attachmentsBoundary9X';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(
  key: string,
  accountId: number,
  kind: Kind,
  content = PDF,
  filename = 'file.pdf',
  type = 'application/pdf',
) {
  const body = multipart(content, filename, type);
  return t.app.inject({
    method: 'POST',
    url: list(accountId, kind),
    headers: { ...bearer(key), ...body.headers },
    payload: body.payload,
  });
}
const get = (key: string | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: key ? bearer(key) : {} });
const del = (key: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: bearer(key) });

async function newAccount(payload: object): Promise<Account> {
  const res = await t.app.inject({ method: 'POST', url: '/api/accounts/', headers: bearer(owner.key), payload });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json() as Account;
}
const newIndividual = () => newAccount({ type: 'individual' });
const newTrust = () =>
  newAccount({ type: 'trust', name: 'Hartley Family Trust', trustee: 'individual', trustee_confirm: true });
const accountOf = async (id: number) => (await get(owner.key, `/api/accounts/${id}/`)).json() as Account;
const storedCount = async (accountId: number) =>
  (await t.database.db.select().from(accountAttachments).where(eq(accountAttachments.accountId, accountId))).length;
const fileCount = async () => (await t.database.db.select({ id: uploadedFiles.id }).from(uploadedFiles)).length;

describe('uploading certificates and deeds (spec 2 §5 file uploads)', () => {
  it('accepts pdf, png and jpg by their content, lists them and serves each back with its type', async () => {
    const account = await newIndividual();
    const uploaded: AccountAttachment[] = [];
    for (const [content, name, type] of [
      [PDF, 'certificate.pdf', 'application/pdf'],
      [PNG, 'scan.png', 'image/png'],
      [JPG, 'photo.jpg', 'image/jpeg'],
    ] as const) {
      const res = await upload(owner.key, account.id, 'certificates', content, name, type);
      expect(res.statusCode, name).toBe(201);
      const body = res.json() as AccountAttachment;
      expect(body).toMatchObject({ file_name: name, content_type: type, size: content.length });
      expect(body.file).toBe(`/api/accounts/${account.id}/certificates/${body.id}/file/`);
      uploaded.push(body);
      const file = await get(owner.key, body.file);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(type);
      expect(file.headers['content-disposition']).toContain(`filename="${name}"`);
      expect(file.rawPayload.equals(content)).toBe(true);
    }
    const listed = await get(owner.key, list(account.id, 'certificates'));
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual(uploaded);
  });

  it('refuses an executable renamed .pdf, an empty file and a missing one, on the file field; nothing stored', async () => {
    const account = await newIndividual();
    const files = await fileCount();
    const exe = await upload(owner.key, account.id, 'certificates', EXE, 'certificate.pdf', 'application/pdf');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().field_errors).toEqual({ file: [Messages.fileTypeNotSupported] });
    expect(Messages.fileTypeNotSupported).toBe('Selected File is not Supported for Upload');

    const empty = await upload(owner.key, account.id, 'certificates', Buffer.alloc(0), 'empty.pdf');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().field_errors).toEqual({ file: [AttachmentMessages.emptyFile] });

    const json = await t.app.inject({
      method: 'POST',
      url: list(account.id, 'certificates'),
      headers: bearer(owner.key),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().field_errors.file).toBeDefined();

    expect(await storedCount(account.id)).toBe(0);
    expect(await fileCount()).toBe(files);
  });

  it('refuses a file over 10 MB with the spec’s message', async () => {
    const account = await newIndividual();
    const big = Buffer.concat([PDF.subarray(0, 9), Buffer.alloc(11 * 1024 * 1024, 0x20)]);
    const res = await upload(owner.key, account.id, 'certificates', big, 'big.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ file: ['Max file size is - 10MB'] });
    expect(await storedCount(account.id)).toBe(0);
  }, 30_000);

  it('takes at most 10 certificates: the 11th is refused and nothing is stored', async () => {
    const account = await newIndividual();
    for (let n = 1; n <= 10; n++) {
      expect((await upload(owner.key, account.id, 'certificates', PDF, `c${n}.pdf`)).statusCode).toBe(201);
    }
    const files = await fileCount();
    const res = await upload(owner.key, account.id, 'certificates', PDF, 'c11.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ file: [AttachmentMessages.limitReached(10)] });
    expect(await storedCount(account.id)).toBe(10);
    expect(await fileCount()).toBe(files);
  });

  it('takes at most 5 trust deeds: the 6th is refused and nothing is stored', async () => {
    const trust = await newTrust();
    for (let n = 1; n <= 5; n++) {
      expect((await upload(owner.key, trust.id, 'deed-attachments', PDF, `d${n}.pdf`)).statusCode).toBe(201);
    }
    const res = await upload(owner.key, trust.id, 'deed-attachments', PDF, 'd6.pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ file: [AttachmentMessages.limitReached(5)] });
    expect(await storedCount(trust.id)).toBe(5);
    expect((await get(owner.key, list(trust.id, 'deed-attachments'))).json()).toHaveLength(5);
  });

  it('takes deeds only for an SMSF or a trust', async () => {
    const account = await newIndividual();
    for (const res of [
      await get(owner.key, list(account.id, 'deed-attachments')),
      await upload(owner.key, account.id, 'deed-attachments'),
      await del(owner.key, `${list(account.id, 'deed-attachments')}1/`),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().non_field_errors).toEqual([AttachmentMessages.deedsOnlyForTrusts]);
    }
    expect(await storedCount(account.id)).toBe(0);
  });
});

describe('deleting', () => {
  it('removes the file from the list and its content', async () => {
    const trust = await newTrust();
    const kept = (await upload(owner.key, trust.id, 'deed-attachments', PDF, 'kept.pdf')).json() as AccountAttachment;
    const gone = (await upload(owner.key, trust.id, 'deed-attachments', PNG, 'gone.png')).json() as AccountAttachment;
    const res = await del(owner.key, `${list(trust.id, 'deed-attachments')}${gone.id}/`);
    expect(res.statusCode).toBe(200);
    expect((await get(owner.key, list(trust.id, 'deed-attachments'))).json()).toEqual([kept]);
    expect((await get(owner.key, gone.file)).statusCode).toBe(404);
    expect((await del(owner.key, `${list(trust.id, 'deed-attachments')}${gone.id}/`)).statusCode).toBe(404);
    // A deed's id is not a certificate's.
    expect((await del(owner.key, `${list(trust.id, 'certificates')}${kept.id}/`)).statusCode).toBe(404);
    expect((await get(owner.key, kept.file)).statusCode).toBe(200);
  });
});

describe('who', () => {
  it('another investor’s account or file answers 404, exactly as a missing one, and nothing changes', async () => {
    const account = await newIndividual();
    const mine = (await upload(owner.key, account.id, 'certificates')).json() as AccountAttachment;
    const theirs = [
      () => get(stranger.key, list(account.id, 'certificates')),
      () => upload(stranger.key, account.id, 'certificates'),
      () => get(stranger.key, mine.file),
      () => del(stranger.key, `${list(account.id, 'certificates')}${mine.id}/`),
    ];
    const missing = [
      () => get(stranger.key, list(MISSING, 'certificates')),
      () => upload(stranger.key, MISSING, 'certificates'),
      () => get(stranger.key, `/api/accounts/${MISSING}/certificates/${MISSING}/file/`),
      () => del(stranger.key, `${list(MISSING, 'certificates')}${MISSING}/`),
    ];
    for (let i = 0; i < theirs.length; i++) {
      const res = await theirs[i]!();
      expect(res.statusCode, String(i)).toBe(404);
      expect(res.body).toBe((await missing[i]!()).body);
    }
    // The owner's file id under the stranger's own account is not found either.
    const strangers = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/',
      headers: bearer(stranger.key),
      payload: { type: 'individual' },
    });
    const own = strangers.json().id as number;
    expect((await get(stranger.key, `/api/accounts/${own}/certificates/${mine.id}/file/`)).statusCode).toBe(404);
    expect((await del(stranger.key, `/api/accounts/${own}/certificates/${mine.id}/`)).statusCode).toBe(404);
    expect((await get(owner.key, list(account.id, 'certificates'))).json()).toEqual([mine]);
    expect((await get(undefined, mine.file)).statusCode).toBe(401);
  });

  it('a member without signing authority views the files but gets 403 on changes', async () => {
    const account = await newIndividual();
    const mine = (await upload(owner.key, account.id, 'certificates')).json() as AccountAttachment;
    await t.database.db
      .insert(accountMembers)
      .values({ accountId: account.id, userId: stranger.id, role: 'secondary' });
    expect((await get(stranger.key, list(account.id, 'certificates'))).json()).toEqual([mine]);
    expect((await get(stranger.key, mine.file)).statusCode).toBe(200);
    for (const res of [
      await upload(stranger.key, account.id, 'certificates'),
      await del(stranger.key, `${list(account.id, 'certificates')}${mine.id}/`),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: Messages.signingAuthorityRequired, code: ErrorCode.accountChangeRefused });
    }
    expect(await storedCount(account.id)).toBe(1);
  });
});

describe('the account’s missing parts (spec 2 §4)', () => {
  it('deed_attachments leaves once a deed is uploaded and comes back when the last is deleted', async () => {
    const trust = await newTrust();
    expect(trust.unfilled_fields).toContain('deed_attachments');
    const deed = (await upload(owner.key, trust.id, 'deed-attachments')).json() as AccountAttachment;
    expect((await accountOf(trust.id)).unfilled_fields).not.toContain('deed_attachments');
    await del(owner.key, `${list(trust.id, 'deed-attachments')}${deed.id}/`);
    expect((await accountOf(trust.id)).unfilled_fields).toContain('deed_attachments');
  });

  it('deed_attachments also leaves when the deed is skipped', async () => {
    const trust = await newTrust();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/accounts/${trust.id}/`,
      headers: bearer(owner.key),
      payload: { skip_deed_attachment: true },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Account).unfilled_fields).not.toContain('deed_attachments');
  });

  it('certificates leaves once the account has one', async () => {
    const account = await newIndividual();
    await t.database.db
      .update(accounts)
      .set({ products: ['icf'] })
      .where(eq(accounts.id, account.id));
    expect((await accountOf(account.id)).unfilled_fields).toContain('certificates');
    await upload(owner.key, account.id, 'certificates');
    expect((await accountOf(account.id)).unfilled_fields).not.toContain('certificates');
    const listed = (await get(owner.key, '/api/accounts/?page_size=100')).json() as { results: Account[] };
    expect(listed.results.find((a) => a.id === account.id)!.unfilled_fields).not.toContain('certificates');
  });

  it('the demo SMSF has its trust deed; the demo trust has none yet', async () => {
    const key = await signIn(t.app, INVESTOR);
    const { results } = (await get(key, '/api/accounts/?page_size=50')).json() as { results: Account[] };
    const fund = results.find((a) => a.name === 'Bennett Family Super Fund')!;
    const trust = results.find((a) => a.name === 'Bennett Family Trust')!;
    expect(fund.unfilled_fields).not.toContain('deed_attachments');
    const deeds = (await get(key, list(fund.id, 'deed-attachments'))).json() as AccountAttachment[];
    expect(deeds).toHaveLength(1);
    const content = await get(key, deeds[0]!.file);
    expect(content.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(trust.unfilled_fields).toContain('deed_attachments');
    expect((await get(key, list(trust.id, 'deed-attachments'))).json()).toEqual([]);
  });
});

describe('the certificate template (spec 2 §7)', () => {
  it('names a real PDF: a qualified accountant’s certificate under s708(8)(c) with blanks', async () => {
    const res = await get(owner.key, '/api/accounts/certificate-template/');
    expect(res.statusCode).toBe(200);
    const url = res.json().certificate_template as string;
    expect(url).toBe('/api/accounts/certificate-template/file/');
    const file = await get(undefined, url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [page] = await pdfPages(file.rawPayload);
    expect(page).toContain('Wholesale investor certificate');
    expect(page).toContain('708(8)(c)');
    expect(page).toContain('$2.5 million');
    expect(page).toContain('Signature of the accountant');
  });
});
