import {
  AdvisorMessages,
  ErrorCode,
  MANAGED_USER_HEADER,
  type ManagedClient,
  type OperatorAdvisor,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { DEMO_ADVISORS, DEMO_ADVISOR_LOGIN } from '../../../src/db/seed/advisors.js';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { advisorEntryLink, signAdvisorJwt } from '../../../src/modules/auth/jwt.js';
import { INVESTOR, STAFF, bearer, confirmActionCode, latestMessage, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';

const JWT_SECRET = 'advisor-system-secret-for-these-tests-0123456789';
const ADVISOR = { email: DEMO_ADVISOR_LOGIN.email, phone: DEMO_ADVISOR_LOGIN.phoneNumber, password: DEMO_PASSWORD };

let t: TestApp;
let advisorKey: string;
let investorKey: string;
let investorId: number;
beforeAll(async () => {
  t = await startTestApp({ env: { JWT_SECRET } });
  advisorKey = await signIn(t.app, ADVISOR);
  investorKey = await signIn(t.app, INVESTOR);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, INVESTOR.email));
  investorId = row!.id;
});
afterAll(() => t.close());

const get = (url: string, key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: { ...bearer(key), ...headers } });

function operator(url: string, payload: object) {
  return t.app.inject({
    method: 'POST',
    url: `/api/operator${url}`,
    headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
    payload,
  });
}

async function advisorNamed(lastName: string): Promise<OperatorAdvisor> {
  const list = (
    await t.app.inject({
      method: 'GET',
      url: '/api/operator/advisors/',
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
    })
  ).json() as OperatorAdvisor[];
  return list.find((a) => a.last_name === lastName)!;
}

describe('an advisor’s login (demo: advisor@example.com)', () => {
  it('signs in only with the SMS code, is an advisor in the profile, and skips the investor’s details flow', async () => {
    const profile = (await get('/profiles/my/', advisorKey)).json();
    expect(profile).toMatchObject({
      is_staff: false,
      roles: ['advisor'],
      login_two_factor_auth_enabled: true,
      force_filling_missing_personal_details: false,
    });
    // The code is not optional for an advisor: turning it off is refused on its field.
    await confirmActionCode(t.app, advisorKey, ADVISOR.phone);
    const off = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/my/',
      headers: bearer(advisorKey),
      payload: { login_two_factor_auth_enabled: false },
    });
    expect(off.statusCode).toBe(400);
    expect(Object.keys(off.json().field_errors)).toEqual(['login_two_factor_auth_enabled']);
  });

  it('lists the people of the accounts the advisor serves, with those accounts only', async () => {
    const page = (await get('/profiles/managed-users/', advisorKey)).json();
    const emails = page.results.map((c: ManagedClient) => c.email);
    expect(emails).toContain(INVESTOR.email);
    expect(emails).not.toContain(STAFF.email);
    const olivia = page.results.find((c: ManagedClient) => c.email === INVESTOR.email) as ManagedClient;
    const served = DEMO_ADVISORS[0].accounts.length;
    expect(olivia.accounts).toHaveLength(served);
    expect((await get('/profiles/managed-users/?search=nobody-like-this', advisorKey)).json().count).toBe(0);
    const tooLong = await get(`/profiles/managed-users/?search=${'x'.repeat(41)}`, advisorKey);
    expect(tooLong.statusCode).toBe(400);
    expect(Object.keys(tooLong.json().field_errors)).toEqual(['search']);
  });

  it('acts for a client: the client’s data, as staff do; refused for anyone it does not serve', async () => {
    const acting = { [MANAGED_USER_HEADER]: String(investorId) };
    const mine = (await get('/ipm/dashboard/filter-setup/', investorKey)).json();
    const seen = (await get('/ipm/dashboard/filter-setup/', advisorKey, acting)).json();
    expect(seen.accounts).toEqual(mine.accounts);
    const managed = (await get('/profiles/managed-user/', advisorKey, acting)).json();
    expect(managed.user_id).toBe(investorId);

    const [staffRow] = await t.database.db.select().from(users).where(eq(users.email, STAFF.email));
    const refused = await get('/ipm/dashboard/filter-setup/', advisorKey, {
      [MANAGED_USER_HEADER]: String(staffRow!.id),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.managedUserForbidden);
    // A change only the client may make stays refused while acting.
    const password = await t.app.inject({
      method: 'POST',
      url: '/api/auth/base/password-change/',
      headers: { ...bearer(advisorKey), ...acting },
      payload: { old_password: DEMO_PASSWORD, new_password1: 'x', new_password2: 'x' },
    });
    expect(password.statusCode).toBe(403);
    expect(password.json().code).toBe(ErrorCode.actingForClientRefused);
  });

  it('is refused the client list to an investor (403); staff see every investor', async () => {
    const refused = await get('/profiles/managed-users/', investorKey);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(AdvisorMessages.clientsForAdvisors);
    const staffKey = await signIn(t.app, STAFF);
    const all = (await get('/profiles/managed-users/?page_size=100', staffKey)).json();
    expect(all.results.map((c: ManagedClient) => c.email)).toContain(INVESTOR.email);
    expect(all.results.map((c: ManagedClient) => c.email)).not.toContain(ADVISOR.email);
  });
});

