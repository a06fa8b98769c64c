import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAttempts, sessions, users } from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, latestMessage, login, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const profile = (key: string) => t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(key) });
const requestCode = (key: string, channel = 'sms') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/request-create/',
    headers: bearer(key),
    payload: { channel },
  });
const confirmLogin = (key: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/two-factor-authentication/login-confirmation-create/',
    headers: bearer(key),
    payload: { code },
  });

describe('login', () => {
  it('gives an investor without two-factor a working key and the profile', async () => {
    await t.database.db.update(users).set({ loginTwoFactorAuthEnabled: false }).where(eq(users.email, INVESTOR.email));
    try {
      const res = await login(t.app, 'Investor@Example.com ', INVESTOR.password);
      expect(res.statusCode).toBe(200);
      const { key, profile: p, two_factor: twoFactor } = res.json();
      expect(key.length).toBeGreaterThanOrEqual(32);
      expect(twoFactor).toBeNull();
      expect(p).toMatchObject({
        email: INVESTOR.email,
        is_staff: false,
        staff_role: null,
        login_two_factor_auth_enabled: false,
      });
      expect((await profile(key)).statusCode).toBe(200);
    } finally {
      await t.database.db.update(users).set({ loginTwoFactorAuthEnabled: true }).where(eq(users.email, INVESTOR.email));
    }
  });

  it('holds a staff user at the code step even without two-factor switched on', async () => {
    await t.database.db.update(users).set({ loginTwoFactorAuthEnabled: false }).where(eq(users.email, STAFF.email));
    const res = await login(t.app, 'Staff@Example.com ', STAFF.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profile: null, two_factor: { reason: 'login', channel: 'sms' } });
    expect((await profile(res.json().key)).json().code).toBe('login_2fa_required');
  });

  it('stores only a hash of the key', async () => {
    const { key } = (await login(t.app, STAFF.email, STAFF.password)).json();
    const stored = await t.database.db.select({ keyHash: sessions.keyHash }).from(sessions);
    expect(stored.some((s) => s.keyHash === key)).toBe(false);
    expect(stored.every((s) => /^[0-9a-f]{64}$/.test(s.keyHash))).toBe(true);
  });

  it('refuses a wrong password with a non-field error', async () => {
    const res = await login(t.app, STAFF.email, 'Wrong-Password-1!', '10.9.0.1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ field_errors: {}, non_field_errors: ['Unable to log in with provided credentials.'] });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const unknown = await login(t.app, 'nobody@example.com', 'Wrong-Password-1!', '10.9.0.2');
    const wrong = await login(t.app, STAFF.email, 'Wrong-Password-1!', '10.9.0.3');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('takes about the same time for an unknown e-mail as for a wrong password', async () => {
    const time = async (email: string, i: number) => {
      const started = performance.now();
      await login(t.app, email, 'Wrong-Password-1!', `10.8.0.${i}`);
      return performance.now() - started;
    };
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 4; i++) {
      unknown.push(await time(`ghost${i}@example.com`, i));
      known.push(await time(STAFF.email, 100 + i));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    // Both paths hash a password; without the dummy hash the unknown path would be ~0 ms.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    await t.database.db.delete(loginAttempts);
  });

  it('validates the body on the fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/base/login/',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.email).toEqual(['Email format is not valid']);
    expect(res.json().field_errors.password).toEqual(['This field is required']);
  });
});

