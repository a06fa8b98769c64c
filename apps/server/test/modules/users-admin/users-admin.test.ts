import {
  AuthMessages,
  ErrorCode,
  OperatorUserMessages,
  Messages,
  type OperatorUser,
  type OperatorUserDetail,
  type OperatorUsersPage,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../src/db/seed/index.js';
import { users } from '../../../src/db/schema/index.js';
import { auditEntryOf } from '../../helpers/audit-entries.js';
import { JOINT, STAFF, bearer, login, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson } from '../../helpers/test-people.js';

let t: TestApp;
let staffKey: string;
let auditorKey: string;
let managerKey: string;
beforeAll(async () => {
  t = await startTestApp();
  staffKey = await signIn(t.app, STAFF);
  auditorKey = await signIn(t.app, { email: 'auditor@example.com', phone: '0412000004', password: DEMO_PASSWORD });
  managerKey = await signIn(t.app, { email: 'manager@example.com', phone: '0412000003', password: DEMO_PASSWORD });
}, 60_000);
afterAll(() => t.close());

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const get = (url: string, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'GET', url: `/api/operator${url}`, headers });
const page = async (query: string) => {
  const res = await get(`/users/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OperatorUsersPage;
};
const show = async (id: number) => (await get(`/users/${id}/`)).json() as OperatorUserDetail;
const act = (id: number, action: string, payload: unknown, headers: Record<string, string> = operator) =>
  t.app.inject({ method: 'POST', url: `/api/operator/users/${id}/${action}/`, headers, payload: payload as object });
const profileStatus = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) })).statusCode;
async function userId(email: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

describe('GET /api/operator/users/', () => {
  it('finds a user by e-mail, name or mobile, with their access in the answer', async () => {
    await signIn(t.app, JOINT);
    const byEmail = await page('search=JOINT@example');
    expect(byEmail.results.map((u) => u.email)).toEqual([JOINT.email]);
    const alex = byEmail.results[0]!;
    expect(alex).toEqual<OperatorUser>({
      id: expect.any(Number),
      email: JOINT.email,
      first_name: 'Alex',
      last_name: 'Morgan',
      phone_number: JOINT.phone,
      is_staff: false,
      staff_role: null,
      blocked: false,
      blocked_at: null,
      locked_until: null,
      force_password_change: false,
      login_two_factor_auth_enabled: false,
      created: expect.any(String),
      last_sign_in: expect.any(String),
    });
    expect(Date.now() - Date.parse(alex.last_sign_in!)).toBeLessThan(60_000);
    expect((await page('search=alex%20morgan')).results.map((u) => u.id)).toEqual([alex.id]);
    expect((await page('search=0412%20000%20002')).results.map((u) => u.id)).toEqual([alex.id]);
    expect((await page('search=MORGAN')).results.map((u) => u.id)).toContain(alex.id);
    // The fields are searched one by one: a term that runs from the e-mail into the name finds nobody.
    expect((await page(`search=${encodeURIComponent('example.com Alex')}`)).count).toBe(0);
    expect(await page('search=nobody-has-this')).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('pages in the asked order, newest first by default, with links that keep the query', async () => {
    const all = await page('page_size=100&ordering=email');
    const emails = all.results.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(all.count).toBeGreaterThanOrEqual(5);

    const first = await page('page_size=2&ordering=email');
    expect(first.count).toBe(all.count);
    expect(first.results.map((u) => u.email)).toEqual(emails.slice(0, 2));
    expect(first.previous).toBeNull();
    expect(first.next).toBe('/api/operator/users/?page_size=2&ordering=email&page=2');
    const second = await page('page_size=2&ordering=email&page=2');
    expect(second.results.map((u) => u.email)).toEqual(emails.slice(2, 4));

    const descending = await page('page_size=100&ordering=-email');
    expect(descending.results.map((u) => u.email)).toEqual([...emails].reverse());

    const byName = (await page('page_size=100&ordering=name')).results.map((u) =>
      `${u.last_name} ${u.first_name}`.toLowerCase(),
    );
    expect(byName).toEqual([...byName].sort());
    // Most recent sign-in first; those never signed in last.
    const signIns = (await page('page_size=100&ordering=-last_sign_in')).results.map((u) => u.last_sign_in);
    const signedIn = signIns.filter((at): at is string => at !== null);
    expect(signIns).toEqual([...[...signedIn].sort().reverse(), ...signIns.filter((at) => at === null)]);

    const newest = await page('page_size=100');
    const created = newest.results.map((u) => u.created);
    expect(created).toEqual([...created].sort().reverse());
  });

  it('filters by access: staff, blocked, locked, must change password', async () => {
    const staff = await page('access=staff&ordering=email&page_size=100');
    expect(staff.results.map((u) => [u.email, u.staff_role])).toEqual([
      ['auditor@example.com', 'auditor'],
      ['manager@example.com', 'portfolio_manager'],
      ['staff@example.com', 'operator'],
    ]);

    const blocked = await createPerson(t, 'blocked');
    const blockedRes = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/block-access/',
      headers: bearer(blocked.key),
      payload: { password: blocked.password },
    });
    expect(blockedRes.statusCode).toBe(200);
    const blockedPage = await page('access=blocked&page_size=100');
    expect(blockedPage.results.map((u) => u.id)).toContain(blocked.id);
    expect(blockedPage.results.every((u) => u.blocked && u.blocked_at)).toBe(true);

    const locked = await createPerson(t, 'locked');
    for (let i = 0; i < 5; i++) await login(t.app, locked.email, 'Wrong-password-1!', '10.9.9.9');
    expect((await login(t.app, locked.email, locked.password, '10.9.9.9')).json().code).toBe(
      ErrorCode.temporaryBlocked,
    );
    const lockedPage = await page('access=locked&page_size=100');
    expect(lockedPage.results.map((u) => u.id)).toEqual([locked.id]);
    expect(Date.parse(lockedPage.results[0]!.locked_until!)).toBeGreaterThan(Date.now());

    expect((await page('access=password_change_forced')).count).toBe(0);
  });

  it('answers a bad ordering or filter on its field', async () => {
    const res = await get('/users/?ordering=password&access=someone');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors).sort()).toEqual(['access', 'ordering']);
  });
});

describe('GET /api/operator/users/{id}/', () => {
  it('shows recent activity, failed sign-ins, live sessions and accounts', async () => {
    await login(t.app, JOINT.email, 'Not-the-password-1!', '10.7.7.7');
    await signIn(t.app, JOINT);
    const alex = await show(await userId(JOINT.email));
    expect(alex.email).toBe(JOINT.email);
    expect(alex.recent_activity[0]).toEqual({
      type: 'sign_in',
      description: 'Signed in with e-mail and password',
      ip: expect.any(String),
      when: expect.any(String),
    });
    expect(alex.failed_sign_ins[0]).toEqual({ ip: '10.7.7.7', when: expect.any(String) });
    expect(alex.live_sessions).toBeGreaterThanOrEqual(1);
    expect(alex.accounts.length).toBeGreaterThan(0);
    expect(alex.accounts[0]).toEqual({ id: expect.any(Number), name: expect.any(String), role: expect.any(String) });
  });

  it('answers 404 for an id no user has', async () => {
    const res = await get('/users/2147483647/');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: OperatorUserMessages.userNotFound, code: 'not_found' });
  });
});

describe('the operator’s changes', () => {
  it('ends every session: the old keys answer 401, the reason is in the audit trail', async () => {
    const person = await createPerson(t, 'ended');
    const second = await signIn(t.app, person);
    const res = await act(
      person.id,
      'end-sessions',
      { reason: '  Lost phone, reported by e-mail  ' },
      bearer(staffKey),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: person.id, live_sessions: 0 });
    expect(await profileStatus(person.key)).toBe(401);
    expect(await profileStatus(second)).toBe(401);
    const entry = await auditEntryOf(t.database, `user:${person.id}`, 'POST /api/operator/users/:id/end-sessions/');
    expect(entry).toMatchObject({ actorKind: 'staff', actorRole: 'operator', statusCode: 200 });
    expect((entry.request as { body: unknown }).body).toEqual({ reason: 'Lost phone, reported by e-mail' });
  });

  it('forces a password change: sessions end and the next sign-in must choose a new password', async () => {
    const person = await createPerson(t, 'forced');
    const res = await act(person.id, 'force-password-change', { reason: 'Password seen in a phishing report' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ force_password_change: true, live_sessions: 0 });
    expect(await profileStatus(person.key)).toBe(401);
    const again = await login(t.app, person.email, person.password);
    expect(again.statusCode).toBe(200);
    const newKey = bearer(again.json().key);
    const profile = await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: newKey });
    expect(profile.json()).toMatchObject({ force_password_change: true });
    const accounts = await t.app.inject({ method: 'GET', url: '/api/accounts/', headers: newKey });
    expect(accounts.statusCode).toBe(403);
    expect(accounts.json()).toEqual({
      detail: AuthMessages.passwordChangeRequired,
      code: ErrorCode.passwordChangeRequired,
    });
    expect((await page('access=password_change_forced')).results.map((u) => u.id)).toEqual([person.id]);
    await t.database.db.update(users).set({ forcePasswordChange: false }).where(eq(users.id, person.id));
  });

  it('unblocks a user who blocked their access, and one locked by failed sign-ins', async () => {
    const blocked = await createPerson(t, 'unblocked');
    await t.app.inject({
      method: 'POST',
      url: '/api/profiles/block-access/',
      headers: bearer(blocked.key),
      payload: { password: blocked.password },
    });
    expect((await login(t.app, blocked.email, blocked.password)).statusCode).toBe(403);
    const res = await act(blocked.id, 'unblock', { reason: 'Confirmed by phone it was them' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ blocked: false, blocked_at: null });
    expect(res.json().recent_activity[0]).toMatchObject({ type: 'account_unblocked' });
    expect((await login(t.app, blocked.email, blocked.password)).statusCode).toBe(200);

    const locked = await createPerson(t, 'unlocked');
    for (let i = 0; i < 5; i++) await login(t.app, locked.email, 'Wrong-password-1!', '10.8.8.8');
    expect((await show(locked.id)).locked_until).not.toBeNull();
    const lifted = await act(locked.id, 'unblock', { reason: 'They called: forgot the password' });
    expect(lifted.json()).toMatchObject({ locked_until: null });
    expect((await login(t.app, locked.email, locked.password, '10.8.8.8')).statusCode).toBe(200);
  });

  it('needs a reason, on its field, and changes nothing without one', async () => {
    const person = await createPerson(t, 'no-reason');
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await act(person.id, 'end-sessions', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        field_errors: { reason: [OperatorUserMessages.reasonRequired] },
        non_field_errors: [],
      });
    }
    const long = await act(person.id, 'force-password-change', { reason: 'x'.repeat(501) });
    expect(long.json().field_errors).toEqual({ reason: [Messages.maxLength(500)] });
    expect(await profileStatus(person.key)).toBe(200);
    expect((await show(person.id)).force_password_change).toBe(false);
  });

  it('refuses a staff member their own sessions and password here', async () => {
    const me = await userId(STAFF.email);
    const sessions = await act(me, 'end-sessions', { reason: 'testing' }, bearer(staffKey));
    expect(sessions.statusCode).toBe(400);
    expect(sessions.json()).toEqual({ field_errors: {}, non_field_errors: [OperatorUserMessages.notOwnSessions] });
    const password = await act(me, 'force-password-change', { reason: 'testing' }, bearer(staffKey));
    expect(password.json().non_field_errors).toEqual([OperatorUserMessages.notOwnPassword]);
    expect(await profileStatus(staffKey)).toBe(200);
  });

  it('is the operator’s: auditors and portfolio managers 403, investors 404, an unknown id 404; nothing changes', async () => {
    const person = await createPerson(t, 'untouched');
    for (const action of ['unblock', 'force-password-change', 'end-sessions']) {
      for (const key of [auditorKey, managerKey]) {
        const res = await act(person.id, action, { reason: 'not mine to give' }, bearer(key));
        expect(res.statusCode, `${action}: ${res.body}`).toBe(403);
      }
      expect((await act(person.id, action, { reason: 'no' }, bearer(person.key))).statusCode).toBe(404);
      expect((await act(2_147_483_647, action, { reason: 'nobody' })).statusCode).toBe(404);
    }
    expect(await profileStatus(person.key)).toBe(200);
    expect(await show(person.id)).toMatchObject({ force_password_change: false, live_sessions: 1 });
    // Reading is every staff role's.
    expect((await get('/users/?search=untouched', bearer(auditorKey))).statusCode).toBe(200);
    expect((await get(`/users/${person.id}/`, bearer(managerKey))).statusCode).toBe(200);
    expect((await get('/users/', bearer(person.key))).statusCode).toBe(404);
  });
});
