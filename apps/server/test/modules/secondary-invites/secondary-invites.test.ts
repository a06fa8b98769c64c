import { Messages } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTOR, bearer, latestMessage, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { withoutPrivacyPolicy } from '../../helpers/without-agreement.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RESEND_CODE_TIMEOUT: '1' } });
});
afterAll(() => t.close());

const PASSWORD = 'Joint-Holder-2026!';
let counter = 0;
const operator = { authorization: `Operator ${TEST_OPERATOR_KEY}` };

async function createInvite(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `holder${counter}@example.com`;
  const phone = `04220000${String(counter).padStart(2, '0')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/secondary-invites/',
    headers: operator,
    payload: {
      email,
      phone_number: phone,
      first_name: 'Jamie',
      last_name: 'Holder',
      primary_email: INVESTOR.email,
      account_type: 'joint',
      account_name: 'Smith Family',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
  return { ...(res.json() as { uuid: string; token: string; url: string }), email, phone };
}

const base = '/api/auth/secondary-users-invites';
const post = (url: string, payload: object = {}, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const view = (token: string) => t.app.inject({ method: 'GET', url: `${base}/${token}/` });
const send = (key: string, method: 'POST' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const setPasswordBody = (email: string, phone: string) => ({
  email,
  phone_number: phone,
  password1: PASSWORD,
  password2: PASSWORD,
  agreement_terms_and_policy: true,
  marketing_opt_out: true,
});

/** A person with a TFN (the ATO's published example 123 456 782) and no other tax residency. */
const tax = { tfn: '123 456 782', is_australian_tax_resident: true, is_other_country_tax_resident: false };

async function toSignedIn(inv: Awaited<ReturnType<typeof createInvite>>): Promise<string> {
  await post(`${base}/${inv.token}/accept_toc/`);
  await post(`${base}/${inv.token}/set-password/`, setPasswordBody(inv.email, inv.phone));
  const code = (await latestMessage(t.app, inv.phone))!.code!;
  const done = await post(`${base}/${inv.token}/confirm-phone-number/`, {
    email: inv.email,
    phone_number: inv.phone,
    code,
  });
  expect(done.statusCode).toBe(200);
  return done.json().key as string;
}

describe('secondary-user invitations', () => {
  it('e-mails the link, names the primary user and the role, and shows the token only once', async () => {
    const inv = await createInvite({ account_type: 'company' });
    expect(inv.url).toBe(`http://localhost:3000/invitation-secondary/${inv.token}/`);
    const mail = await latestMessage(t.app, inv.email);
    expect(mail?.body).toContain(inv.url);
    expect(mail?.subject).toContain('invited you to join an account');
    const res = await view(inv.token);
    expect(res.json()).toMatchObject({
      step: 'welcome',
      role: 'director',
      first_name: 'Jamie',
      account_name: 'Smith Family',
      primary_user_full_name: 'Olivia Bennett',
      existing_user: false,
      terms_accepted: false,
    });
    const list = await t.app.inject({ method: 'GET', url: '/api/operator/secondary-invites/', headers: operator });
    expect(JSON.stringify(list.json())).not.toContain(inv.token);
  });

  it('lists the account invitations a page at a time: status, search and ordering answered by the server', async () => {
    const inv = await createInvite();
    const page = async (query: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/operator/secondary-invites/${query}`, headers: operator })
      ).json() as {
        count: number;
        next: string | null;
        results: Array<{ uuid: string; email: string; status: string }>;
      };
    const open = await page('?status=open&page_size=100');
    expect(open.results.map((i) => i.uuid)).toContain(inv.uuid);
    expect(open.results.every((i) => i.status === 'open')).toBe(true);
    expect(open.count).toBe(open.results.length);
    // By the invitee's e-mail, and by the primary user's.
    expect((await page(`?search=${encodeURIComponent(inv.email.toUpperCase())}`)).results.map((i) => i.uuid)).toEqual([
      inv.uuid,
    ]);
    expect((await page('?search=investor%40example.com&page_size=100')).results.map((i) => i.uuid)).toContain(inv.uuid);
    expect((await page('?status=revoked&page_size=100')).results.map((i) => i.uuid)).not.toContain(inv.uuid);
    const first = await page('?page_size=1&ordering=email');
    expect(first.results).toHaveLength(1);
    expect(first.next).toBe('/api/operator/secondary-invites/?page_size=1&ordering=email&page=2');
  });

  it('refuses the terms while the application has no agreement to accept, and the step stays', async () => {
    const inv = await createInvite();
    const refused = await withoutPrivacyPolicy(t, () => post(`${base}/${inv.token}/accept_toc/`));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().non_field_errors).toEqual([Messages.agreementNotFound]);
    expect((await view(inv.token)).json().step).toBe('welcome');
  });

  it('walks a new person from the link to ready_for_acceptance', async () => {
    const inv = await createInvite();
    const accepted = await post(`${base}/${inv.token}/accept_toc/`);
    expect(accepted.json()).toMatchObject({ step: 'password_reset', terms_accepted: true });

    const set = await post(`${base}/${inv.token}/set-password/`, setPasswordBody(inv.email, inv.phone));
    expect(set.statusCode).toBe(200);
    expect(set.json().step).toBe('confirm_phone_number');
    const sms = await latestMessage(t.app, inv.phone);
    expect(sms?.code).toMatch(/^\d{6}$/);

    const wrong = await post(`${base}/${inv.token}/confirm-phone-number/`, {
      email: inv.email,
      phone_number: inv.phone,
      code: sms!.code === '000000' ? '111111' : '000000',
    });
    expect(wrong.json().field_errors.code).toEqual(['The code is not valid.']);

    const done = await post(`${base}/${inv.token}/confirm-phone-number/`, {
      email: inv.email,
      phone_number: inv.phone,
      code: sms!.code!,
    });
    expect(done.json().invite.step).toBe('fill_individual_tax');
    const key = done.json().key as string;
    const profile = (await send(key, 'GET', '/api/profiles/my/')).json();
    expect(profile).toMatchObject({ email: inv.email, email_verified: true, marketing_opt_out: true });

    expect((await send(key, 'POST', '/api/profiles/individual-tax/', tax)).json()).toMatchObject({
      has_not_tfn: false,
      tfn_masked: '******782',
    });
    expect((await view(inv.token)).json().step).toBe('personal_details');

    const personal = await send(key, 'POST', '/api/profiles/personal-details/', {
      title: 1,
      gender: 2,
      first_name: 'Jamie',
      last_name: 'Holder',
      date_of_birth: '1988-04-04',
      country: 'AU',
      state: 'NSW',
      suburb: 'Newtown',
      post_code: '2042',
      street_number: '3',
      street_name: 'King Street',
      consent_access: true,
      primary_verification_document: {
        document_type: 'passport',
        document_id: 'PC1234567',
        issue_date: '2022-01-01',
        expiry_date: '2032-01-01',
      },
    });
    expect(personal.json().status).toBe('verified');
    // Verified by the first document: no secondary document is asked for.
    expect((await view(inv.token)).json().step).toBe('contact_details');
    await send(key, 'POST', '/api/profiles/contact-details/', {
      channel: 'email',
      country: 'AU',
      address_line_1: '3 King Street',
      suburb: 'Newtown',
      state: 'NSW',
      post_code: '2042',
    });
    expect((await view(inv.token)).json().step).toBe('additional_details');
    await send(key, 'POST', '/api/profiles/additional-details/', {
      occupation: 'Chef',
      country_of_citizenship: ['AU'],
    });
    expect((await view(inv.token)).json().step).toBe('ready_for_acceptance');

    const completed = await post(`/api/operator/secondary-invites/${inv.uuid}/complete/`, {}, operator);
    expect(completed.json()).toMatchObject({ step: 'completed', status: 'completed' });
    expect((await view(inv.token)).json().step).toBe('completed');
    // The new user signs in with the password they set.
    expect((await post('/api/auth/base/login/', { email: inv.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('holds the e-mail and phone to the invitation’s and the password to its rules', async () => {
    const inv = await createInvite();
    await post(`${base}/${inv.token}/accept_toc/`);
    const res = await post(`${base}/${inv.token}/set-password/`, {
      ...setPasswordBody('someone.else@example.com', '0499999999'),
      password2: 'different',
      agreement_terms_and_policy: false,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toMatchObject({
      password2: ['Passwords do not match'],
      agreement_terms_and_policy: ['This field is required'],
    });
    const mismatch = await post(`${base}/${inv.token}/set-password/`, setPasswordBody('x@example.com', '0499999999'));
    expect(mismatch.json().field_errors).toEqual({
      email: ['Use the e-mail address the invitation was sent to.'],
      phone_number: ['Use the mobile number the invitation was sent to.'],
    });
    expect((await view(inv.token)).json().step).toBe('password_reset');
  });

  it('answers 403 with the admin contact when the e-mail registered in the meantime', async () => {
    const inv = await createInvite();
    await post(`${base}/${inv.token}/accept_toc/`);
    // Someone registers this address through another invitation after the terms were accepted.
    const other = await createInvite({ email: inv.email });
    await toSignedIn({ ...other, email: inv.email, phone: other.phone });
    const res = await post(`${base}/${inv.token}/set-password/`, setPasswordBody(inv.email, inv.phone));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'permission_denied',
      admin_email: 'support@privateportfolio.example.com',
    });
    expect(res.json().detail).toContain('already registered');
  });

  it('lets someone already registered sign in and activate with the link’s token', async () => {
    const inv = await createInvite({ email: 'staff.free@example.com' });
    const first = await createInvite();
    const key = await toSignedIn(first);

    // The second invitation goes to the now registered address of the first.
    const second = await createInvite({ email: first.email, phone: first.phone });
    expect((await view(second.token)).json().existing_user).toBe(true);
    expect((await post(`${base}/${second.token}/accept_toc/`)).json().step).toBe('activation');

    const anonymous = await post(`${base}/${second.uuid}/activate/`, { token: second.token });
    expect(anonymous.statusCode).toBe(401);
    const other = await signIn(t.app, INVESTOR);
    const wrongPerson = await post(`${base}/${second.uuid}/activate/`, { token: second.token }, bearer(other));
    expect(wrongPerson.statusCode).toBe(403);
    const wrongToken = await post(`${base}/${second.uuid}/activate/`, { token: inv.token }, bearer(key));
    expect(wrongToken.json().field_errors.token).toEqual(['This invitation link is not valid.']);

    const activated = await post(`${base}/${second.uuid}/activate/`, { token: second.token }, bearer(key));
    expect(activated.statusCode).toBe(200);
    expect(activated.json().step).toBe('fill_individual_tax');
    // Their list shows both invitations.
    const mine = (await send(key, 'GET', `${base}/`)).json() as Array<{ uuid: string }>;
    expect(mine.map((i) => i.uuid)).toEqual(expect.arrayContaining([first.uuid, second.uuid]));
  });

  it('shows an expired or withdrawn invitation as expired and refuses its steps', async () => {
    const inv = await createInvite();
    await post(`/api/operator/secondary-invites/${inv.uuid}/expire/`, {}, operator);
    expect((await view(inv.token)).json().step).toBe('expired');
    const res = await post(`${base}/${inv.token}/accept_toc/`);
    expect(res.statusCode).toBe(410);
    // A resend gives a new link; the old one no longer opens anything.
    const again = await post(`/api/operator/secondary-invites/${inv.uuid}/resend/`, {}, operator);
    expect((await view(inv.token)).statusCode).toBe(404);
    expect((await view(again.json().token)).json().step).toBe('welcome');
  });

  it('refuses a malformed or unknown link and steps out of order', async () => {
    expect((await view('not-a-token')).statusCode).toBe(400);
    expect((await view('A'.repeat(43))).statusCode).toBe(404);
    const inv = await createInvite();
    const early = await post(`${base}/${inv.token}/set-password/`, setPasswordBody(inv.email, inv.phone));
    expect(early.json().non_field_errors).toEqual(['This step of the invitation is already done or not reached yet.']);
    const notReady = await post(`/api/operator/secondary-invites/${inv.uuid}/complete/`, {}, operator);
    expect(notReady.statusCode).toBe(400);
  });

  it('checks the operator’s input on its fields', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/secondary-invites/',
      headers: operator,
      payload: {
        email: 'x@example.com',
        phone_number: '0412',
        first_name: 'J0hn',
        last_name: 'Smith',
        primary_email: 'nobody@example.com',
        account_type: 'individual',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().field_errors).sort()).toEqual(['account_type', 'first_name', 'phone_number']);
    const unknownPrimary = await t.app.inject({
      method: 'POST',
      url: '/api/operator/secondary-invites/',
      headers: operator,
      payload: {
        email: 'x@example.com',
        phone_number: '0412345670',
        first_name: 'John',
        last_name: 'Smith',
        primary_email: 'nobody@example.com',
        account_type: 'joint',
      },
    });
    expect(unknownPrimary.json().field_errors.primary_email[0]).toContain('must register first');
  });
});

describe('individual tax', () => {
  it('applies the TFN and residency rules on their fields', async () => {
    const key = await signIn(t.app, INVESTOR);
    const bad = await send(key, 'POST', '/api/profiles/individual-tax/', {
      tfn: '123 456 789',
      is_other_country_tax_resident: true,
      tin: '12AB',
    });
    expect(bad.json().field_errors).toMatchObject({
      tfn: ['is not valid'],
      is_australian_tax_resident: ['This field is required'],
      tin: ['must contain numbers only'],
      country_of_residence: ['This field is required'],
    });
    const short = await send(key, 'POST', '/api/profiles/individual-tax/', { ...tax, tfn: '1234' });
    expect(short.json().field_errors.tfn).toEqual(['TFN must contain 8 or 9 digits']);
    const none = await send(key, 'POST', '/api/profiles/individual-tax/', {
      has_not_tfn: true,
      tfn: '1234',
      is_australian_tax_resident: false,
      is_other_country_tax_resident: true,
      tin: '123456789012',
      country_of_residence: 'nz',
    });
    expect(none.json()).toMatchObject({
      has_not_tfn: true,
      tfn_masked: '',
      tin: '123456789012',
      country_of_residence: 'NZ',
    });
    const badCountry = await send(key, 'POST', '/api/profiles/individual-tax/', {
      ...tax,
      is_other_country_tax_resident: true,
      tin: '1',
      country_of_residence: 'QQ',
    });
    expect(badCountry.json().field_errors.country_of_residence).toEqual(['Choose a country from the list.']);
    expect((await send(key, 'GET', '/api/profiles/individual-tax/')).json().country_of_residence).toBe('NZ');
  });

  // 000 000 000 passes the TFN check (a weighted sum of 0) but is the ATO's "TFN not quoted".
  it('refuses the all-zero TFN on its field and stores nothing', async () => {
    const inv = await createInvite();
    const key = await toSignedIn(inv);
    for (const tfn of ['000000000', '000 000 000']) {
      const res = await send(key, 'POST', '/api/profiles/individual-tax/', { ...tax, tfn });
      expect(res.statusCode).toBe(400);
      expect(res.json().field_errors).toEqual({ tfn: ['is not valid'] });
    }
    expect((await send(key, 'GET', '/api/profiles/individual-tax/')).statusCode).toBe(404);
    expect((await view(inv.token)).json().step).toBe('fill_individual_tax');
  });
});
