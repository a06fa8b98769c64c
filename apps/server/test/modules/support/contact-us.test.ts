import { Messages, SupportMessages } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { supportRequests, users } from '../../../src/db/schema/index.js';
import {
  SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR,
  SUPPORT_REQUESTS_PER_HOUR,
} from '../../../src/modules/support/contact-us.service.js';
import { INVESTOR, STAFF, bearer, latestMessage, login, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

const IPM_SUPPORT = 'support@privateportfolio.example.com';
const ICF_SUPPORT = 'help@harbournotes.example.com';

let t: TestApp;
let investor: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
});
afterAll(() => t.close());

let nextAddress = 1;
/** Each test writes from its own network address unless it says otherwise, so limits stay apart. */
function contactUs(payload: unknown, options: { key?: string; ip?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/contact-us/',
    payload: payload as object,
    remoteAddress: options.ip ?? `10.9.0.${nextAddress++}`,
    headers: { ...(options.key ? bearer(options.key) : {}), ...options.headers },
  });
}

async function newestRequest() {
  const [row] = await t.app.db.select().from(supportRequests).orderBy(desc(supportRequests.id)).limit(1);
  return row!;
}

describe('POST /api/contact-us/', () => {
  it('takes a signed-out question with its e-mail, keeps it and e-mails the support address', async () => {
    const res = await contactUs({ email: 'Someone@Example.com', description: 'I cannot find my statement.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ title: Messages.thankYouTitle, detail: Messages.weWillContactYouShortly });

    const row = await newestRequest();
    expect(row).toMatchObject({
      userId: null,
      email: 'Someone@Example.com',
      description: 'I cannot find my statement.',
    });
    expect(row.tenantId).not.toBeNull();

    const mail = (await latestMessage(t.app, IPM_SUPPORT))!;
    expect(mail.channel).toBe('email');
    expect(mail.subject).toBe(`Support request #${row.id} from Someone@Example.com`);
    expect(mail.body).toContain('Not signed in');
    expect(mail.body).toContain('I cannot find my statement.');
  });

  it('keeps the question when its e-mail cannot be sent, and staff read it with the operator API', async () => {
    const send = vi.spyOn(t.app.messages, 'send').mockRejectedValueOnce(new Error('SMTP down'));
    const res = await contactUs({ email: 'outage@example.com', description: 'Sent while the mail server was down.' });
    send.mockRestore();
    expect(res.statusCode).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/operator/support-requests/?limit=5',
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
    });
    expect(listed.json()[0]).toMatchObject({
      email: 'outage@example.com',
      description: 'Sent while the mail server was down.',
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/operator/support-requests/' })).statusCode).toBe(401);
  });

  it('needs the e-mail when signed out, and a valid one', async () => {
    const missing = await contactUs({ description: 'Hello' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field_errors).toEqual({ email: [Messages.fieldRequired] });
    const wrong = await contactUs({ email: 'not-an-address', description: 'Hello' });
    expect(wrong.json().field_errors).toEqual({ email: [Messages.formatNotValid('Email')] });
  });

  it('signed in, takes the e-mail from the profile and records who asked', async () => {
    const res = await contactUs({ description: 'Please call me about my SMSF account.' }, { key: investor });
    expect(res.statusCode).toBe(200);
    const [person] = await t.app.db.select().from(users).where(eq(users.email, INVESTOR.email));
    const row = await newestRequest();
    expect(row).toMatchObject({ userId: person!.id, email: INVESTOR.email });
    const mail = (await latestMessage(t.app, IPM_SUPPORT))!;
    expect(mail.body).toContain(`signed in as user ${person!.id}`);
    expect(mail.body).toContain(`From: ${INVESTOR.email}`);
  });

  it('uses the profile’s e-mail even when another is typed', async () => {
    await contactUs({ email: 'elsewhere@example.com', description: 'Which address?' }, { key: staff });
    expect((await newestRequest()).email).toBe(STAFF.email);
  });

  it('asks for the e-mail when the profile has none', async () => {
    await t.app.db.update(users).set({ email: '' }).where(eq(users.email, STAFF.email));
    t.app.sessions.forgetAll();
    try {
      const missing = await contactUs({ description: 'No address on file' }, { key: staff });
      expect(missing.json().field_errors).toEqual({ email: [Messages.fieldRequired] });
      const given = await contactUs(
        { email: 'staff.home@example.com', description: 'No address on file' },
        { key: staff },
      );
      expect(given.statusCode).toBe(200);
      expect((await newestRequest()).email).toBe('staff.home@example.com');
    } finally {
      await t.app.db.update(users).set({ email: STAFF.email }).where(eq(users.email, ''));
      t.app.sessions.forgetAll();
    }
  });

  it('treats a session still waiting for its login code as signed out', async () => {
    const pending = (await login(t.app, INVESTOR.email, INVESTOR.password)).json().key as string;
    const res = await contactUs({ description: 'I never got my code' }, { key: pending });
    expect(res.json().field_errors).toEqual({ email: [Messages.fieldRequired] });
  });

  it('refuses a description that is missing or longer than 1000 characters', async () => {
    const empty = await contactUs({ email: 'a@example.com', description: '   ' });
    expect(empty.json().field_errors).toEqual({ description: [Messages.fieldRequired] });
    const long = await contactUs({ email: 'a@example.com', description: 'x'.repeat(1001) });
    expect(long.json().field_errors).toEqual({ description: [Messages.queryTooLong(1000)] });
    expect((await contactUs({ email: 'a@example.com', description: 'x'.repeat(1000) })).statusCode).toBe(200);
  });

  it('sends to the support address of the brand the request is for', async () => {
    const apps = (await t.app.inject({ method: 'GET', url: '/api/company-applications/' })).json();
    const icf = apps.results.find((a: { product_key: string }) => a.product_key === 'icf');
    await contactUs(
      { email: 'noteholder@example.com', description: 'Loan note question' },
      {
        headers: { 'application-id': String(icf.id) },
      },
    );
    expect((await newestRequest()).tenantId).toBe(icf.id);
    expect((await latestMessage(t.app, ICF_SUPPORT))!.body).toContain('Loan note question');
  });

  it('limits how often one address may write, so the support inbox cannot be flooded', async () => {
    for (let i = 0; i < SUPPORT_REQUESTS_PER_HOUR; i++) {
      expect((await contactUs({ email: 'busy@example.com', description: `Question ${i}` })).statusCode).toBe(200);
    }
    const refused = await contactUs({ email: 'BUSY@example.com', description: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ detail: SupportMessages.tooManyRequests, code: 'rate_limited' });
    expect(refused.headers['retry-after']).toBeDefined();
    // Another address is still welcome.
    expect((await contactUs({ email: 'calm@example.com', description: 'Hello' })).statusCode).toBe(200);
  });

  it('limits one network address however many e-mail addresses it uses', async () => {
    const ip = '10.66.6.6';
    for (let i = 0; i < SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR; i++) {
      const res = await contactUs({ email: `sender${i}@example.com`, description: 'Spam?' }, { ip });
      expect(res.statusCode).toBe(200);
    }
    expect((await contactUs({ email: 'sender-x@example.com', description: 'Spam?' }, { ip })).statusCode).toBe(429);
  });
});