describe('login two-factor', () => {
  it('holds every other call at 403 login_2fa_required until the code is confirmed', async () => {
    const res = await login(t.app, INVESTOR.email, INVESTOR.password);
    expect(res.statusCode).toBe(200);
    const key = res.json().key;
    const blocked = await profile(key);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      code: 'login_2fa_required',
      detail: 'A six digit code has just been sent via SMS to verify your identity.',
    });

    const sent = await requestCode(key);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      channel: 'sms',
      // Only the password is proven so far: the number is masked.
      destination: '•••• ••• 678',
      resend_available_in: 60,
      reason: 'login',
    });
    const message = await latestMessage(t.app, INVESTOR.phone);
    expect(message?.channel).toBe('sms');
    expect(message?.code).toMatch(/^\d{6}$/);
    expect(message?.body).toContain(message!.code!);

    expect((await confirmLogin(key, message!.code!)).statusCode).toBe(200);
    expect((await profile(key)).statusCode).toBe(200);
  });

  it('refuses a resend inside the resend timeout', async () => {
    const key = (await login(t.app, INVESTOR.email, INVESTOR.password)).json().key;
    expect((await requestCode(key)).statusCode).toBe(200);
    const again = await requestCode(key);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('rate_limited');
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(50);
  });

  it('rejects a replayed (used) code', async () => {
    const key = (await login(t.app, INVESTOR.email, INVESTOR.password)).json().key;
    await requestCode(key);
    const code = (await latestMessage(t.app, INVESTOR.phone))!.code!;
    expect((await confirmLogin(key, code)).statusCode).toBe(200);
    const other = (await login(t.app, INVESTOR.email, INVESTOR.password)).json().key;
    // The code belonged to the first session: it cannot confirm another.
    expect((await confirmLogin(other, code)).statusCode).toBe(400);
    expect((await profile(other)).statusCode).toBe(403);
  });

  it('kills the code after five wrong guesses, even the right one after that', async () => {
    const key = (await login(t.app, INVESTOR.email, INVESTOR.password)).json().key;
    await requestCode(key);
    const code = (await latestMessage(t.app, INVESTOR.phone))!.code!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await confirmLogin(key, wrong);
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors.code).toEqual(['The code is not valid.']);
    }
    const fifth = await confirmLogin(key, wrong);
    expect(fifth.statusCode).toBe(403);
    expect(fifth.json().code).toBe('max_verification_limit_reached');
    const right = await confirmLogin(key, code);
    expect(right.statusCode).toBe(403);
    expect(right.json().code).toBe('max_verification_limit_reached');
    expect((await profile(key)).statusCode).toBe(403);
  });

  it('refuses an expired code', async () => {
    const key = (await login(t.app, INVESTOR.email, INVESTOR.password)).json().key;
    await requestCode(key);
    const code = (await latestMessage(t.app, INVESTOR.phone))!.code!;
    await t.database.db.execute(
      sql`update verification_codes set expires_at = now() - interval '1 second' where used_at is null`,
    );
    const res = await confirmLogin(key, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors.code).toEqual(['The code has expired. Please request a new one.']);
  });

  it('checks the code format on the field', async () => {
    const key = (await login(t.app, INVESTOR.email, INVESTOR.password)).json().key;
    const res = await confirmLogin(key, '12ab');
    expect(res.json().field_errors.code).toEqual(['must contain numbers only']);
  });
});

