import { BackOfficeMessages, type StaffMember } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson } from '../../helpers/test-people.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const list = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/operator/staff/', headers: operator })).json() as StaffMember[];
const setRole = (email: string, role: string | null) =>
  t.app.inject({ method: 'POST', url: '/api/operator/staff/role/', headers: operator, payload: { email, role } });
/** The demo staff: one of each role (e-mail order, as the list answers). */
const DEMO_STAFF = [
  ['auditor@example.com', 'auditor'],
  ['manager@example.com', 'portfolio_manager'],
  [STAFF.email, 'operator'],
];
const DEMO_STAFF_EMAILS = DEMO_STAFF.map(([email]) => email);
const byEmail = (a: (string | null)[], b: (string | null)[]) => a[0]!.localeCompare(b[0]!);
const profile = async (key: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) })).json() as {
    is_staff: boolean;
    staff_role: string | null;
  };

describe('staff roles', () => {
  it('lists the staff with their roles: the demo staff are one of each role', async () => {
    const staff = await list();
    expect(staff.map((s) => [s.email, s.role])).toEqual(DEMO_STAFF);
    expect(staff.find((s) => s.email === STAFF.email)).toEqual({
      user_id: expect.any(Number),
      email: STAFF.email,
      first_name: 'Sam',
      last_name: 'Nguyen',
      is_staff: true,
      role: 'operator',
      login_two_factor_auth_enabled: true,
    });
  });

  it('makes a user staff with a role, changes the role, and removes it; their session sees it at once', async () => {
    const person = await createPerson(t, 'new-staff');
    expect((await profile(person.key)).is_staff).toBe(false);

    const made = await setRole(person.email.toUpperCase(), 'auditor');
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ email: person.email, is_staff: true, role: 'auditor' });
    expect(await profile(person.key)).toMatchObject({ is_staff: true, staff_role: 'auditor' });
    expect((await list()).map((s) => [s.email, s.role])).toEqual(
      [[person.email, 'auditor'], ...DEMO_STAFF].sort(byEmail),
    );

    expect((await setRole(person.email, 'portfolio_manager')).json()).toMatchObject({ role: 'portfolio_manager' });

    const removed = await setRole(person.email, null);
    expect(removed.json()).toMatchObject({ is_staff: false, role: null });
    expect(await profile(person.key)).toMatchObject({ is_staff: false, staff_role: null });
    expect((await list()).map((s) => s.email)).toEqual(DEMO_STAFF_EMAILS);
  });

  it('answers an address nobody has, a bad role and a missing role with field errors, changing nothing', async () => {
    const nobody = await setRole('nobody@example.com', 'operator');
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json()).toEqual({
      field_errors: { email: [BackOfficeMessages.noUserWithEmail] },
      non_field_errors: [],
    });
    const badRole = await setRole(INVESTOR.email, 'superuser');
    expect(badRole.statusCode).toBe(400);
    expect(Object.keys(badRole.json().field_errors)).toEqual(['role']);
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/operator/staff/role/',
      headers: operator,
      payload: { email: INVESTOR.email },
    });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().field_errors)).toEqual(['role']);
    expect((await list()).map((s) => s.email)).toEqual(DEMO_STAFF_EMAILS);
  });

  it('is the key’s or an operator’s: an auditor’s session is refused and changes nothing', async () => {
    const give = (key: string, email: string, role: string | null) =>
      t.app.inject({
        method: 'POST',
        url: '/api/operator/staff/role/',
        headers: bearer(key),
        payload: { email, role },
      });
    const staffKey = await signIn(t.app, STAFF);
    expect((await give(staffKey, INVESTOR.email, 'auditor')).statusCode).toBe(200);
    const auditorKey = await signIn(t.app, INVESTOR);
    const refused = await give(auditorKey, STAFF.email, 'auditor');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      detail: BackOfficeMessages.roleMayNotChange('Auditor (read only)'),
      code: 'staff_role_refused',
    });
    expect((await list()).map((s) => [s.email, s.role])).toEqual(
      [[INVESTOR.email, 'auditor'], ...DEMO_STAFF].sort(byEmail),
    );
    // Reads are an auditor's: the staff list answers.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/operator/staff/', headers: bearer(auditorKey) })).statusCode,
    ).toBe(200);
  });

  it('a role turns login two-factor on; staff signing in without it are refused the back office until they turn it on', async () => {
    const person = await createPerson(t, 'staff-two-factor');
    const made = await setRole(person.email, 'operator');
    expect(made.json()).toMatchObject({ role: 'operator', login_two_factor_auth_enabled: true });

    // Staff from before roles, or without a mobile when given one: a password-only sign-in.
    const legacy = await createPerson(t, 'staff-no-two-factor');
    await t.database.db
      .update(users)
      .set({ isStaff: true, staffRole: 'operator', loginTwoFactorAuthEnabled: false })
      .where(eq(users.email, legacy.email));
    t.app.sessions.forgetAll();
    const dashboard = (key: string) =>
      t.app.inject({ method: 'GET', url: '/api/operator/dashboard/', headers: bearer(key) });
    const refused = await dashboard(legacy.key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: BackOfficeMessages.twoFactorRequired, code: 'staff_two_factor_required' });

    await t.database.db.update(users).set({ loginTwoFactorAuthEnabled: true }).where(eq(users.email, legacy.email));
    t.app.sessions.forgetAll();
    const key = await signIn(t.app, { email: legacy.email, password: legacy.password, phone: legacy.phone });
    expect((await dashboard(key)).statusCode).toBe(200);
    await setRole(legacy.email, null);
    await setRole(person.email, null);
  });
});
