import { createHash } from 'node:crypto';
import {
  ErrorCode,
  SigningMessages as M,
  type OperatorEnvelope,
  type OperatorEnvelopePage,
  type OperatorEnvelopeReminder,
  type OperatorEnvelopeSummary,
} from '@portal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, signingEnvelopeEvents } from '../../../src/db/schema/index.js';
import { reminderSchedule, sendScheduledReminder } from '../../../src/modules/signing/signing-reminders.job.js';
import { bearer } from '../../helpers/auth-client.js';
import { startTestApp, TEST_OPERATOR_KEY, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { signingAccount, signingLinkOf, type Authority } from './signing-fixtures.js';

/**
 * Staff's operations on signing envelopes (issue #21 item 2): reminders by hand and on schedule,
 * withdrawing an envelope, and the operator API that lists and shows them.
 */
let t: TestApp;
const stopped: Array<[number, string]> = [];
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PDF_SHA256 = createHash('sha256').update(PDF).digest('hex');
const DAY_MS = 24 * 60 * 60 * 1000;

let ann: TestPerson;
let bob: TestPerson;

beforeAll(async () => {
  t = await startTestApp({ env: { SIGNING_REMINDER_DAYS: '3', SIGNING_REMINDER_COUNT: '2' } });
  // What follows a stopped envelope is another module's: here it only records.
  t.app.signing.setOnEnvelopeStopped((id, status) => void stopped.push([id, status]));
  ann = await createPerson(t, 'ops-ann');
  bob = await createPerson(t, 'ops-bob');
});
afterAll(() => t.close());

const accountFor = (type: 'individual' | 'joint', people: TestPerson[], authority?: Authority) =>
  signingAccount(t, `Operations ${type}`, type, people, authority);

async function send(accountId: number): Promise<number> {
  const envelope = await t.app.signing.createEnvelope({
    accountId,
    kind: 'application',
    subjectId: null,
    title: 'Application documents',
    documents: [{ name: 'Application form.pdf', kind: 'application_form', pdf: PDF }],
  });
  return envelope.id;
}

const envelopeFor = async (type: 'individual' | 'joint', people: TestPerson[], authority?: Authority) =>
  send(await accountFor(type, people, authority));

async function mailsTo(person: TestPerson) {
  const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(person.email)}` });
  return res.json() as Array<{ subject: string; body: string }>;
}

const linkOf = (person: TestPerson) => signingLinkOf(t, person);

const nameOf = (p: TestPerson) => `Test ${p.email.split('-').slice(0, 2).join('-')}`;
const sign = (token: string, person: TestPerson) =>
  t.app.inject({
    method: 'POST',
    url: `/api/signing/${token}/sign/`,
    payload: { consent_to_sign_electronically: true, full_name: nameOf(person) },
  });
const openLink = (token: string) => t.app.inject({ method: 'GET', url: `/api/signing/${token}/` });

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const opGet = (url: string) => t.app.inject({ method: 'GET', url: `/api/operator${url}`, headers: operator });
const opPost = (url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url: `/api/operator${url}`, headers: operator, payload });
const remind = (id: number) => opPost(`/signing/envelopes/${id}/remind/`);
const voidIt = (id: number, payload: object) => opPost(`/signing/envelopes/${id}/void/`, payload);

const reminders = async (person: TestPerson) =>
  (await mailsTo(person)).filter((m) => m.subject === 'Reminder: please sign: Application documents');

const reminderJobs = (envelopeId: number) =>
  t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.queue, 'signing.remind'), sql`(${jobs.payload}->>'envelope_id')::int = ${envelopeId}`))
    .orderBy(asc(jobs.id));

describe('reminding the signers', () => {
  it('e-mails each signer still to answer a fresh link that opens the page; the old link is refused; a signer who signed is not reminded', async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'all' });
    const [annLink, bobOld] = [await linkOf(ann), await linkOf(bob)];
    expect((await sign(annLink, ann)).statusCode).toBe(200);
    const annBefore = await reminders(ann);

    const res = await remind(id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as OperatorEnvelopeReminder;
    expect(body).toEqual({
      id,
      reminded: [{ id: expect.any(Number), name: nameOf(bob), email: bob.email, link_expires: expect.any(String) }],
    });

    const [mail] = await mailsTo(bob);
    expect(mail!.subject).toBe('Reminder: please sign: Application documents');
    expect(mail!.body).toContain('It replaces the link we sent you earlier, which no longer works.');
    const bobNew = await linkOf(bob);
    expect(bobNew).not.toBe(bobOld);
    const opened = await openLink(bobNew);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().signer).toMatchObject({ name: nameOf(bob), link_expires: body.reminded[0]!.link_expires });
    const old = await openLink(bobOld);
    expect(old.statusCode).toBe(404);
    expect(old.json().detail).toBe(M.linkNotValid);
    expect(await reminders(ann)).toEqual(annBefore);

    const events = await t.database.db
      .select()
      .from(signingEnvelopeEvents)
      .where(and(eq(signingEnvelopeEvents.envelopeId, id), eq(signingEnvelopeEvents.event, 'reminded')));
    expect(events).toHaveLength(1);
    expect(events[0]!.details).toEqual({ link_expires: body.reminded[0]!.link_expires });
  });

  it('refuses a finished envelope with why, and an id that names none', async () => {
    const id = await envelopeFor('individual', [ann]);
    await sign(await linkOf(ann), ann);
    const before = await reminders(ann);
    const res = await remind(id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ field_errors: {}, non_field_errors: [M.envelopeCompleted] });
    expect(await reminders(ann)).toEqual(before);

    const missing = await remind(2_147_483_647);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: M.envelopeNotFound, code: ErrorCode.notFound });
  });
});

describe('automatic reminders (job signing.remind)', () => {
  it('sending an envelope queues the first reminder SIGNING_REMINDER_DAYS later', async () => {
    const sentAt = Date.now();
    const id = await envelopeFor('individual', [ann]);
    const [job] = await reminderJobs(id);
    expect(job).toMatchObject({ state: 'queued', payload: { envelope_id: id, nth: 1 } });
    expect(Math.abs(job!.runAt.getTime() - (sentAt + 3 * DAY_MS))).toBeLessThan(60_000);
  });

  it('reminds and queues the next, once per reminder, and stops at SIGNING_REMINDER_COUNT', async () => {
    const id = await envelopeFor('individual', [bob]);
    const before = (await reminders(bob)).length;

    await sendScheduledReminder(t.app.signing, { envelope_id: id, nth: 1 });
    expect(await reminders(bob)).toHaveLength(before + 1);
    expect((await reminderJobs(id)).map((j) => j.payload)).toEqual([
      { envelope_id: id, nth: 1 },
      { envelope_id: id, nth: 2 },
    ]);

    // The same job run again (its lease lapsed) sends nothing more.
    await sendScheduledReminder(t.app.signing, { envelope_id: id, nth: 1 });
    expect(await reminders(bob)).toHaveLength(before + 1);

    await sendScheduledReminder(t.app.signing, { envelope_id: id, nth: 2 });
    expect(await reminders(bob)).toHaveLength(before + 2);
    const queued = (await reminderJobs(id)).map((j) => j.payload);
    expect(queued).not.toContainEqual({ envelope_id: id, nth: 3 });
    const link = await linkOf(bob);
    expect((await openLink(link)).statusCode).toBe(200);
  });

  it('does nothing once the envelope is finished', async () => {
    const id = await envelopeFor('individual', [ann]);
    await sign(await linkOf(ann), ann);
    const before = await mailsTo(ann);
    const jobsBefore = await reminderJobs(id);
    await sendScheduledReminder(t.app.signing, { envelope_id: id, nth: 1 });
    expect(await mailsTo(ann)).toEqual(before);
    expect(await reminderJobs(id)).toEqual(jobsBefore);
  });

  it('SIGNING_REMINDER_DAYS=0 queues none', async () => {
    const queued: unknown[] = [];
    const off = reminderSchedule(async (payload) => void queued.push(payload), { days: 0, count: 3 });
    await off(1, 1);
    expect(queued).toEqual([]);
  });
});

describe('withdrawing an envelope (void)', () => {
  it('voids it: the links refuse with the withdrawal, the signers still to answer are told the reason, the stopped hook runs', async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'all' });
    const [annLink, bobLink] = [await linkOf(ann), await linkOf(bob)];
    await sign(annLink, ann);

    const res = await voidIt(id, { reason: '  Wrong amount on the form  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as OperatorEnvelope;
    expect(body).toMatchObject({ id, status: 'voided', finished: expect.any(String) });
    expect(body.events.at(-1)).toMatchObject({
      event: 'voided',
      signer: null,
      details: { reason: 'Wrong amount on the form' },
    });

    const refused = await openLink(bobLink);
    expect(refused.statusCode).toBe(410);
    expect(refused.json()).toEqual({ detail: M.envelopeVoided, code: ErrorCode.signingLinkUnusable });
    const [told] = await mailsTo(bob);
    expect(told!.subject).toBe('Documents withdrawn: Application documents');
    expect(told!.body).toContain('The reason: Wrong amount on the form');
    // Ann had signed: nothing of hers is left to withdraw.
    expect((await mailsTo(ann)).some((m) => m.subject.startsWith('Documents withdrawn'))).toBe(false);
    expect(stopped).toContainEqual([id, 'voided']);
  });

  it('needs a reason, on its field; a second void is refused', async () => {
    const id = await envelopeFor('individual', [bob]);
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await voidIt(id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors).toEqual({ reason: [M.voidReasonRequired] });
    }
    expect((await voidIt(id, { reason: 'Sent by mistake' })).statusCode).toBe(200);
    const again = await voidIt(id, { reason: 'Sent by mistake' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ field_errors: {}, non_field_errors: [M.envelopeVoided] });
    expect(stopped.filter(([e]) => e === id)).toEqual([[id, 'voided']]);
    expect((await remind(id)).json().non_field_errors).toEqual([M.envelopeVoided]);
  });
});

describe('the operator API of envelopes', () => {
  it('answers 401 without a key, and 404 to a signed-in investor', async () => {
    const id = await envelopeFor('individual', [ann]);
    const calls = [
      ['GET', '/api/operator/signing/envelopes/'],
      ['GET', `/api/operator/signing/envelopes/${id}/`],
      ['POST', `/api/operator/signing/envelopes/${id}/remind/`],
      ['POST', `/api/operator/signing/envelopes/${id}/void/`],
    ] as const;
    for (const [method, url] of calls) {
      for (const [headers, status] of [
        [{}, 401],
        [bearer(ann.key), 404],
      ] as const) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          payload: method === 'POST' ? { reason: 'x' } : undefined,
        });
        expect(res.statusCode, `${method} ${url}`).toBe(status);
      }
    }
    expect((await opGet(`/signing/envelopes/${id}/`)).json().status).toBe('sent');
  });

  it('lists newest first, filtered by account and by status', async () => {
    const accountId = await accountFor('individual', [bob]);
    const first = await send(accountId);
    const second = await send(accountId);
    await voidIt(first, { reason: 'Replaced by the next one' });

    const page = (await opGet(`/signing/envelopes/?account=${accountId}`)).json() as OperatorEnvelopePage;
    expect(page).toMatchObject({ count: 2, next: null, previous: null });
    const byAccount = page.results;
    expect(byAccount.map((e) => [e.id, e.status])).toEqual([
      [second, 'sent'],
      [first, 'voided'],
    ]);
    expect(byAccount[0]).toMatchObject({
      account: accountId,
      account_name: 'Operations individual',
      kind: 'application',
      provider: 'local',
      provider_envelope_id: String(second),
      finished: null,
      signers: [{ name: nameOf(bob), email: bob.email, status: 'sent' }],
    });

    const voided = ((await opGet('/signing/envelopes/?status=voided&page_size=100')).json() as OperatorEnvelopePage)
      .results;
    expect(voided.map((e) => e.id)).toContain(first);
    expect(voided.every((e) => e.status === 'voided')).toBe(true);
    const open = (await opGet(`/signing/envelopes/?status=sent&account=${accountId}&page_size=1`)).json();
    expect(open.results.map((e: OperatorEnvelopeSummary) => e.id)).toEqual([second]);

    const bad = await opGet('/signing/envelopes/?status=lost');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().field_errors)).toEqual(['status']);
  });

  it('shows an envelope: each signer, the documents with their SHA-256, the history with who and from where', async () => {
    const id = await envelopeFor('joint', [ann, bob], { option: 'all' });
    await sign(await linkOf(ann), ann);
    const res = await opGet(`/signing/envelopes/${id}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as OperatorEnvelope;
    expect(body.signers).toEqual([
      {
        id: expect.any(Number),
        name: nameOf(ann),
        email: ann.email,
        status: 'signed',
        viewed: expect.any(String),
        signed: expect.any(String),
        declined: null,
        decline_reason: '',
        link_expires: expect.any(String),
      },
      expect.objectContaining({ name: nameOf(bob), status: 'sent', viewed: null, signed: null }),
    ]);
    expect(body.documents).toEqual([
      {
        id: expect.any(Number),
        name: 'Application form.pdf',
        kind: 'application_form',
        sha256: PDF_SHA256,
        sealed_sha256: null,
      },
    ]);
    expect(body.events.map((e) => [e.event, e.signer])).toEqual([
      ['created', null],
      ['sent', nameOf(ann)],
      ['sent', nameOf(bob)],
      ['signed', nameOf(ann)],
    ]);
    expect(body.events[3]).toMatchObject({ ip: '127.0.0.1', details: { full_name: nameOf(ann) } });

    const missing = await opGet('/signing/envelopes/2147483647/');
    expect(missing.json()).toEqual({ detail: M.envelopeNotFound, code: ErrorCode.notFound });
  });
});
