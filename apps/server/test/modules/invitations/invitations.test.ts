import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMessage } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: 'https://portal.example.com' } });
});
afterAll(() => t.close());

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const createInvite = (payload: object, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'POST', url: '/api/operator/invites/', headers, payload });
const publicInvite = (uuid: string) => t.app.inject({ method: 'GET', url: `/api/auth/registration-invites/${uuid}/` });

describe('operator API', () => {
  it('refuses calls without the operator key, and with a user session key', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/operator/invites/' });
    expect(none.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/operator/invites/',
      headers: { authorization: 'Operator nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/base/login/',
      payload: { email: 'staff@example.com', password: 'Portal-Demo-2026!' },
    });
    const userKey = await t.app.inject({
      method: 'GET',
      url: '/api/operator/invites/',
      headers: { authorization: `Token ${login.json().key}` },
    });
    expect(userKey.statusCode).toBe(401);
  });
});

describe('registration invitations', () => {
  it('creates an invitation, e-mails the link and the 12-digit code, and answers them once', async () => {
    const res = await createInvite({
      email: 'New.Investor@Example.com',
      phone_number: '0411 222 333',
      type: 'individual',
    });
    expect(res.statusCode).toBe(201);
    const { uuid, code, url } = res.json();
    expect(code).toMatch(/^\d{12}$/);
    expect(url).toBe(`https://portal.example.com/invitation/${uuid}/`);
    const mail = await latestMessage(t.app, 'new.investor@example.com');
    expect(mail?.subject).toBe('Your invitation to Private Portfolio');
    expect(mail?.body).toContain(url);
    expect(mail?.body).toContain(code);
    const stored = await t.database.db.execute(sql`select code_hash from registration_invites where uuid = ${uuid}`);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('shows the invitation publicly at its first step', async () => {
    const { uuid } = (
      await createInvite({
        email: 'trust@example.com',
        phone_number: '0411222334',
        type: 'trust',
        account_name: 'Bennett Family Trust',
        product: 'ipm',
      })
    ).json();
    const res = await publicInvite(uuid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      uuid,
      email: 'trust@example.com',
      registration_step: 'welcome',
      account_type: 'trust',
      account_name: 'Bennett Family Trust',
      application: { name: 'Private Portfolio', product_key: 'ipm' },
    });
  });

  it('validates the operator input on its fields', async () => {
    const res = await createInvite({ email: 'nope', phone_number: '12345', type: 'castle' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors).sort()).toEqual(['email', 'phone_number', 'type']);
  });

  it('shows an expired invitation as expired', async () => {
    const { uuid } = (
      await createInvite({ email: 'late@example.com', phone_number: '0411222335', type: 'individual' })
    ).json();
    await t.database.db.execute(
      sql`update registration_invites set expires_at = now() - interval '1 minute' where uuid = ${uuid}`,
    );
    expect((await publicInvite(uuid)).json().registration_step).toBe('expired');
  });

  it('withdraws an invitation so its link shows expired; resend gives a new code and opens it again', async () => {
    const first = (
      await createInvite({ email: 'again@example.com', phone_number: '0411222336', type: 'company', product: 'icf' })
    ).json();
    const expired = await t.app.inject({
      method: 'POST',
      url: `/api/operator/invites/${first.uuid}/expire/`,
      headers: operator,
    });
    expect(expired.json().status).toBe('revoked');
    expect((await publicInvite(first.uuid)).json().registration_step).toBe('expired');

    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/operator/invites/${first.uuid}/resend/`,
      headers: operator,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().code).not.toBe(first.code);
    expect((await publicInvite(first.uuid)).json().registration_step).toBe('welcome');
    expect((await latestMessage(t.app, 'again@example.com'))?.subject).toBe('Your invitation to Harbour Loan Notes');
  });

  it('lists invitations a page at a time, newest first, with their status', async () => {
    const list = async (query = '') =>
      (await t.app.inject({ method: 'GET', url: `/api/operator/invites/${query}`, headers: operator })).json() as {
        count: number;
        next: string | null;
        results: { email: string; status: string; created: string }[];
      };
    const all = await list('?page_size=100');
    expect(all.count).toBeGreaterThanOrEqual(4);
    expect(all.results.find((i) => i.email === 'late@example.com')?.status).toBe('expired');
    const created = all.results.map((i) => i.created);
    expect(created).toEqual([...created].sort().reverse());

    // Each status is the one the list shows, worked out in the query as in the view.
    for (const status of ['open', 'expired', 'revoked', 'completed']) {
      const page = await list(`?status=${status}&page_size=100`);
      expect(page.results.every((i) => i.status === status)).toBe(true);
      expect(page.count).toBe(all.results.filter((i) => i.status === status).length);
    }
    expect((await list('?search=LATE@example')).results.map((i) => i.email)).toEqual(['late@example.com']);
    const first = await list('?page_size=1&ordering=email');
    expect(first.results).toHaveLength(1);
    expect(first.next).toBe('/api/operator/invites/?page_size=1&ordering=email&page=2');
    const emails = (await list('?ordering=email&page_size=100')).results.map((i) => i.email);
    expect(emails).toEqual([...emails].sort());
    const bad = await t.app.inject({ method: 'GET', url: '/api/operator/invites/?status=lost', headers: operator });
    expect(Object.keys(bad.json().field_errors)).toEqual(['status']);
  });

  it('answers 404 for an unknown invitation and 400 for a malformed id', async () => {
    expect((await publicInvite('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const bad = await publicInvite('not-a-uuid');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field_errors.uuid).toBeDefined();
  });
});
