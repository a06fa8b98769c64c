import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema/index.js';
import { signAdvisorJwt } from '../../../src/modules/auth/jwt.js';
import { INVESTOR, STAFF, bearer, latestMessage, login, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const JWT_SECRET = 'test-secret-that-is-long-enough-1234567890';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { JWT_SECRET, PUBLIC_URL: 'https://portal.example.com' } });
});
afterAll(() => t.close());

const post = (url: string, payload: object, key?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: key ? bearer(key) : {} });
const profile = (key: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: { ...bearer(key), ...headers } });
const NEW_PASSWORD = 'Brand-New-Pass-42!';

async function resetLinkToken(email: string): Promise<string> {
  // The reset e-mail is sent after the answer; wait for it to land in the outbox.
  for (let i = 0; i < 50; i++) {
    const m = await latestMessage(t.app, email);
    const match = m?.body.match(/reset-password-confirm\/\?token=([\w-]+)/);
    if (match) return match[1]!;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('no reset e-mail');
}

const switchLoginTwoFactorOn = (key: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profiles/my/',
    headers: bearer(key),
    payload: { login_two_factor_auth_enabled: true },
  });

/** The confirmed action goes through; the staff member's login two-factor is then put back off for the other tests. */
async function expectLoginTwoFactorSwitchedOn(key: string): Promise<void> {
  const allowed = await switchLoginTwoFactorOn(key);
  expect(allowed.statusCode).toBe(200);
  expect(allowed.json().login_two_factor_auth_enabled).toBe(true);
  await t.database.db.update(users).set({ loginTwoFactorAuthEnabled: false }).where(eq(users.email, STAFF.email));
  t.app.sessions.forgetAll();
}

