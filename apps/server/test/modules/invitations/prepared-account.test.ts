import type { Account, RegistrationInvite } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson } from '../../helpers/test-people.js';
import { ADDITIONAL_DETAILS, CONTACT_DETAILS, passportDetails } from '../../helpers/person-details.js';

/**
 * An invitation to an account the provider already holds (spec 1 §3 activation_object, §4
 * account_activate and account_fake_create; spec 2 §4 activation and fake-creation cases): once
 * registered, the invitee takes the account up as its primary holder, selected, and the invitation
 * is used up.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const OPERATOR = { authorization: 'Operator test-operator-key-0123456789abcdef' };
const post = (url: string, payload: object = {}, key?: string) =>
  t.app.inject({ method: 'POST', url, payload, ...(key ? { headers: bearer(key) } : {}) });
const get = (url: string, key?: string) =>
  t.app.inject({ method: 'GET', url, ...(key ? { headers: bearer(key) } : {}) });
const inviteView = async (uuid: string) =>
  (await get(`/api/auth/registration-invites/${uuid}/`)).json() as RegistrationInvite;
const outboxCode = async (to: string) => (await get(`/api/dev/outbox/?to=${to}`)).json()[0].code as string;

/** An account staff prepare for the invitee with the operator API (`npm run admin -- account create`). */
async function preparedAccount(values: object): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/accounts/',
    headers: OPERATOR,
    payload: { type: 'individual', name: 'Prepared', ...values },
  });
  if (res.statusCode !== 201) throw new Error(`prepare: ${res.statusCode} ${res.body}`);
  return res.json().id as number;
}

/** An operator's invitation (`npm run admin -- invite create`). */
function invite(email: string, phone: string, extra: object) {
  return t.app.inject({
    method: 'POST',
    url: '/api/operator/invites/',
    headers: OPERATOR,
    payload: { email, phone_number: phone, type: 'individual', ...extra },
  });
}

/** Registration from the invitation up to the account step: sign-up, both codes and every detail. */
async function register(email: string, phone: string, accountId: number): Promise<{ uuid: string; key: string }> {
  const issued = await invite(email, phone, { account_id: accountId });
  expect(issued.statusCode).toBe(201);
  const { uuid, code } = issued.json() as { uuid: string; code: string };
  await post(`/api/auth/registration-invites/${uuid}/accept-toc/`);
  await post(`/api/auth/registration-invites/${uuid}/activate-invite/`, { code });
  await post(`/api/auth/wizard/${uuid}/sign-up/`, {
    email,
    phone_number: phone,
    password1: 'Prepared-Person-2026!',
    password2: 'Prepared-Person-2026!',
    agreement_terms_and_policy: true,
  });
  await post(`/api/auth/wizard/${uuid}/confirm-email-address-by-code/`, { code: await outboxCode(email) });
  const key = (await post(`/api/auth/wizard/${uuid}/confirm-phone-number/`, { code: await outboxCode(phone) })).json()
    .key as string;
  await post(
    '/api/profiles/personal-details/',
    passportDetails({ first_name: 'Tess', last_name: 'Prepared' }, { document_id: 'PT1234567' }),
    key,
  );
  await post('/api/profiles/contact-details/', CONTACT_DETAILS, key);
  await post('/api/profiles/additional-details/', ADDITIONAL_DETAILS, key);
  return { uuid, key };
}

describe('an invitation to an account the provider holds', () => {
  it('shows the account, locked, and the invitee takes it up once registered (activation case)', async () => {
    const id = await preparedAccount({
      name: 'Lane Super Fund',
      type: 'smsf',
      abn: '55982345678',
      trustee: 'individual',
    });
    const { uuid, key } = await register('prepared.activate@example.com', '0411555001', id);
    const view = await inviteView(uuid);
    expect(view).toMatchObject({
      registration_step: 'account_activate',
      account_type: 'smsf',
      account_name: 'Lane Super Fund',
      is_setting_primary_case: true,
      is_fake_creation_case: false,
      account_id: id,
      account: { id, name: 'Lane Super Fund', type: 'smsf' },
      activation_object: {
        account_id: id,
        type: 'smsf',
        type_display: 'SMSF',
        name: 'Lane Super Fund',
        abn: '55982345678',
        trustee: 'individual',
      },
    });
    expect((await get('/api/profiles/onboarding-tasks/', key)).json().results[0]).toMatchObject({
      task: 'activate_account',
    });

    const taken = await post(`/api/auth/registration-invites/${uuid}/take-up-account/`, {}, key);
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ account_id: id });
    const account = (await get(`/api/accounts/${id}/`, key)).json() as Account;
    expect(account).toMatchObject({ name: 'Lane Super Fund', status: 'pending', is_selected: true });
    expect(account.unfilled_fields).toContain('trustee_details');
    expect(await inviteView(uuid)).toMatchObject({
      registration_step: 'login',
      is_activated_in_target_application: true,
    });
    expect((await get('/api/profiles/onboarding-tasks/', key)).json().results).toEqual([]);

    // Used up: a second take-up is refused, and nothing changes.
    const again = await post(`/api/auth/registration-invites/${uuid}/take-up-account/`, {}, key);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual(['Invalid invite step']);
  });

  it('gives an account already active straight away (fake-creation case)', async () => {
    const id = await preparedAccount({ name: 'Ready Account', status: 'active', external_code: 'PREP-ACTIVE-1' });
    const { uuid, key } = await register('prepared.fake@example.com', '0411555002', id);
    expect(await inviteView(uuid)).toMatchObject({
      registration_step: 'account_fake_create',
      is_fake_creation_case: true,
    });
    expect((await post(`/api/auth/registration-invites/${uuid}/take-up-account/`, {}, key)).json()).toEqual({
      account_id: id,
    });
    expect((await get(`/api/accounts/${id}/`, key)).json()).toMatchObject({ status: 'active', is_selected: true });
  });

  it('is someone else’s: 404, and the account gains nobody', async () => {
    const id = await preparedAccount({ name: 'Not Yours' });
    const { uuid } = await register('prepared.owner@example.com', '0411555003', id);
    const stranger = await createPerson(t, 'prepared-stranger');
    const res = await post(`/api/auth/registration-invites/${uuid}/take-up-account/`, {}, stranger.key);
    expect(res.statusCode).toBe(404);
    const members = await t.database.db.select().from(accountMembers).where(eq(accountMembers.accountId, id));
    expect(members).toEqual([]);
  });

  it('cannot offer an account someone already holds, or one that does not exist', async () => {
    const person = await createPerson(t, 'prepared-holder');
    const held = (await post('/api/accounts/', { type: 'individual' }, person.key)).json().id as number;
    for (const accountId of [held, 999_999]) {
      const res = await invite('prepared.refused@example.com', '0411555004', { account_id: accountId });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().field_errors)).toEqual(['account_id']);
    }
  });
});
