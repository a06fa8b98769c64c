import { ErrorCode, MANAGED_USER_HEADER, Messages, type RegistrationInvite } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationInvites } from '../../../src/db/schema/index.js';
import { STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { ADDITIONAL_DETAILS, CONTACT_DETAILS, passportDetails } from '../../helpers/person-details.js';

/**
 * An invitation sent to an e-mail address that already has a sign-in (spec 1 §4 login step, §7
 * wizard activate-user): after the code the invitation asks them to sign in, and signed in as the
 * person invited they take it on; it goes to what their registration still needs.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const OPERATOR = { authorization: `Operator ${TEST_OPERATOR_KEY}` };
const WRONG_STEP = 'This step of the invitation is already done or not reached yet.';
const post = (url: string, key?: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: {}, headers: { ...(key ? bearer(key) : {}), ...headers } });
const view = async (uuid: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/auth/registration-invites/${uuid}/` })).json() as RegistrationInvite;
const activateUser = (uuid: string, key?: string, headers?: Record<string, string>) =>
  post(`/api/auth/wizard/${uuid}/activate-user/`, key, headers);

async function invite(email: string, extra: object = {}): Promise<{ uuid: string; code: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/operator/invites/',
    headers: OPERATOR,
    payload: { email, phone_number: '0411777000', type: 'individual', ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

/** Welcome (terms) and the code: where an invitation to someone registered asks them to sign in. */
async function upToLogin(email: string, extra: object = {}): Promise<string> {
  const { uuid, code } = await invite(email, extra);
  await post(`/api/auth/registration-invites/${uuid}/accept-toc/`);
  const entered = await t.app.inject({
    method: 'POST',
    url: `/api/auth/registration-invites/${uuid}/activate-invite/`,
    payload: { code },
  });
  expect(entered.json()).toMatchObject({
    registration_step: 'login',
    is_activated_in_target_application: false,
    user_created: false,
  });
  return uuid;
}

async function saveDetails(person: TestPerson, parts: Array<'personal' | 'contact' | 'additional'>) {
  const save = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: 'POST', url, payload, headers: bearer(person.key) });
    expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  };
  if (parts.includes('personal'))
    await save(
      '/api/profiles/personal-details/',
      passportDetails({ last_name: 'Registered', date_of_birth: '1980-04-04' }, { document_id: 'PS1234567' }),
    );
  if (parts.includes('contact')) await save('/api/profiles/contact-details/', CONTACT_DETAILS);
  if (parts.includes('additional')) await save('/api/profiles/additional-details/', ADDITIONAL_DETAILS);
}

