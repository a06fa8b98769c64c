import { Messages } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registrationInvites, users } from '../../../src/db/schema/index.js';
import { bearer, latestMessage } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertPerson } from '../../helpers/test-people.js';
import { withoutPrivacyPolicy } from '../../helpers/without-agreement.js';

let t: TestApp;
beforeAll(async () => {
  // Resends are allowed after 1 s so the resend rule can be seen without waiting a minute.
  t = await startTestApp({ env: { RESEND_CODE_TIMEOUT: '1' } });
});
afterAll(() => t.close());

const PASSWORD = 'Invited-Investor-2026!';
let counter = 0;

async function invite(overrides: Record<string, string> = {}) {
  counter += 1;
  const email = `invitee${counter}@example.com`;
  const phone = `04110000${String(counter).padStart(2, '0')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/invites/',
    headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
    payload: { email, phone_number: phone, type: 'individual', ...overrides },
  });
  return { ...(res.json() as { uuid: string; code: string }), email, phone };
}

const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload });
const view = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/auth/registration-invites/${uuid}/` })).json();
const stored = async (uuid: string) =>
  (await t.database.db.select().from(registrationInvites).where(eq(registrationInvites.uuid, uuid)))[0]!;
/** The terms accepted, then the 12-digit code: what every path after the welcome starts with. */
async function enterCode(inv: { uuid: string; code: string }) {
  expect((await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`)).statusCode).toBe(200);
  return post(`/api/auth/registration-invites/${inv.uuid}/activate-invite/`, { code: inv.code });
}
const wizard = (uuid: string, step: string, payload: object = {}) => post(`/api/auth/wizard/${uuid}/${step}/`, payload);
const signUpBody = (email: string, phone: string) => ({
  email,
  phone_number: phone,
  password1: PASSWORD,
  password2: PASSWORD,
  agreement_terms_and_policy: true,
  marketing_opt_out: false,
});

describe('the invitation flow', () => {
  it('walks from the link to a signed-in user: code, sign-up, e-mail code, SMS code', async () => {
    const inv = await invite();
    const opened = await post(`/api/auth/registration-invites/${inv.uuid}/invite-opened/`);
    expect(opened.json().registration_step).toBe('welcome');

    const accepted = await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().registration_step).toBe('enter_code');

    const activated = await post(`/api/auth/registration-invites/${inv.uuid}/activate-invite/`, { code: inv.code });
    expect(activated.statusCode).toBe(200);
    expect(activated.json().registration_step).toBe('sign_up');

    const signedUp = await wizard(inv.uuid, 'sign-up', signUpBody(inv.email, inv.phone));
    expect(signedUp.statusCode).toBe(200);
    expect(signedUp.json()).toMatchObject({ registration_step: 'sign_up', user_created: true, email_verified: false });
    const emailCode = (await latestMessage(t.app, inv.email))!.code!;
    expect(emailCode).toMatch(/^\d{6}$/);

    const emailDone = await wizard(inv.uuid, 'confirm-email-address-by-code', { code: emailCode });
    expect(emailDone.json()).toMatchObject({ registration_step: 'confirm_phone_number', email_verified: true });
    const sms = await latestMessage(t.app, inv.phone);
    expect(sms?.body).toContain(sms!.code!);

    const phoneDone = await wizard(inv.uuid, 'confirm-phone-number', { code: sms!.code! });
    expect(phoneDone.statusCode).toBe(200);
    expect(phoneDone.json().invite).toMatchObject({ registration_step: 'personal_details', phone_verified: true });
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/profiles/my/',
      headers: bearer(phoneDone.json().key),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      email: inv.email,
      phone_number: inv.phone,
      email_verified: true,
      verified_status: 'verified',
    });

    // Personal details with a passport: verified, so registration moves on to contact details.
    const personal = await t.app.inject({
      method: 'POST',
      url: '/api/profiles/personal-details/',
      headers: bearer(phoneDone.json().key),
      payload: {
        title: 6,
        gender: 3,
        first_name: 'Alex',
        last_name: 'Invitee',
        date_of_birth: '1990-02-03',
        country: 'AU',
        state: 'VIC',
        suburb: 'Fitzroy',
        post_code: '3065',
        street_number: '12',
        street_name: 'Brunswick Street',
        consent_access: true,
        primary_verification_document: {
          document_type: 'passport',
          document_id: 'PB7654321',
          issue_date: '2021-05-01',
          expiry_date: '2031-05-01',
        },
      },
    });
    expect(personal.json().status).toBe('verified');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/registration-invites/${inv.uuid}/` })).json()
        .registration_step,
    ).toBe('contact_details');

    // The new user signs in with the password chosen at sign-up.
    const login = await post('/api/auth/base/login/', { email: inv.email, password: PASSWORD });
    expect(login.statusCode).toBe(200);
  });

  it('counts wrong invitation codes and ends the code after five', async () => {
    const inv = await invite();
    await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`);
    for (let i = 0; i < 4; i++) {
      const res = await post(`/api/auth/registration-invites/${inv.uuid}/activate-invite/`, { code: '000000000000' });
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors.code).toEqual(['The code is not valid.']);
    }
    const fifth = await post(`/api/auth/registration-invites/${inv.uuid}/activate-invite/`, { code: '000000000000' });
    expect(fifth.json().code).toBe('max_verification_limit_reached');
    const right = await post(`/api/auth/registration-invites/${inv.uuid}/activate-invite/`, { code: inv.code });
    expect(right.statusCode).toBe(403);
  });

  it('checks the code format on the field', async () => {
    const inv = await invite();
    await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`);
    const res = await post(`/api/auth/registration-invites/${inv.uuid}/activate-invite/`, { code: '12345' });
    expect(res.json().field_errors.code).toEqual(['Code format is not valid']);
  });

  it('refuses steps out of order and changes nothing', async () => {
    const inv = await invite();
    const early = await wizard(inv.uuid, 'sign-up', signUpBody(inv.email, inv.phone));
    expect(early.statusCode).toBe(400);
    expect(early.json().non_field_errors).toEqual(['This step of the invitation is already done or not reached yet.']);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/registration-invites/${inv.uuid}/` })).json()
        .registration_step,
    ).toBe('welcome');

    // The code before the terms: refused, and it does not count as a wrong code.
    const codeFirst = await post(`/api/auth/registration-invites/${inv.uuid}/activate-invite/`, { code: inv.code });
    expect(codeFirst.statusCode).toBe(400);
    expect(codeFirst.json().non_field_errors).toEqual([
      'This step of the invitation is already done or not reached yet.',
    ]);
    expect(await stored(inv.uuid)).toMatchObject({ step: 'welcome', failedCodeAttempts: 0, activatedAt: null });

    // The terms once: a second acceptance is out of order and keeps the first time.
    await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`);
    const acceptedAt = (await stored(inv.uuid)).termsAcceptedAt;
    const again = await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual(['This step of the invitation is already done or not reached yet.']);
    expect(await stored(inv.uuid)).toMatchObject({ step: 'enter_code', termsAcceptedAt: acceptedAt });
  });

  it('records the terms and the first opening of the link, which does not move the step', async () => {
    const inv = await invite();
    const fresh = await stored(inv.uuid);
    expect(fresh).toMatchObject({ openedAt: null, termsAcceptedAt: null });

    const first = await post(`/api/auth/registration-invites/${inv.uuid}/invite-opened/`);
    expect(first.statusCode).toBe(200);
    expect(first.json().registration_step).toBe('welcome');
    const openedAt = (await stored(inv.uuid)).openedAt;
    expect(openedAt).toBeInstanceOf(Date);
    // Shown again (a reload, a second tab): the first opening stays, nothing moves.
    expect((await post(`/api/auth/registration-invites/${inv.uuid}/invite-opened/`)).json().registration_step).toBe(
      'welcome',
    );
    expect((await stored(inv.uuid)).openedAt).toEqual(openedAt);

    const accepted = await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`);
    expect(accepted.json().registration_step).toBe('enter_code');
    const row = await stored(inv.uuid);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row.openedAt).toEqual(openedAt);
    // Opened again later: still recorded only, the step stays at the code.
    expect((await post(`/api/auth/registration-invites/${inv.uuid}/invite-opened/`)).json().registration_step).toBe(
      'enter_code',
    );
  });

  it('refuses the terms while the application has no agreement to accept, and the step stays', async () => {
    const inv = await invite();
    const refused = await withoutPrivacyPolicy(t, () => post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ field_errors: {}, non_field_errors: [Messages.agreementNotFound] });
    expect((await view(inv.uuid)).registration_step).toBe('welcome');
    expect((await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`)).statusCode).toBe(200);
  });

  it('answers spec 1 §3’s fields: the link’s token, never the code, and no account for a new one', async () => {
    const inv = await invite();
    const answer = await view(inv.uuid);
    expect(answer).toMatchObject({ uuid: inv.uuid, token: inv.uuid, code: null, account: null, account_id: null });
    expect(JSON.stringify(answer)).not.toContain(inv.code);
    const accepted = (await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`)).json();
    expect(accepted).toMatchObject({ token: inv.uuid, code: null });
  });

  it('checks sign-up on its fields: the invitation’s e-mail and phone, the password rules, the terms', async () => {
    const inv = await invite();
    await enterCode(inv);
    const wrong = await wizard(inv.uuid, 'sign-up', { ...signUpBody('other@example.com', '0499999999') });
    expect(wrong.json().field_errors).toEqual({
      email: ['Sign up with the e-mail address the invitation was sent to.'],
      phone_number: ['Sign up with the mobile number the invitation was sent to.'],
    });
    const weak = await wizard(inv.uuid, 'sign-up', {
      ...signUpBody(inv.email, inv.phone),
      password1: 'weak',
      password2: 'other',
      agreement_terms_and_policy: false,
    });
    expect(Object.keys(weak.json().field_errors).sort()).toEqual([
      'agreement_terms_and_policy',
      'password1',
      'password2',
    ]);
    const mismatch = await wizard(inv.uuid, 'sign-up', {
      ...signUpBody(inv.email, inv.phone),
      password2: `${PASSWORD}x`,
    });
    expect(mismatch.json().field_errors.password2).toEqual(['Passwords do not match']);
  });

  it('refuses sign-up for an e-mail address that gained a sign-in after the code was entered', async () => {
    const inv = await invite();
    expect((await enterCode(inv)).json().registration_step).toBe('sign_up');
    const someone = await insertPerson(t.database, 'meanwhile');
    await t.database.db.update(users).set({ email: inv.email }).where(eq(users.id, someone.id));
    const res = await wizard(inv.uuid, 'sign-up', signUpBody(inv.email, inv.phone));
    expect(res.json().field_errors.email).toEqual([
      'An account with this e-mail address already exists. Please sign in instead.',
    ]);
  });

  it('resends the e-mail code only after the timeout, and a changed address gets the code', async () => {
    const inv = await invite();
    await enterCode(inv);
    // The clock stands still while the machine is busy, so "inside the timeout" cannot slip past it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await wizard(inv.uuid, 'sign-up', signUpBody(inv.email, inv.phone));
      expect((await wizard(inv.uuid, 'resend-email-confirmation-from-invite')).statusCode).toBe(429);
      vi.setSystemTime(Date.now() + 1100);
      expect((await wizard(inv.uuid, 'resend-email-confirmation-from-invite')).statusCode).toBe(200);

      const changed = await wizard(inv.uuid, 'change-email-address-from-invite', {
        email: `fixed${counter}@example.com`,
      });
      expect(changed.json().email).toBe(`fixed${counter}@example.com`);
      const code = (await latestMessage(t.app, `fixed${counter}@example.com`))!.code!;
      expect((await wizard(inv.uuid, 'confirm-email-address-by-code', { code })).json().registration_step).toBe(
        'confirm_phone_number',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('replaces the phone number when the invitee corrects it, and the code goes there', async () => {
    const inv = await invite();
    await enterCode(inv);
    await wizard(inv.uuid, 'sign-up', signUpBody(inv.email, inv.phone));
    await wizard(inv.uuid, 'confirm-email-address-by-code', { code: (await latestMessage(t.app, inv.email))!.code! });
    const changed = await wizard(inv.uuid, 'change-phone-number-from-invite', { phone_number: '0422 333 444' });
    expect(changed.json().phone_number).toBe('0422333444');
    const code = (await latestMessage(t.app, '0422333444'))!.code!;
    const done = await wizard(inv.uuid, 'confirm-phone-number', { code });
    expect(done.json().invite.registration_step).toBe('personal_details');
  });

  it('answers 410 for any step of an expired or withdrawn invitation', async () => {
    const inv = await invite();
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/invites/${inv.uuid}/expire/`,
      headers: { authorization: `Operator ${TEST_OPERATOR_KEY}` },
    });
    for (const step of ['invite-opened', 'accept-toc', 'activate-invite']) {
      const res = await post(`/api/auth/registration-invites/${inv.uuid}/${step}/`, { code: inv.code });
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual({ code: 'invite_expired', detail: 'This invitation can no longer be used.' });
    }
    expect(await stored(inv.uuid)).toMatchObject({ step: 'welcome', openedAt: null, termsAcceptedAt: null });
  });

  it('answers 410 past its expiry date, and 404 for an invitation that does not exist', async () => {
    const inv = await invite();
    await t.database.db
      .update(registrationInvites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(registrationInvites.uuid, inv.uuid));
    expect((await post(`/api/auth/registration-invites/${inv.uuid}/accept-toc/`)).statusCode).toBe(410);
    const missing = await post('/api/auth/registration-invites/00000000-0000-4000-8000-000000000000/accept-toc/');
    expect(missing.statusCode).toBe(404);
  });
});