describe('logout and sessions', () => {
  it('stops the key at once', async () => {
    const key = await signIn(t.app, STAFF);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/base/logout/', headers: bearer(key) });
    expect(out.statusCode).toBe(200);
    const after = await profile(key);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('not_authenticated');
  });

  it('rejects a missing or malformed key with 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/profiles/my/' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: { authorization: 'Bearer x' } }))
        .statusCode,
    ).toBe(401);
    expect((await profile('A'.repeat(43))).statusCode).toBe(401);
  });

  it('ends a session idle longer than session_expire_after', async () => {
    const key = await signIn(t.app, STAFF);
    await t.database.db.execute(
      sql`update sessions set last_activity_at = now() - interval '16 minutes' where revoked_at is null`,
    );
    t.app.sessions.forgetAll();
    const res = await profile(key);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Your session has expired. Please sign in again.');
  });

  it('reports inactivity without counting the ping as activity, and keep-alive resets it', async () => {
    const key = await signIn(t.app, STAFF);
    await t.database.db.execute(
      sql`update sessions set last_activity_at = now() - interval '120 seconds' where revoked_at is null`,
    );
    t.app.sessions.forgetAll();
    const ping = async () =>
      (
        await t.app.inject({ method: 'GET', url: '/api/auth/sessions/last-activity-ping/', headers: bearer(key) })
      ).json().inactive_seconds;
    expect(await ping()).toBeGreaterThanOrEqual(120);
    expect(await ping()).toBeGreaterThanOrEqual(120);
    await t.app.inject({ method: 'GET', url: '/api/auth/sessions/session-keep-alive/', headers: bearer(key) });
    expect(await ping()).toBeLessThan(5);
  });

  it('serves the session configuration from the tenant settings', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sessions/session-configuration/' });
    expect(res.json()).toEqual({
      resendVerificationCodeTimeout: 60,
      session_expire_after: 900,
      session_expire_warning_after: 780,
    });
  });

  it('lists the user’s sessions and ends one of them, never another user’s', async () => {
    const a = await signIn(t.app, STAFF);
    const b = await signIn(t.app, STAFF);
    const list = (await t.app.inject({ method: 'GET', url: '/api/auth/sessions/', headers: bearer(a) })).json();
    const current = list.find((s: { is_current: boolean }) => s.is_current);
    const other = list.find((s: { is_current: boolean }) => !s.is_current);
    expect(current).toBeDefined();
    const investorKey = await signIn(t.app, INVESTOR);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/auth/sessions/${current.id}/`,
      headers: bearer(investorKey),
    });
    expect(foreign.statusCode).toBe(404);
    await t.app.inject({ method: 'POST', url: '/api/auth/sessions/end-others/', headers: bearer(a) });
    expect((await profile(b)).statusCode).toBe(401);
    expect((await profile(a)).statusCode).toBe(200);
    expect(other).toBeDefined();
  });
});

describe('brute force', () => {
  it('locks an account for 15 minutes after 5 failures, saying when to retry, even with the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, STAFF.email, 'Nope-Nope-123!', `10.2.0.${i}`)).statusCode).toBe(400);
    const locked = await login(t.app, STAFF.email, STAFF.password, '10.2.1.1');
    expect(locked.statusCode).toBe(403);
    expect(locked.json().code).toBe('temporary_blocked');
    expect(locked.json().detail).toMatch(/^Too many failed sign-in attempts\. Please try again after \d\d:\d\d/);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    await t.database.db.delete(loginAttempts);
  });

  it('locks an unknown e-mail the same way, so lockout tells nothing', async () => {
    for (let i = 0; i < 5; i++) await login(t.app, 'ghost@example.com', 'Nope-Nope-123!', `10.3.0.${i}`);
    const res = await login(t.app, 'ghost@example.com', 'Nope-Nope-123!', '10.3.1.1');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('temporary_blocked');
    await t.database.db.delete(loginAttempts);
  });

  it('rate limits one client address across many e-mails', async () => {
    for (let i = 0; i < 30; i++) await login(t.app, `spray${i}@example.com`, 'Nope-Nope-123!', '10.4.4.4');
    const res = await login(t.app, STAFF.email, STAFF.password, '10.4.4.4');
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rate_limited');
    expect((await login(t.app, STAFF.email, STAFF.password, '10.4.4.5')).statusCode).toBe(200);
    await t.database.db.delete(loginAttempts);
  });

  it('answers a blocked account with permanent_blocked and ends its sessions', async () => {
    const key = await signIn(t.app, STAFF);
    await t.database.db.update(users).set({ blockedAt: new Date() }).where(eq(users.email, STAFF.email));
    t.app.sessions.forgetAll();
    const res = await profile(key);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('permanent_blocked');
    const again = await login(t.app, STAFF.email, STAFF.password, '10.5.0.1');
    expect(again.json()).toEqual({
      code: 'permanent_blocked',
      detail:
        'Your account is blocked; you will not be able to log in until an administrator has unblocked your account',
    });
    await t.database.db.update(users).set({ blockedAt: null }).where(eq(users.email, STAFF.email));
    t.app.sessions.forgetAll();
    expect((await profile(key)).statusCode).toBe(401);
  });
});
