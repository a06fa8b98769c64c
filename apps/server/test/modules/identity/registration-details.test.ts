import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { ADDITIONAL_DETAILS, CONTACT_DETAILS, passportDetails } from '../../helpers/person-details.js';

let t: TestApp;
let investor: string;
let staff: string;
beforeAll(async () => {
  t = await startTestApp();
  investor = await signIn(t.app, INVESTOR);
  staff = await signIn(t.app, STAFF);
});
afterAll(() => t.close());

const send = (key: string, method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });

const personal = passportDetails();

describe('secondary verification document', () => {
  it('verifies a Medicare card and with it the identity the first document could not match', async () => {
    const first = (await send(staff, 'POST', '/api/profiles/personal-details/', personal)).json();
    expect(first.status).toBe('not_verified');
    const res = await send(
      staff,
      'POST',
      `/api/profiles/personal-details/${first.id}/secondary-verification-document/`,
      {
        document_type: 'medicare_card',
        card_type: 'green',
        medicare_card_number: '2123 45670 1',
        individual_reference_number: '1',
        medicare_expiry_date: '2030-06-30',
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      document_type: 'medicare_card',
      status: 'verified',
      details: { card_type: 'green' },
    });
    expect((await send(staff, 'GET', '/api/profiles/personal-details/')).json().status).toBe('verified');
  });

  it('applies the Medicare rules on their fields, the green card’s last-day rule included', async () => {
    const id = (await send(staff, 'GET', '/api/profiles/personal-details/')).json().id;
    const res = await send(staff, 'POST', `/api/profiles/personal-details/${id}/secondary-verification-document/`, {
      document_type: 'medicare_card',
      card_type: 'green',
      medicare_card_number: '2123 45671 1',
      individual_reference_number: '0',
      medicare_expiry_date: '2030-06-15',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toMatchObject({
      medicare_card_number: ['Wrong checksum for card number'],
      individual_reference_number: ['Please input valid Individual reference number (1-9)'],
    });
    const green = await send(staff, 'POST', `/api/profiles/personal-details/${id}/secondary-verification-document/`, {
      document_type: 'medicare_card',
      card_type: 'green',
      medicare_card_number: '2123 45670 1',
      individual_reference_number: '1',
      medicare_expiry_date: '2030-06-15',
    });
    expect(green.json().field_errors.medicare_expiry_date).toEqual([
      'A green card expires on the last day of its month.',
    ]);
  });

  it('answers 404 for another user’s personal details', async () => {
    const id = (await send(staff, 'GET', '/api/profiles/personal-details/')).json().id;
    const res = await send(investor, 'POST', `/api/profiles/personal-details/${id}/secondary-verification-document/`, {
      document_type: 'passport',
      document_id: 'PA7777777',
      issue_date: '2020-01-01',
      expiry_date: '2030-01-01',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('contact details', () => {
  it('saves and reads the postal address and channel', async () => {
    const res = await send(investor, 'POST', '/api/profiles/contact-details/', {
      channel: 'email',
      country: 'au',
      address_line_1: 'PO Box 123',
      suburb: 'Sydney',
      state: 'NSW',
      post_code: '2001',
    });
    expect(res.json()).toMatchObject({ channel: 'email', country: 'AU', address_line_1: 'PO Box 123' });
    expect((await send(investor, 'GET', '/api/profiles/contact-details/')).json().suburb).toBe('Sydney');
  });

  it('names each missing or too long field', async () => {
    const res = await send(investor, 'POST', '/api/profiles/contact-details/', {
      country: 'AU',
      address_line_1: 'x'.repeat(36),
      suburb: '',
      post_code: '2000',
    });
    expect(res.json().field_errors).toMatchObject({
      channel: ['This field is required'],
      suburb: ['This field is required'],
    });
    expect(res.json().field_errors.address_line_1).toBeDefined();
  });
});

describe('additional details', () => {
  const base = { occupation: 'Engineer', country_of_citizenship: ['AU'] };

  it('saves the simple case', async () => {
    const res = await send(investor, 'POST', '/api/profiles/additional-details/', base);
    expect(res.json()).toMatchObject({
      occupation: 'Engineer',
      is_sole_trader: false,
      preferred_language: 'en',
      country_of_citizenship: ['AU'],
    });
  });

  it('requires the sole-trader block with a valid ABN', async () => {
    const res = await send(investor, 'POST', '/api/profiles/additional-details/', {
      ...base,
      is_sole_trader: true,
      abn: '51 824 753 557',
    });
    const errors = res.json().field_errors;
    expect(errors.abn).toEqual(['is not valid']);
    for (const field of [
      'business_name',
      'business_activity',
      'office_address_line_1',
      'office_suburb',
      'office_address_country',
      'office_state',
      'principal_place_address_line_1',
      'principal_place_suburb',
      'principal_place_country',
      'principal_place_state',
    ]) {
      expect(errors[field], field).toEqual(['This field is required']);
    }
    const ok = await send(investor, 'POST', '/api/profiles/additional-details/', {
      ...base,
      is_sole_trader: true,
      abn: '51 824 753 556',
      business_name: 'Bennett Consulting',
      business_activity: 'Consulting',
      office_address_country: 'AU',
      office_address_line_1: '1 George Street',
      office_suburb: 'Sydney',
      office_state: 'NSW',
      office_post_code: '2000',
      principal_place_country: 'AU',
      principal_place_address_line_1: '1 George Street',
      principal_place_suburb: 'Sydney',
      principal_place_state: 'NSW',
      principal_place_post_code: '2000',
    });
    expect(ok.statusCode).toBe(200);
  });

  it('requires residency and tax residency details when ticked, with a 9-digit TIN', async () => {
    const res = await send(investor, 'POST', '/api/profiles/additional-details/', {
      ...base,
      non_australian_resident: true,
      non_australian_tax_resident: true,
      non_australian_tax_identification_number: '12345',
    });
    expect(res.json().field_errors).toEqual({
      non_australian_resident_country: ['This field is required'],
      non_australian_tax_resident_country: ['This field is required'],
      non_australian_tax_identification_number: ['Must be exactly 9 digits'],
    });
  });

  it('requires an occupation and a citizenship', async () => {
    const res = await send(investor, 'POST', '/api/profiles/additional-details/', { country_of_citizenship: [] });
    expect(res.json().field_errors).toMatchObject({
      occupation: ['This field is required'],
      country_of_citizenship: ['This field is required'],
    });
  });
});

describe('oversized and unknown values', () => {
  // What was found from outside: a 500 KB preferred_language was stored and then sent back on
  // every profile read. Each field says how long it may be, so such a body never reaches the store.
  const HUGE = 'x'.repeat(500 * 1024);
  const saved = async (url: string) => {
    const { id: _id, ...values } = (await send(investor, 'GET', url)).json();
    return values as Record<string, unknown>;
  };

  it('refuses a 500 KB additional-details field with the field’s message and keeps what was saved', async () => {
    const url = '/api/profiles/additional-details/';
    const before = await send(investor, 'GET', url);
    const values = await saved(url);
    const id = before.json().id;
    for (const [field, message] of [
      ['preferred_language', 'The format is not valid'],
      ['non_australian_tax_resident_country', 'The format is not valid'],
      ['office_address_country', 'The format is not valid'],
      ['abn', 'This field cannot contain more than 14 symbols'],
      ['non_australian_tax_identification_number', 'This field cannot contain more than 30 symbols'],
      ['occupation', 'This field cannot contain more than 35 symbols'],
    ] as const) {
      for (const [method, path] of [
        ['POST', url],
        ['PATCH', `${url}${id}/`],
      ] as const) {
        const res = await send(investor, method, path, { ...values, [field]: HUGE });
        expect(res.statusCode, `${method} ${field}`).toBe(400);
        expect(res.json().field_errors, `${method} ${field}`).toEqual({ [field]: [message] });
      }
    }
    const after = await send(investor, 'GET', url);
    expect(after.json()).toEqual(before.json());
    expect(after.body.length).toBeLessThan(2000);
    expect((await send(investor, 'GET', '/api/profiles/my/')).body.length).toBeLessThan(100_000);
  });

  it('refuses a 500 KB contact-details field and keeps what was saved', async () => {
    const url = '/api/profiles/contact-details/';
    const before = await send(investor, 'GET', url);
    const values = await saved(url);
    for (const [field, message] of [
      ['suburb', 'This field cannot contain more than 35 symbols'],
      ['country', 'The format is not valid'],
    ] as const) {
      const res = await send(investor, 'POST', url, { ...values, [field]: HUGE });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().field_errors, field).toEqual({ [field]: [message] });
    }
    expect((await send(investor, 'GET', url)).json()).toEqual(before.json());
  });

  it('takes countries and languages from the lists the forms offer', async () => {
    const url = '/api/profiles/additional-details/';
    const before = await send(investor, 'GET', url);
    const res = await send(investor, 'POST', url, {
      ...(await saved(url)),
      preferred_language: 'qq',
      country_of_citizenship: ['AU', 'QQ'],
      non_australian_tax_resident: true,
      non_australian_tax_resident_country: 'QQ',
      non_australian_tax_identification_number: '123456789',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({
      preferred_language: ['Choose a language from the list.'],
      'country_of_citizenship.1': ['Choose a country from the list.'],
      non_australian_tax_resident_country: ['Choose a country from the list.'],
    });
    expect((await send(investor, 'GET', url)).json()).toEqual(before.json());

    const ok = await send(investor, 'POST', url, { ...(await saved(url)), preferred_language: 'FR' });
    expect(ok.json().preferred_language).toBe('fr');
  });
});

describe('registration state on the profile and the onboarding tasks', () => {
  it('sends a user with missing details to the Individual info flow, first task first', async () => {
    // Staff are never forced; the demo investor has every detail (seed).
    expect((await send(investor, 'GET', '/api/profiles/my/')).json().force_filling_missing_personal_details).toBe(
      false,
    );
    expect((await send(investor, 'GET', '/api/profiles/onboarding-tasks/')).json().results).toEqual([]);
    expect((await send(staff, 'GET', '/api/profiles/my/')).json().force_filling_missing_personal_details).toBe(false);
  });

  it('walks an invited user through the tasks as details are saved', async () => {
    const invite = await t.app.inject({
      method: 'POST',
      url: '/api/operator/invites/',
      headers: { authorization: 'Operator test-operator-key-0123456789abcdef' },
      payload: { email: 'tasks@example.com', phone_number: '0411999000', type: 'individual' },
    });
    const { uuid, code } = invite.json();
    const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, payload });
    await post(`/api/auth/registration-invites/${uuid}/accept-toc/`);
    await post(`/api/auth/registration-invites/${uuid}/activate-invite/`, { code });
    await post(`/api/auth/wizard/${uuid}/sign-up/`, {
      email: 'tasks@example.com',
      phone_number: '0411999000',
      password1: 'Tasks-Person-2026!',
      password2: 'Tasks-Person-2026!',
      agreement_terms_and_policy: true,
    });
    const outbox = async (to: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${to}` })).json()[0].code;
    await post(`/api/auth/wizard/${uuid}/confirm-email-address-by-code/`, { code: await outbox('tasks@example.com') });
    const key = (
      await post(`/api/auth/wizard/${uuid}/confirm-phone-number/`, { code: await outbox('0411999000') })
    ).json().key;

    const profile = (await send(key, 'GET', '/api/profiles/my/')).json();
    expect(profile).toMatchObject({ force_filling_missing_personal_details: true, registration_invite_uuid: uuid });
    const steps = async (query = '') => (await send(key, 'GET', `/api/profiles/registration-steps/${query}`)).json();
    expect(await steps(`?invite_uuid=${uuid}`)).toEqual({
      steps: [
        { step: 'personal_details', is_completed: false },
        { step: 'secondary_verification_document', is_completed: false },
        { step: 'contact_details', is_completed: false },
        { step: 'additional_details', is_completed: false },
        { step: 'account_create', is_completed: false },
      ],
      current_step: 'personal_details',
    });
    // Spec 1 §7's path for the same call answers the same.
    expect((await send(key, 'GET', `/api/auth/base/registration-steps/?invite_uuid=${uuid}`)).json()).toEqual(
      await steps(`?invite_uuid=${uuid}`),
    );
    // Someone else's invitation (or none at all) is not theirs to ask about.
    expect(
      (await send(key, 'GET', `/api/profiles/registration-steps/?invite_uuid=${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
    expect((await send(key, 'GET', '/api/profiles/onboarding-tasks/')).json().results[0]).toMatchObject({
      task: 'fill_in_missing_details',
      url: '/account-new/personal-details',
    });

    await send(
      key,
      'POST',
      '/api/profiles/personal-details/',
      passportDetails({ first_name: 'Tess' }, { document_id: 'PT1234567' }),
    );
    expect((await send(key, 'GET', '/api/profiles/onboarding-tasks/')).json().results[0].url).toBe(
      '/account-new/contact-details/edit',
    );
    // Sign-up asks for no name: the profile names the person as their personal details do.
    expect((await send(key, 'GET', '/api/profiles/my/')).json()).toMatchObject({
      first_name: 'Tess',
      last_name: 'Nguyen',
    });
    await send(key, 'POST', '/api/profiles/contact-details/', CONTACT_DETAILS);
    await send(key, 'POST', '/api/profiles/additional-details/', ADDITIONAL_DETAILS);

    expect((await send(key, 'GET', '/api/profiles/my/')).json().force_filling_missing_personal_details).toBe(false);
    expect((await steps()).current_step).toBe('account_create');
    expect((await send(key, 'GET', '/api/profiles/onboarding-tasks/')).json().results).toEqual([
      { task: 'activate_account', title: 'Set up your account', url: '/account-setup/apply-now/' },
    ]);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/auth/registration-invites/${uuid}/` })).json().registration_step,
    ).toBe('account_create');

    // Setting up the account (spec 2 §4) uses the invitation up: its task goes, and its link says so.
    const created = await send(key, 'POST', '/api/accounts/', { type: 'individual' });
    expect(created.statusCode).toBe(201);
    expect((await send(key, 'GET', '/api/profiles/onboarding-tasks/')).json().results).toEqual([]);
    expect(await steps('?step=account_create')).toEqual({
      steps: [{ step: 'account_create', is_completed: true }],
      current_step: null,
    });
    const used = (await t.app.inject({ method: 'GET', url: `/api/auth/registration-invites/${uuid}/` })).json();
    expect(used).toMatchObject({ registration_step: 'login', is_activated_in_target_application: true });
    // And from then on it names the account it led to.
    expect(used).toMatchObject({
      account_id: created.json().id,
      account: { id: created.json().id, name: created.json().name, type: 'individual' },
      is_setting_primary_case: false,
    });
  });
});

describe('changing details by id', () => {
  it('changes the user’s own contact and additional details, and answers 404 for another user’s id', async () => {
    const mine = (await send(investor, 'GET', '/api/profiles/contact-details/')).json();
    const ok = await send(investor, 'PATCH', `/api/profiles/contact-details/${mine.id}/`, {
      ...mine,
      id: undefined,
      suburb: 'Neutral Bay',
    });
    expect(ok.json().suburb).toBe('Neutral Bay');
    await send(staff, 'POST', '/api/profiles/contact-details/', {
      channel: 'sms',
      country: 'AU',
      address_line_1: '2 Pitt Street',
      suburb: 'Sydney',
      state: 'NSW',
      post_code: '2000',
    });
    const foreign = await send(staff, 'PATCH', `/api/profiles/contact-details/${mine.id}/`, {
      channel: 'sms',
      country: 'AU',
      address_line_1: 'x',
      suburb: 'x',
      post_code: '1',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await send(investor, 'GET', '/api/profiles/contact-details/')).json().suburb).toBe('Neutral Bay');

    const extra = (await send(investor, 'GET', '/api/profiles/additional-details/')).json();
    const foreignExtra = await send(staff, 'PATCH', `/api/profiles/additional-details/${extra.id}/`, {
      occupation: 'x',
      country_of_citizenship: ['AU'],
    });
    expect(foreignExtra.statusCode).toBe(404);
  });
});
