import { SigningMessages as M, type OperatorEnvelope, type OperatorEnvelopePage } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../helpers/auth-client.js';
import { startTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { signingAccount } from './signing-fixtures.js';

/**
 * The back office's envelopes queue (issue #23 item 2): a server-paged list with the queue query
 * (page, ordering, search) and its filters, read by every staff role; resend and void are a
 * portfolio manager's or an operator's, and voiding needs a reason kept in the history.
 */
let t: TestApp;
let cleo: TestPerson;
let dan: TestPerson;
let auditor: TestPerson;
let manager: TestPerson;
let investor: TestPerson;
let cleoAccount: number;
let danAccount: number;
const envelopes: number[] = [];

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const get = (url: string, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'GET', url: `/api/operator${url}`, headers });
const post = (url: string, payload: object, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'POST', url: `/api/operator${url}`, headers, payload });

async function staffWithRole(label: string, role: 'auditor' | 'portfolio_manager'): Promise<TestPerson> {
  const person = await createPerson(t, label);
  const made = await post('/staff/role/', { email: person.email, role });
  expect(made.statusCode, made.body).toBe(200);
  return person;
}

async function send(accountId: number, title: string): Promise<number> {
  const envelope = await t.app.signing.createEnvelope({
    accountId,
    kind: 'application',
    subjectId: null,
    title,
    documents: [{ name: 'Form.pdf', kind: 'application_form', pdf: Buffer.from('%PDF-1.4\n%%EOF\n') }],
  });
  return envelope.id;
}

const page = async (query: string, headers?: Record<string, string>) => {
  const res = await get(`/signing/envelopes/?${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OperatorEnvelopePage;
};

beforeAll(async () => {
  t = await startTestApp();
  cleo = await createPerson(t, 'queue-cleo');
  dan = await createPerson(t, 'queue-dan');
  investor = await createPerson(t, 'queue-investor');
  auditor = await staffWithRole('queue-auditor', 'auditor');
  manager = await staffWithRole('queue-manager', 'portfolio_manager');
  cleoAccount = await signingAccount(t, 'Zephyr Queue Holdings', 'individual', [cleo]);
  danAccount = await signingAccount(t, 'Aardvark Queue Trust', 'individual', [dan]);
  envelopes.push(await send(cleoAccount, 'Queue one'));
  envelopes.push(await send(danAccount, 'Queue two'));
  envelopes.push(await send(cleoAccount, 'Queue three'));
});
afterAll(() => t.close());

describe('GET /api/operator/signing/envelopes/', () => {
  it('pages newest first, with the links to the neighbours keeping the query', async () => {
    const first = await page('search=Queue&page_size=2');
    expect(first.count).toBe(3);
    expect(first.results.map((e) => e.id)).toEqual([envelopes[2], envelopes[1]]);
    expect(first.next).toBe('/api/operator/signing/envelopes/?search=Queue&page_size=2&page=2');
    expect(first.previous).toBeNull();
    const second = await page('search=Queue&page_size=2&page=2');
    expect(second.results.map((e) => e.id)).toEqual([envelopes[0]]);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('/api/operator/signing/envelopes/?search=Queue&page_size=2&page=1');
  });

  it('orders by the column asked, either way', async () => {
    const byAccount = await page('search=Queue&ordering=account_name');
    expect(byAccount.results.map((e) => e.account_name)).toEqual([
      'Aardvark Queue Trust',
      'Zephyr Queue Holdings',
      'Zephyr Queue Holdings',
    ]);
    const byTitle = await page('search=Queue&ordering=-title');
    expect(byTitle.results.map((e) => e.title)).toEqual(['Queue two', 'Queue three', 'Queue one']);
    const oldest = await page('search=Queue&ordering=created');
    expect(oldest.results.map((e) => e.id)).toEqual(envelopes);
    const bad = await get('/signing/envelopes/?ordering=signers');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().field_errors)).toEqual(['ordering']);
  });

  it('searches the account’s name and the signers’ names and e-mails, any case; filters by status and account', async () => {
    expect((await page('search=zephyr%20queue')).results.map((e) => e.id)).toEqual([envelopes[2], envelopes[0]]);
    expect((await page(`search=${encodeURIComponent(dan.email.toUpperCase())}`)).results.map((e) => e.id)).toEqual([
      envelopes[1],
    ]);
    expect((await page('search=queue-dan')).results.map((e) => e.id)).toEqual([envelopes[1]]);
    expect((await page('search=%25_no-such')).count).toBe(0);
    expect((await page(`account=${cleoAccount}`)).results.map((e) => e.id)).toEqual([envelopes[2], envelopes[0]]);
    expect((await page(`account=${danAccount}&status=voided`)).count).toBe(0);
    const tooLong = await get(`/signing/envelopes/?search=${'x'.repeat(255)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().field_errors)).toEqual(['search']);
  });

  it('is read by an auditor and a portfolio manager; an investor is answered 404', async () => {
    expect((await page('search=Queue', bearer(auditor.key))).count).toBe(3);
    expect((await page('search=Queue', bearer(manager.key))).count).toBe(3);
    expect((await get('/signing/envelopes/', bearer(investor.key))).statusCode).toBe(404);
    expect((await get(`/signing/envelopes/${envelopes[0]}/`, bearer(investor.key))).statusCode).toBe(404);
  });
});

describe('resend and void', () => {
  it('refuses an auditor (403, the role named) and changes nothing', async () => {
    const id = envelopes[0]!;
    const remind = await post(`/signing/envelopes/${id}/remind/`, {}, bearer(auditor.key));
    expect(remind.statusCode).toBe(403);
    expect(remind.json()).toMatchObject({ code: 'staff_role_refused' });
    const voided = await post(`/signing/envelopes/${id}/void/`, { reason: 'No' }, bearer(auditor.key));
    expect(voided.statusCode).toBe(403);
    expect((await get(`/signing/envelopes/${id}/`)).json().status).toBe('sent');
    const investorCall = await post(`/signing/envelopes/${id}/void/`, { reason: 'No' }, bearer(investor.key));
    expect(investorCall.statusCode).toBe(404);
  });

  it('a void needs a reason on its field; a portfolio manager resends, then voids with one kept in the history', async () => {
    const id = envelopes[1]!;
    for (const body of [{}, { reason: '   ' }]) {
      const res = await post(`/signing/envelopes/${id}/void/`, body, bearer(manager.key));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ field_errors: { reason: [M.voidReasonRequired] }, non_field_errors: [] });
    }
    const tooLong = await post(`/signing/envelopes/${id}/void/`, { reason: 'x'.repeat(201) }, bearer(manager.key));
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().field_errors)).toEqual(['reason']);

    const reminded = await post(`/signing/envelopes/${id}/remind/`, {}, bearer(manager.key));
    expect(reminded.statusCode, reminded.body).toBe(200);
    expect(reminded.json().reminded).toEqual([expect.objectContaining({ email: dan.email })]);

    const voided = await post(`/signing/envelopes/${id}/void/`, { reason: 'Wrong form sent' }, bearer(manager.key));
    expect(voided.statusCode, voided.body).toBe(200);
    const envelope = voided.json() as OperatorEnvelope;
    expect(envelope.status).toBe('voided');
    expect(envelope.events.at(-1)).toMatchObject({ event: 'voided', details: { reason: 'Wrong form sent' } });
    expect((await page('status=voided&search=Queue')).results.map((e) => e.id)).toEqual([id]);
  });
});