describe('an invitation to someone who already has a sign-in', () => {
  it('asks them to sign in after the code; sign-up is not offered', async () => {
    const person = await createPerson(t, 'has-sign-in');
    const uuid = await upToLogin(person.email.toUpperCase());
    const signUp = await t.app.inject({
      method: 'POST',
      url: `/api/auth/wizard/${uuid}/sign-up/`,
      payload: {
        email: person.email,
        phone_number: '0411777000',
        password1: 'Another-Password-2026!',
        password2: 'Another-Password-2026!',
        agreement_terms_and_policy: true,
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().non_field_errors).toEqual([WRONG_STEP]);
  });

  it('lists their open invitations (GET /auth/registration-invites/new/), not others’, not used-up ones', async () => {
    const person = await createPerson(t, 'has-new');
    const other = await createPerson(t, 'has-none');
    const mine = await invite(person.email.toUpperCase());
    const withdrawn = await invite(person.email);
    await t.app.inject({
      method: 'POST',
      url: `/api/operator/invites/${withdrawn.uuid}/expire/`,
      headers: OPERATOR,
    });
    await invite(other.email);
    const list = async (key: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/registration-invites/new/', headers: bearer(key) })).json();
    const page = await list(person.key);
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results.map((i: RegistrationInvite) => i.uuid)).toEqual([mine.uuid]);
    expect(page.results[0]).toMatchObject({ registration_step: 'welcome', token: mine.uuid, code: null });
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/auth/registration-invites/new/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('signed in as them, goes to the first detail they lack and becomes theirs', async () => {
    const person = await createPerson(t, 'lacks-details');
    await saveDetails(person, ['personal', 'additional']);
    const uuid = await upToLogin(person.email);

    const res = await activateUser(uuid, person.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid, registration_step: 'contact_details', user_created: true });
    const [row] = await t.database.db.select().from(registrationInvites).where(eq(registrationInvites.uuid, uuid));
    expect(row).toMatchObject({ userId: person.id, completedAt: null });
    // Their profile now leads through this invitation.
    const profile = await t.app.inject({ method: 'GET', url: '/api/profiles/my/', headers: bearer(person.key) });
    expect(profile.json().registration_invite_uuid).toBe(uuid);

    // The detail they save moves it on past what they gave before (additional details).
    await saveDetails(person, ['contact']);
    expect((await view(uuid)).registration_step).toBe('account_create');

    // Taken on once: a second call is out of order.
    const again = await activateUser(uuid, person.key);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([WRONG_STEP]);
  });

  it('with every detail given, goes straight to the account step: a new account, or the one prepared', async () => {
    const person = await createPerson(t, 'complete');
    await saveDetails(person, ['personal', 'contact', 'additional']);
    const fresh = await upToLogin(person.email);
    expect((await activateUser(fresh, person.key)).json().registration_step).toBe('account_create');

    const prepared = await t.app.inject({
      method: 'POST',
      url: '/api/operator/accounts/',
      headers: OPERATOR,
      payload: { type: 'individual', name: 'Kept For Sam' },
    });
    const accountId = prepared.json().id as number;
    const forPrepared = await upToLogin(person.email, { account_id: accountId });
    expect(await view(forPrepared)).toMatchObject({
      account_id: accountId,
      account: { id: accountId, name: 'Kept For Sam', type: 'individual' },
    });
    expect((await activateUser(forPrepared, person.key)).json()).toMatchObject({
      registration_step: 'account_activate',
      account_id: accountId,
    });
    const taken = await post(`/api/auth/registration-invites/${forPrepared}/take-up-account/`, person.key);
    expect(taken.json()).toEqual({ account_id: accountId });
    expect(await view(forPrepared)).toMatchObject({
      registration_step: 'login',
      is_activated_in_target_application: true,
      account: { id: accountId, name: 'Kept For Sam' },
    });
  });

  it('is refused to anyone else, and changes nothing', async () => {
    const invitee = await createPerson(t, 'invitee');
    const stranger = await createPerson(t, 'stranger');
    const uuid = await upToLogin(invitee.email);

    const anonymous = await activateUser(uuid);
    expect(anonymous.statusCode).toBe(401);

    const other = await activateUser(uuid, stranger.key);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ code: ErrorCode.notFound, detail: Messages.registrationInviteForSomeoneElse });

    // Staff acting for the invitee: only the invitee takes their invitation on.
    const staff = await signIn(t.app, STAFF);
    const acting = await activateUser(uuid, staff, { [MANAGED_USER_HEADER]: String(invitee.id) });
    expect(acting.statusCode).toBe(403);
    expect(acting.json().code).toBe(ErrorCode.actingForClientRefused);

    const unknown = await activateUser('00000000-0000-4000-8000-000000000000', invitee.key);
    expect(unknown.statusCode).toBe(404);

    const [row] = await t.database.db.select().from(registrationInvites).where(eq(registrationInvites.uuid, uuid));
    expect(row).toMatchObject({ step: 'login', userId: null });
  });

  it('is refused before the code, and once the invitation has expired', async () => {
    const person = await createPerson(t, 'too-early');
    const { uuid, code } = await invite(person.email);
    const early = await activateUser(uuid, person.key);
    expect(early.statusCode).toBe(400);
    expect(early.json().non_field_errors).toEqual([WRONG_STEP]);

    await post(`/api/auth/registration-invites/${uuid}/accept-toc/`);
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/registration-invites/${uuid}/activate-invite/`,
      payload: { code },
    });
    await t.database.db
      .update(registrationInvites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(registrationInvites.uuid, uuid));
    expect((await view(uuid)).registration_step).toBe('expired');
    const late = await activateUser(uuid, person.key);
    expect(late.statusCode).toBe(410);
    expect(late.json().code).toBe(ErrorCode.inviteExpired);
    const [row] = await t.database.db.select().from(registrationInvites).where(eq(registrationInvites.uuid, uuid));
    expect(row!.userId).toBeNull();
  });
});