describe('password reset', () => {
  it('gives the same answer for a known and an unknown address, and e-mails only the known one', async () => {
    const known = await post('/api/auth/base/password-reset/', { email: INVESTOR.email });
    const unknown = await post('/api/auth/base/password-reset/', { email: 'nobody@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    const token = await resetLinkToken(INVESTOR.email);
    const mail = await latestMessage(t.app, INVESTOR.email);
    expect(mail?.body).toContain('https://portal.example.com/auth/reset-password-confirm/?token=');
    expect(token.length).toBeGreaterThan(30);
    expect(await latestMessage(t.app, 'nobody@example.com')).toBeUndefined();
  });

  it('checks the new password on its fields and keeps the token usable', async () => {
    const token = await resetLinkToken(INVESTOR.email);
    const weak = await post('/api/auth/base/password-reset-confirm/', {
      token,
      new_password1: 'short',
      new_password2: 'other',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field_errors.new_password1).toBeDefined();
    expect((await post('/api/auth/base/password-reset-check-token-expiration/', { token })).json()).toEqual({
      is_valid: true,
    });
  });

  it('sets the password, ends every session, refuses the token a second time, and asks for two-factor at next sign-in', async () => {
    const before = await signIn(t.app, INVESTOR);
    const token = await resetLinkToken(INVESTOR.email);
    const done = await post('/api/auth/base/password-reset-confirm/', {
      token,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(done.statusCode).toBe(200);
    expect((await profile(before)).statusCode).toBe(401);

    const reuse = await post('/api/auth/base/password-reset-confirm/', {
      token,
      new_password1: 'Another-Pass-42!!',
      new_password2: 'Another-Pass-42!!',
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().field_errors.token).toEqual([
      'This link is not valid or has expired. Please request a new one.',
    ]);
    expect((await post('/api/auth/base/password-reset-check-token-expiration/', { token })).json()).toEqual({
      is_valid: false,
    });

    expect((await login(t.app, INVESTOR.email, INVESTOR.password, '10.7.0.1')).statusCode).toBe(400);
    // Login two-factor is on for the investor anyway; turn it off to see the reset rule alone.
    await t.database.db.update(users).set({ loginTwoFactorAuthEnabled: false }).where(eq(users.email, INVESTOR.email));
    t.app.sessions.forgetAll();
    const key = (await login(t.app, INVESTOR.email, NEW_PASSWORD)).json().key;
    const held = await profile(key);
    expect(held.statusCode).toBe(403);
    expect(held.json().detail).toBe(
      'You recently reset your password. Two-factor authentication verification is required to continue. A six digit code has just been sent via SMS to verify your identity.',
    );
    const sent = await post('/api/auth/two-factor-authentication/request-create/', { channel: 'sms' }, key);
    expect(sent.json().reason).toBe('password_reset');
    const code = (await latestMessage(t.app, INVESTOR.phone))!.code!;
    expect(
      (await post('/api/auth/two-factor-authentication/login-confirmation-create/', { code }, key)).statusCode,
    ).toBe(200);
    expect((await profile(key)).statusCode).toBe(200);
    // Only the first sign-in after the reset needs it.
    const next = (await login(t.app, INVESTOR.email, NEW_PASSWORD)).json().key;
    expect((await profile(next)).statusCode).toBe(200);
    await t.database.db.update(users).set({ loginTwoFactorAuthEnabled: true }).where(eq(users.email, INVESTOR.email));
    t.app.sessions.forgetAll();
  });

  it('refuses an expired reset token', async () => {
    await post('/api/auth/base/password-reset/', { email: STAFF.email });
    const token = await resetLinkToken(STAFF.email);
    await t.database.db.execute(sql`update one_time_tokens set expires_at = now() - interval '1 second'`);
    expect((await post('/api/auth/base/password-reset-check-token-expiration/', { token })).json()).toEqual({
      is_valid: false,
    });
    const res = await post('/api/auth/base/password-reset-confirm/', {
      token,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('password change and verify', () => {
  it('flags a wrong old password on its field', async () => {
    const key = await signIn(t.app, STAFF);
    const res = await post(
      '/api/auth/base/password-change/',
      { old_password: 'Wrong-Old-Pass-1!', new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      key,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      old_password: ['Your old password was entered incorrectly. Please enter it again.'],
    });
  });

  it('flags a repeat that does not match', async () => {
    const key = await signIn(t.app, STAFF);
    const res = await post(
      '/api/auth/base/password-change/',
      { old_password: STAFF.password, new_password1: NEW_PASSWORD, new_password2: `${NEW_PASSWORD}x` },
      key,
    );
    expect(res.json().field_errors.new_password2).toEqual(['Passwords do not match']);
  });

  it('verifies the password on its field', async () => {
    const key = await signIn(t.app, STAFF);
    expect((await post('/api/auth/base/password-verify/', { password: STAFF.password }, key)).statusCode).toBe(200);
    const wrong = await post('/api/auth/base/password-verify/', { password: 'nope' }, key);
    expect(wrong.json().field_errors.password).toEqual(['The password is incorrect.']);
  });

  it('changes the password and ends the other sessions but not this one', async () => {
    const other = await signIn(t.app, STAFF);
    const key = await signIn(t.app, STAFF);
    const res = await post(
      '/api/auth/base/password-change/',
      { old_password: STAFF.password, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      key,
    );
    expect(res.statusCode).toBe(200);
    expect((await profile(key)).statusCode).toBe(200);
    expect((await profile(other)).statusCode).toBe(401);
    await post(
      '/api/auth/base/password-change/',
      { old_password: NEW_PASSWORD, new_password1: STAFF.password, new_password2: STAFF.password },
      key,
    );
  });

  it('holds everything but the password change while a change is forced', async () => {
    await t.database.db.update(users).set({ forcePasswordChange: true }).where(eq(users.email, STAFF.email));
    t.app.sessions.forgetAll();
    const key = await signIn(t.app, STAFF);
    expect((await profile(key)).json().force_password_change).toBe(true);
    const sessionsList = await t.app.inject({ method: 'GET', url: '/api/auth/sessions/', headers: bearer(key) });
    expect(sessionsList.statusCode).toBe(403);
    expect(sessionsList.json().code).toBe('password_change_required');
    await post(
      '/api/auth/base/password-change/',
      { old_password: STAFF.password, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      key,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/sessions/', headers: bearer(key) })).statusCode).toBe(
      200,
    );
    await post(
      '/api/auth/base/password-change/',
      { old_password: NEW_PASSWORD, new_password1: STAFF.password, new_password2: STAFF.password },
      key,
    );
  });
});

describe('e-mail verification', () => {
  it('verifies the address from the e-mailed link once', async () => {
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.email, STAFF.email));
    t.app.sessions.forgetAll();
    const key = await signIn(t.app, STAFF);
    expect((await profile(key)).json().email_verified).toBe(false);
    await post('/api/auth/base/verification-email-send/', {}, key);
    const token = (await latestMessage(t.app, STAFF.email))!.body.match(/email-verify\/\?token=([\w-]+)/)![1]!;
    expect((await post('/api/auth/base/email-verify/', { token })).statusCode).toBe(200);
    expect((await profile(key)).json().email_verified).toBe(true);
    expect((await post('/api/auth/base/email-verify/', { token })).statusCode).toBe(400);
  });
});

describe('JWT login and managed users', () => {
  const exp = () => Math.floor(Date.now() / 1000) + 300;

  it('signs a staff user in with a valid token and keeps the managed client', async () => {
    const investorId = (
      await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, INVESTOR.email))
    )[0]!.id;
    const jwt = signAdvisorJwt(
      { email: STAFF.email, managed_user_id: investorId, extra_permissions: ['reports.view'], exp: exp() },
      JWT_SECRET,
    );
    const res = await post('/api/auth/base/jwt_login/', { jwt_token: jwt });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ extra_permissions: ['reports.view'], managed_user_id: investorId });
    // Staff give their code even after the advisor system vouched for them.
    const key = res.json().key as string;
    expect((await profile(key)).json().code).toBe('login_2fa_required');
    await post('/api/auth/two-factor-authentication/request-create/', { channel: 'sms' }, key);
    const code = (await latestMessage(t.app, STAFF.phone))!.code!;
    expect(
      (await post('/api/auth/two-factor-authentication/login-confirmation-create/', { code }, key)).statusCode,
    ).toBe(200);
    const acting = await profile(key, { 'managed-user-id': String(investorId) });
    expect(acting.json().email).toBe(STAFF.email);
    expect(acting.json().managed_user_individual_info.email).toBe(INVESTOR.email);
  });

  it('refuses a bad signature, an expired token, alg none and garbage with one answer', async () => {
    const good = signAdvisorJwt({ email: STAFF.email, exp: exp() }, JWT_SECRET);
    const [h, b] = good.split('.');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url')}.${b}.`;
    for (const token of [
      signAdvisorJwt({ email: STAFF.email, exp: exp() }, 'another-secret-that-is-long-enough-000000'),
      signAdvisorJwt({ email: STAFF.email, exp: Math.floor(Date.now() / 1000) - 1 }, JWT_SECRET),
      none,
      `${h}.${b}`,
      'garbage',
    ]) {
      const res = await post('/api/auth/base/jwt_login/', { jwt_token: token });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ code: 'invalid_jwt', detail: 'The sign-in link is not valid or has expired.' });
    }
  });

  it('refuses a JWT that names a client the user may not manage', async () => {
    const staffId = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, STAFF.email)))[0]!
      .id;
    const jwt = signAdvisorJwt({ email: INVESTOR.email, managed_user_id: staffId, exp: exp() }, JWT_SECRET);
    expect((await post('/api/auth/base/jwt_login/', { jwt_token: jwt })).statusCode).toBe(403);
  });

  it('honours Managed-User-id only for someone who manages that client', async () => {
    const [staff] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, STAFF.email));
    // The reset test above gave the investor NEW_PASSWORD.
    const investorKey = await signIn(t.app, { ...INVESTOR, password: NEW_PASSWORD });
    const res = await profile(investorKey, { 'managed-user-id': String(staff!.id) });
    expect(res.statusCode).toBe(403);
    // Not permission_denied: the browser reads that as "show the two-factor screen".
    expect(res.json().code).toBe('managed_user_forbidden');
    expect((await profile(investorKey, { 'managed-user-id': '99999' })).statusCode).toBe(403);
    expect((await profile(investorKey, { 'managed-user-id': 'abc' })).statusCode).toBe(403);
  });
});

describe('two-factor guard on a protected write', () => {
  it('answers the security schema on OPTIONS and refuses the write until a code is confirmed', async () => {
    const key = await signIn(t.app, STAFF);
    const options = await t.app.inject({ method: 'OPTIONS', url: '/api/profiles/my/', headers: bearer(key) });
    expect(options.json().security_schema).toMatchObject({
      two_factor_required: true,
      level: 'system',
      confirmed: false,
    });

    const refused = await switchLoginTwoFactorOn(key);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('action_confirmation_required');

    await post('/api/auth/two-factor-authentication/request-create/', { channel: 'sms' }, key);
    const code = (await latestMessage(t.app, '0412000001'))!.code!;
    expect(
      (await post('/api/auth/two-factor-authentication/action-confirmation-create/', { code }, key)).statusCode,
    ).toBe(200);
    await expectLoginTwoFactorSwitchedOn(key);
  });

  it('the profile’s send-2fa-confirmation-code-sms sends the action code by SMS, which confirms the write', async () => {
    const key = await signIn(t.app, STAFF);
    const sent = await post('/api/profiles/my/send-2fa-confirmation-code-sms/', {}, key);
    expect(sent.statusCode, sent.body).toBe(200);
    const sms = await latestMessage(t.app, '0412000001');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(
      (await post('/api/auth/two-factor-authentication/action-confirmation-create/', { code: sms!.code! }, key))
        .statusCode,
    ).toBe(200);
    await expectLoginTwoFactorSwitchedOn(key);
  });
});
