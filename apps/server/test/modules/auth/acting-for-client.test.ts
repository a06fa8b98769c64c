import { ActivityDescriptions, AuthMessages, ErrorCode, MANAGED_USER_HEADER } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actingSessions, personalDetails, users } from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, confirmActionCode, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
let staff: string;
let investorId: number;

beforeAll(async () => {
  t = await startTestApp();
  staff = await signIn(t.app, STAFF);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, INVESTOR.email));
  investorId = row!.id;
});
afterAll(() => t.close());

const actingFor = (id: number) => ({ [MANAGED_USER_HEADER]: String(id) });

/** As the signed-in staff member with a freshly confirmed action code, acting for the investor. */
async function asStaffForInvestor(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { ...bearer(staff), ...actingFor(investorId) },
    ...(payload ? { payload } : {}),
  });
}

async function staffRow() {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, STAFF.email));
  return row!;
}

async function investorAddress() {
  const [row] = await t.database.db.select().from(personalDetails).where(eq(personalDetails.userId, investorId));
  return { street: row!.streetName, suburb: row!.suburb };
}

describe('changes only the client may make are refused while acting for them', () => {
  const address = {
    country: 'AU',
    state: 'NSW',
    suburb: 'Newtown',
    post_code: '2042',
    street_number: '1',
    street_name: 'King Street',
  };
  const refused: Array<[string, 'POST' | 'PATCH' | 'PUT', string, object]> = [
    [
      'e-mail',
      'POST',
      '/api/profiles/change-email-address/',
      { new_email: 'taken.over@example.com', password: STAFF.password },
    ],
    [
      'mobile',
      'POST',
      '/api/profiles/change-phone-number/',
      { new_phone_number: '0411999888', password: STAFF.password },
    ],
    ['address', 'POST', '/api/profiles/change-address/', address],
    [
      'password',
      'POST',
      '/api/auth/base/password-change/',
      { old_password: STAFF.password, new_password1: 'Another-Pass-2026!', new_password2: 'Another-Pass-2026!' },
    ],
    ['two-factor', 'PATCH', '/api/profiles/my/', { login_two_factor_auth_enabled: false }],
    ['tax', 'POST', '/api/profiles/individual-tax/', {}],
    ['access block', 'POST', '/api/profiles/block-access/', { password: STAFF.password }],
  ];

  it.each(refused)(
    '%s: 403 with a clear message, nothing changed for the client or the staff member',
    async (_what, method, url, payload) => {
      const [staffBefore, addressBefore] = [await staffRow(), await investorAddress()];
      // A confirmed action code does not open them either: the code is the staff member's, not the client's.
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/two-factor-authentication/request-create/',
        headers: { ...bearer(staff), ...actingFor(investorId) },
        payload: { channel: 'sms' },
      });
      const res = await asStaffForInvestor(method, url, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        code: ErrorCode.actingForClientRefused,
        detail: AuthMessages.actingForClientRefused,
      });
      const staffAfter = await staffRow();
      expect(staffAfter.email).toBe(staffBefore.email);
      expect(staffAfter.phoneNumber).toBe(staffBefore.phoneNumber);
      expect(staffAfter.passwordHash).toBe(staffBefore.passwordHash);
      expect(staffAfter.loginTwoFactorAuthEnabled).toBe(true);
      expect(staffAfter.blockedAt).toBeNull();
      expect(await investorAddress()).toEqual(addressBefore);
    },
  );

  it('reads the client’s data and lets the staff member work on it', async () => {
    for (const url of [
      '/api/profiles/personal-details/',
      '/api/ipm/documents/',
      '/api/ipm/reports/',
      '/api/profiles/individual-tax/',
    ]) {
      const res = await asStaffForInvestor('GET', url);
      expect([200, 404], url).toContain(res.statusCode);
    }
    const details = await asStaffForInvestor('GET', '/api/profiles/personal-details/');
    expect(details.json()).toMatchObject({ first_name: 'Olivia' });
  });

  it('keeps the staff member’s own sessions their own', async () => {
    const acting = await asStaffForInvestor('GET', '/api/auth/sessions/');
    const own = await t.app.inject({ method: 'GET', url: '/api/auth/sessions/', headers: bearer(staff) });
    expect(acting.statusCode).toBe(200);
    expect(acting.json()).toEqual(own.json());
  });
});