describe('the advisor system’s link (JWT login)', () => {
  const jwtLogin = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/base/jwt_login/', payload: { jwt_token: token } });
  const exp = () => Math.floor(Date.now() / 1000) + 600;

  it('opens the advisor’s session for a client he serves, still asking for his code; anyone else is refused', async () => {
    const forClient = await jwtLogin(
      signAdvisorJwt({ email: ADVISOR.email, exp: exp(), managed_user_id: investorId }, JWT_SECRET),
    );
    expect(forClient.statusCode, forClient.body).toBe(200);
    expect(forClient.json().managed_user_id).toBe(investorId);
    const profile = await get('/profiles/my/', forClient.json().key);
    expect(profile.statusCode).toBe(403);
    expect(profile.json().code).toBe(ErrorCode.login2faRequired);

    const [staffRow] = await t.database.db.select().from(users).where(eq(users.email, STAFF.email));
    const forStaff = await jwtLogin(
      signAdvisorJwt({ email: ADVISOR.email, exp: exp(), managed_user_id: staffRow!.id }, JWT_SECRET),
    );
    expect(forStaff.statusCode).toBe(403);
    expect(forStaff.json().code).toBe(ErrorCode.managedUserForbidden);
  });

  it('makes the demo banner’s link: a token for a day, which the portal takes', async () => {
    const now = new Date();
    const link = new URL(advisorEntryLink('http://localhost:3000', JWT_SECRET, ADVISOR.email, now));
    expect(link.pathname).toBe('/advisor-entry');
    const token = link.searchParams.get('jwt_token')!;
    const [, body] = token.split('.');
    expect(JSON.parse(Buffer.from(body!, 'base64url').toString())).toEqual({
      email: ADVISOR.email,
      exp: Math.floor(now.getTime() / 1000) + 24 * 3600,
    });
    expect((await jwtLogin(token)).statusCode).toBe(200);
  });
});

describe('POST /api/operator/advisors/{id}/login/', () => {
  it('makes a new login with the advisor’s name and e-mails the link to choose a password', async () => {
    const priya = await advisorNamed(DEMO_ADVISORS[1].advisor.lastName);
    const res = await operator(`/advisors/${priya.id}/login/`, {
      email: 'priya.login@example.com',
      phone_number: '0412 000 009',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().login).toEqual({ user_id: expect.any(Number), email: 'priya.login@example.com' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'priya.login@example.com'));
    expect(row).toMatchObject({
      advisorId: priya.id,
      firstName: DEMO_ADVISORS[1].advisor.firstName,
      phoneNumber: '0412000009',
      loginTwoFactorAuthEnabled: true,
      passwordHash: null,
    });
    await expect
      .poll(async () => (await latestMessage(t.app, 'priya.login@example.com'))?.body ?? '')
      .toContain('/auth/reset-password-confirm/?token=');
    expect((await latestMessage(t.app, 'priya.login@example.com'))?.subject).toMatch(/login$/);
  });

  it('refuses staff, an investor with accounts of their own, and a bad mobile, each on its field', async () => {
    const priya = await advisorNamed(DEMO_ADVISORS[1].advisor.lastName);
    const staff = await operator(`/advisors/${priya.id}/login/`, { email: STAFF.email, phone_number: '0412000001' });
    expect(staff.json().field_errors).toEqual({ email: [AdvisorMessages.loginIsStaff] });
    const investor = await operator(`/advisors/${priya.id}/login/`, {
      email: INVESTOR.email,
      phone_number: '0412345678',
    });
    expect(investor.json().field_errors).toEqual({ email: [AdvisorMessages.loginHoldsAccounts] });
    const taken = await operator(`/advisors/${priya.id}/login/`, {
      email: ADVISOR.email,
      phone_number: ADVISOR.phone,
    });
    expect(taken.json().field_errors).toEqual({ email: [AdvisorMessages.loginTaken] });
    const badPhone = await operator(`/advisors/${priya.id}/login/`, { email: 'x@example.com', phone_number: '12' });
    expect(Object.keys(badPhone.json().field_errors)).toEqual(['phone_number']);
    expect(
      (await operator('/advisors/999999/login/', { email: 'y@example.com', phone_number: '0412000010' })).statusCode,
    ).toBe(404);
  });
});