describe('the client sees who acted for them', () => {
  it('writes one line in the client’s activity list per acting session, with the staff member named', async () => {
    const other = await signIn(t.app, STAFF);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/profiles/my/',
        headers: { ...bearer(other), ...actingFor(investorId), 'user-agent': 'Staff browser' },
      });
      expect(res.statusCode).toBe(200);
    }
    const investor = await signIn(t.app, INVESTOR);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/activities/?page_size=100',
      headers: bearer(investor),
    });
    const lines = (
      list.json().results as Array<{ activity_type: string; description: string; user_agent: string | null }>
    ).filter((a) => a.activity_type === 'acted_for');
    const expected = ActivityDescriptions.actedFor('Sam Nguyen (staff)', 'Olivia Bennett');
    expect(expected).toBe('Viewed by Sam Nguyen (staff) on behalf of Olivia Bennett');
    // This session once, and the first staff session of this file once.
    expect(lines.filter((l) => l.user_agent === 'Staff browser')).toEqual([
      expect.objectContaining({ description: expected }),
    ]);
    const trail = await t.database.db.select().from(actingSessions).where(eq(actingSessions.clientUserId, investorId));
    expect(trail.length).toBe(lines.length);
    expect(trail.every((r) => r.actorRole === 'staff')).toBe(true);
  });

  it('writes nothing when the header names the staff member themself', async () => {
    const self = (await staffRow()).id;
    const before = await t.database.db.select().from(actingSessions).where(eq(actingSessions.clientUserId, self));
    await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: { ...bearer(staff), ...actingFor(self) } });
    const after = await t.database.db.select().from(actingSessions).where(eq(actingSessions.clientUserId, self));
    expect(after.length).toBe(before.length);
  });
});

describe('staff sign in with a second factor', () => {
  it('sends a staff member without two-factor to set it up: the code turns it on', async () => {
    await t.database.db.update(users).set({ loginTwoFactorAuthEnabled: false }).where(eq(users.email, STAFF.email));
    t.app.sessions.forgetAll();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/base/login/',
      payload: { email: STAFF.email, password: STAFF.password },
      remoteAddress: '10.9.9.9',
    });
    expect(login.json()).toMatchObject({ profile: null, two_factor: { reason: 'login', destination: '•••• ••• 001' } });
    const key = login.json().key as string;
    const blocked = await t.app.inject({
      method: 'GET',
      url: '/api/ipm/documents/',
      headers: { ...bearer(key), ...actingFor(investorId) },
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe(ErrorCode.login2faRequired);

    await signIn(t.app, STAFF);
    expect((await staffRow()).loginTwoFactorAuthEnabled).toBe(true);
  });

  it('refuses to turn a staff member’s login two-factor off, on the field', async () => {
    const staff = await signIn(t.app, STAFF);
    await confirmActionCode(t.app, staff, STAFF.phone);
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/profiles/my/',
      headers: bearer(staff),
      payload: { login_two_factor_auth_enabled: false },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ login_two_factor_auth_enabled: [AuthMessages.staffKeepTwoFactor] });
    expect((await staffRow()).loginTwoFactorAuthEnabled).toBe(true);
  });
});

describe('every route says what it does while acting', () => {
  it('refuses to start with a private route that does not', async () => {
    await expect(
      startTestApp({
        seed: false,
        configure: (app) => {
          app.get('/api/probe-undeclared/', async () => ({ ok: true }));
        },
      }),
    ).rejects.toThrow(/probe-undeclared/);
  });
});
