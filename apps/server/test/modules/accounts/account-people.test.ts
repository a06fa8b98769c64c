import {
  ErrorCode,
  Messages,
  PersonRoleId,
  beneficialOwnerRoles,
  type Account,
  type AccountPerson,
} from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accountPeople, accounts, secondaryInvites, users } from '../../../src/db/schema/index.js';
import { INVESTOR, JOINT, bearer, latestMessage, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { SwitchableRegister } from './business-register-double.js';

/** The people on an account (spec 2 §2, §3, §5-§8) through the API, invitations included. */
let t: TestApp;
let owner: TestPerson;
let stranger: TestPerson;
/** Lane & Lane Holdings in the bundled register: directors Harper Lane and Noah Lane, secretary Noah Lane. */
const LANE_ACN = '990123450';
const PASSWORD = 'Invited-Person-2026!';

beforeAll(async () => {
  t = await startTestApp({ businessRegister: new SwitchableRegister() });
  owner = await createPerson(t, 'people-owner');
  stranger = await createPerson(t, 'people-stranger');
  // The owner is Harper Lane, a director of Lane & Lane Holdings.
  await t.database.db.update(users).set({ firstName: 'Harper', lastName: 'Lane' }).where(eq(users.id, owner.id));
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { field_errors: Record<string, string[]> }).field_errors;
const users_ = (id: number) => `/api/accounts/${id}/secondary-users/`;
const owners_ = (id: number) => `/api/accounts/${id}/beneficial-owners/`;

let counter = 0;
function person(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    first_name: 'Jamie',
    last_name: `Holder${'x'.repeat(counter % 5)}`,
    email: `people-${counter}@example.com`,
    phone_number: `0433 ${String(100_000 + counter).slice(0, 3)} ${String(100_000 + counter).slice(3)}`,
    ...overrides,
  };
}

async function newAccount(payload: object, key = owner.key): Promise<Account> {
  const res = await call('POST', '/api/accounts/', key, payload);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json() as Account;
}
const newJoint = () => newAccount({ type: 'joint', name: 'Lane Joint' });
const newCompany = () => newAccount({ type: 'company', name: 'Lane & Lane Holdings', acn: LANE_ACN });
const account = async (id: number, key = owner.key) =>
  (await call('GET', `/api/accounts/${id}/`, key)).json() as Account;
const stored = (accountId: number) =>
  t.database.db
    .select()
    .from(accountPeople)
    .where(and(eq(accountPeople.accountId, accountId), isNull(accountPeople.removedAt)));

async function add(url: string, list: object[], key = owner.key): Promise<AccountPerson[]> {
  const res = await call('POST', url, key, { users: list });
  if (res.statusCode !== 201) throw new Error(`add: ${res.statusCode} ${res.body}`);
  return res.json() as AccountPerson[];
}

/** The invitation e-mail the send job delivers, and the link's token. */
async function invitation(email: string, after = 0) {
  let mail: Awaited<ReturnType<typeof latestMessage>>;
  await vi.waitFor(
    async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(email)}` });
      const list = res.json() as Array<NonNullable<typeof mail>>;
      expect(list.length).toBeGreaterThan(after);
      mail = list[0];
    },
    { timeout: 5000, interval: 50 },
  );
  const token = /invitation-secondary\/([A-Za-z0-9_-]{43})\//.exec(mail!.body)![1]!;
  return { mail: mail!, token };
}
const outboxCount = async (email: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/dev/outbox/?to=${encodeURIComponent(email)}` })).json() as unknown[])
    .length;

describe('secondary users by account type (spec 2 §6)', () => {
  it('adds a joint member, invites them, and secondary_users leaves the unfilled parts', async () => {
    const joint = await newJoint();
    expect(joint.unfilled_fields).toContain('secondary_users');
    expect(joint.secondary_users).toEqual([]);
    const member = person({ phone_number: '0412 555 001' });
    const list = await add(users_(joint.id), [member]);
    expect(list).toEqual([
      expect.objectContaining({
        first_name: 'Jamie',
        email: member.email,
        phone_number: '0412555001',
        user_id: null,
        is_primary: false,
        title: 'member',
        role: { id: PersonRoleId.contact, key: 'contact', title: 'Contact' },
        status: 'invited',
        status_display: { style: 'warning', display_name: 'Invitation sent' },
        can_resend_invite: true,
        is_possible_duplicate: false,
        is_removable_from_account: true,
        list_of_editable_fields: [],
      }),
    ]);
    const after = await account(joint.id);
    expect(after.secondary_users).toEqual(list);
    expect(after.unfilled_fields).not.toContain('secondary_users');
    // Invited people will sign: signing authority is now asked for.
    expect(after.unfilled_fields).toContain('signing_authority');
    expect((await call('GET', users_(joint.id), owner.key)).json()).toEqual(list);

    const { mail, token } = await invitation(member.email);
    expect(mail.subject).toContain('invited you to join an account');
    expect(mail.body).toContain('Lane Joint');
    expect(mail.body).toContain('as a member');
    const view = await t.app.inject({ method: 'GET', url: `/api/auth/secondary-users-invites/${token}/` });
    expect(view.json()).toMatchObject({ step: 'welcome', role: 'member', account_type: 'joint', email: member.email });
    const [invite] = await t.database.db
      .select()
      .from(secondaryInvites)
      .where(eq(secondaryInvites.email, member.email));
    expect(invite).toMatchObject({ accountId: joint.id, accountPersonId: list[0]!.id });
  });

  it('titles trustees of an individual trustee and asks "Are there any additional Trustees?"', async () => {
    const trust = await newAccount({ type: 'trust', name: 'Lane Trust', trustee: 'individual', trustee_confirm: true });
    expect(trust.unfilled_fields).toContain('trustee_details');
    expect(trust.has_secondary_users).toBeNull();
    const yes = await call('PATCH', `/api/accounts/${trust.id}/`, owner.key, { has_secondary_users: true });
    expect(yes.json().has_secondary_users).toBe(true);
    expect(yes.json().unfilled_fields).toContain('trustee_details');
    const [trustee] = await add(users_(trust.id), [person({ role: PersonRoleId.beneficial_owner })]);
    // Additional trustees are contacts, whatever is sent.
    expect(trustee).toMatchObject({ title: 'trustee', role: { key: 'contact' } });
    expect((await account(trust.id)).unfilled_fields).not.toContain('trustee_details');

    const other = await newAccount({ type: 'smsf', abn: '55982345678', trustee: 'individual', trustee_confirm: true });
    const no = await call('PATCH', `/api/accounts/${other.id}/`, owner.key, { has_secondary_users: false });
    expect(no.json().unfilled_fields).not.toContain('trustee_details');
  });

  it('refuses secondary users on an individual account', async () => {
    const individual = await newAccount({ type: 'individual' });
    const res = await call('POST', users_(individual.id), owner.key, { users: [person()] });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([Messages.accountTakesNoSecondaryUsers]);
  });
});

describe('the rules, each on its indexed field (spec 2 §5, §8)', () => {
  it.each([
    ['first name is required', { first_name: ' ' }, 'first_name', Messages.fieldRequired],
    ['last name is required', { last_name: '' }, 'last_name', Messages.fieldRequired],
    ['e-mail must be valid', { email: 'not-an-email' }, 'email', 'Email format is not valid'],
    ['phone is required', { phone_number: '' }, 'phone_number', Messages.fieldRequired],
    ['phone starts with 04', { phone_number: '0312 345 678' }, 'phone_number', Messages.theFormatIsNotValid],
    ['phone has 10 digits', { phone_number: '0412 345 67' }, 'phone_number', Messages.theFormatIsNotValid],
  ])('%s', async (_name, broken, field, message) => {
    const joint = await newJoint();
    const res = await call('POST', users_(joint.id), owner.key, { users: [person(), person(broken)] });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ [`users.1.${field}`]: [message] });
    expect(await stored(joint.id)).toEqual([]);
  });

  it('refuses the primary person’s own e-mail and a person already on the list', async () => {
    const joint = await newJoint();
    const first = person();
    await add(users_(joint.id), [first]);
    const res = await call('POST', users_(joint.id), owner.key, {
      users: [person({ email: owner.email.toUpperCase() }), person({ email: first.email })],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({
      'users.0.email': [Messages.personIsPrimary],
      'users.1.email': [Messages.personAlreadyOnAccount],
    });
    expect(await stored(joint.id)).toHaveLength(1);
  });

  it('takes at most 3 secondary users: a 4th is refused and nothing is stored', async () => {
    const joint = await newJoint();
    await add(users_(joint.id), [person(), person()]);
    await add(users_(joint.id), [person()]);
    const fourth = await call('POST', users_(joint.id), owner.key, { users: [person()] });
    expect(fourth.statusCode).toBe(400);
    expect(fieldErrors(fourth)).toEqual({ users: ['You have achieved to limits of Individuals'] });
    const atOnce = await call('PUT', `${users_(joint.id)}bulk-update/`, owner.key, {
      users: [person(), person(), person(), person()],
    });
    expect(fieldErrors(atOnce)).toEqual({ users: [Messages.secondaryUsersLimit] });
    expect(await stored(joint.id)).toHaveLength(3);
  });

  it('needs at least one person on POST', async () => {
    const joint = await newJoint();
    const res = await call('POST', users_(joint.id), owner.key, { users: [] });
    expect(fieldErrors(res)).toEqual({ users: [Messages.fieldRequired] });
  });
});

describe('directors (spec 2 §2 Set up directors)', () => {
  it('offers the register’s officeholders, flags the primary person’s name, and leaves once answered', async () => {
    const company = await newCompany();
    expect(company.unfilled_fields).toContain('directors');
    expect(company.primary_user_role).toBeNull();
    const offered = company.acn_lookup_data!.officeholders;
    expect(offered).toEqual([
      {
        uuid: 'officeholder-1',
        first_name: 'Harper',
        last_name: 'Lane',
        role: 'director',
        is_possible_duplicate: true,
      },
      { uuid: 'officeholder-2', first_name: 'Noah', last_name: 'Lane', role: 'director', is_possible_duplicate: false },
      {
        uuid: 'officeholder-3',
        first_name: 'Noah',
        last_name: 'Lane',
        role: 'secretary',
        is_possible_duplicate: false,
      },
    ]);

    // The secretary is not wanted as a director.
    const wrongAcn = await call(
      'DELETE',
      `/api/accounts/${company.id}/acn-data/users/officeholder-3/?acn=912345601`,
      owner.key,
    );
    expect(wrongAcn.statusCode).toBe(404);
    const dropped = await call(
      'DELETE',
      `/api/accounts/${company.id}/acn-data/users/officeholder-3/?acn=990 123 450`,
      owner.key,
    );
    expect(dropped.json()).toEqual({ detail: Messages.officeholderRemoved });
    expect((await account(company.id)).acn_lookup_data!.officeholders.map((o) => o.uuid)).toEqual([
      'officeholder-1',
      'officeholder-2',
    ]);

    const bulk = `${users_(company.id)}bulk-update/`;
    const harper = {
      first_name: 'HARPER ',
      last_name: 'lane',
      email: 'harper.lane@example.com',
      phone_number: '0412 555 101',
    };
    const noah = {
      first_name: 'Noah',
      last_name: 'Lane',
      email: 'noah.lane@example.com',
      phone_number: '0412 555 102',
    };
    const noRole = await call('POST', bulk, owner.key, { users: [{ ...harper, acn_uuid: 'officeholder-1' }, noah] });
    expect(fieldErrors(noRole)).toEqual({
      'users.0.role': [Messages.fieldRequired],
      'users.1.role': [Messages.fieldRequired],
    });
    const gone = await call('POST', bulk, owner.key, {
      users: [{ ...noah, role: PersonRoleId.contact, acn_uuid: 'officeholder-3' }],
    });
    expect(fieldErrors(gone)).toEqual({ 'users.0.acn_uuid': [Messages.acnOfficeholderNotFound] });

    const saved = await call('PUT', bulk, owner.key, {
      users: [
        { ...harper, role: PersonRoleId.beneficial_owner, acn_uuid: 'officeholder-1' },
        { ...noah, role: PersonRoleId.contact, acn_uuid: 'officeholder-2' },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual([
      expect.objectContaining({
        title: 'director',
        role: expect.objectContaining({ key: 'beneficial_owner' }),
        acn_uuid: 'officeholder-1',
        is_possible_duplicate: true,
      }),
      expect.objectContaining({
        title: 'director',
        role: expect.objectContaining({ key: 'contact' }),
        is_possible_duplicate: false,
      }),
    ]);
    const between = await account(company.id);
    expect(between.acn_lookup_data!.officeholders).toEqual([]);
    expect(between.unfilled_fields).toContain('directors');

    const answered = await call('PATCH', `/api/accounts/${company.id}/`, owner.key, { primary_user_role: true });
    expect(answered.statusCode).toBe(200);
    const final = answered.json() as Account;
    expect(final.primary_user_role).toBe(true);
    expect(final.unfilled_fields).not.toContain('directors');
    expect(final.users[0]).toMatchObject({ is_primary: true, role: { key: 'beneficial_owner' }, status: 'primary' });

    // The duplicate is removed: bulk-update without her.
    const [, kept] = saved.json() as AccountPerson[];
    const trimmed = await call('PUT', bulk, owner.key, { users: [{ ...noah, id: kept!.id }] });
    expect((trimmed.json() as AccountPerson[]).map((p) => p.id)).toEqual([kept!.id]);
  });
});

describe('beneficial owners (spec 2 §2, §6)', () => {
  it('lists the roles a beneficial owner can have', async () => {
    const res = await call('GET', '/api/accounts/person-roles/', owner.key);
    expect(res.json()).toEqual(beneficialOwnerRoles());
    expect(res.json().map((r: { id: number }) => r.id)).toEqual([9, 10, 11]);
    // Spec 1 §7's identity calls read them as GET /profiles/roles/.
    expect((await call('GET', '/api/profiles/roles/', owner.key)).json()).toEqual(res.json());
  });

  it('records owners (role beneficial_owner by default), changes and removes them, and the part leaves', async () => {
    const company = await newCompany();
    expect(company.unfilled_fields).toContain('beneficial_owners');
    const wrongRole = await call('POST', owners_(company.id), owner.key, {
      users: [person({ role: PersonRoleId.contact })],
    });
    expect(fieldErrors(wrongRole)).toEqual({ 'users.0.role': ['Select a valid choice.'] });

    const first = person();
    const list = await add(owners_(company.id), [first, person({ role: PersonRoleId.controller })]);
    expect(list.map((p) => p.role?.key)).toEqual(['beneficial_owner', 'controller']);
    expect(list[0]).toMatchObject({
      title: null,
      status: 'declared',
      can_resend_invite: false,
      list_of_editable_fields: ['first_name', 'last_name', 'email', 'phone_number', 'role'],
    });
    const after = await account(company.id);
    expect(after.beneficial_owners).toEqual(list);
    expect(after.secondary_users).toEqual([]);
    expect(after.unfilled_fields).not.toContain('beneficial_owners');

    const changed = await call('POST', `${owners_(company.id)}bulk-update/`, owner.key, {
      users: [{ ...first, id: list[0]!.id, first_name: 'Alex', role: PersonRoleId.decision_maker }],
    });
    expect(changed.json()).toEqual([
      expect.objectContaining({ id: list[0]!.id, first_name: 'Alex', role: expect.objectContaining({ id: 11 }) }),
    ]);
    // Owners are recorded, not invited.
    expect(await outboxCount(first.email)).toBe(0);

    const individual = await newAccount({ type: 'individual' });
    const refused = await call('POST', owners_(individual.id), owner.key, { users: [person()] });
    expect(refused.json().non_field_errors).toEqual([Messages.beneficialOwnersNotTaken]);
  });
});

describe('removing and re-inviting (spec 2 §6, §8)', () => {
  it('removes a person while the account is in setup; their link stops working', async () => {
    const joint = await newJoint();
    const member = person();
    const [added] = await add(users_(joint.id), [member]);
    const { token } = await invitation(member.email);
    const res = await call('DELETE', `${users_(joint.id)}${added!.id}/`, owner.key);
    expect(res.json()).toEqual({ detail: Messages.personRemoved });
    expect((await account(joint.id)).secondary_users).toEqual([]);
    expect((await account(joint.id)).unfilled_fields).toContain('secondary_users');
    const view = await t.app.inject({ method: 'GET', url: `/api/auth/secondary-users-invites/${token}/` });
    expect(view.json().step).toBe('expired');
    expect((await call('DELETE', `${users_(joint.id)}${added!.id}/`, owner.key)).statusCode).toBe(404);
  });

  it('refuses to remove someone once the account has left setup, with the reason as detail', async () => {
    const joint = await newJoint();
    const [added] = await add(users_(joint.id), [person()]);
    await t.database.db.update(accounts).set({ status: 'awaiting_activation' }).where(eq(accounts.id, joint.id));
    expect((await account(joint.id)).secondary_users[0]!.is_removable_from_account).toBe(false);
    const res = await call('DELETE', `${users_(joint.id)}${added!.id}/`, owner.key);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: Messages.personNotRemovable, code: ErrorCode.accountChangeRefused });
    expect(await stored(joint.id)).toHaveLength(1);
  });

  it('re-invites a pending person: the detail, a new e-mail and a new link', async () => {
    const joint = await newJoint();
    const member = person();
    const [added] = await add(users_(joint.id), [member]);
    const first = await invitation(member.email);
    const res = await call('POST', `${users_(joint.id)}${added!.id}/reinvite/`, owner.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'The secondary user has been successfully re-invited.' });
    const second = await invitation(member.email, 1);
    expect(second.token).not.toBe(first.token);
    const old = await t.app.inject({ method: 'GET', url: `/api/auth/secondary-users-invites/${first.token}/` });
    expect(old.statusCode).toBe(404);
  });
});

describe('access', () => {
  it('answers 404 to another investor, and for a person of another account, changing nothing', async () => {
    const joint = await newJoint();
    const [added] = await add(users_(joint.id), [person()]);
    const theirs = await newAccount({ type: 'joint', name: 'Stranger Joint' }, stranger.key);
    const [their] = await add(users_(theirs.id), [person()], stranger.key);
    for (const [method, url] of [
      ['GET', users_(joint.id)],
      ['POST', users_(joint.id)],
      ['PUT', `${users_(joint.id)}bulk-update/`],
      ['DELETE', `${users_(joint.id)}${added!.id}/`],
      ['POST', `${users_(joint.id)}${added!.id}/reinvite/`],
      ['GET', owners_(joint.id)],
    ] as const) {
      const res = await call(
        method,
        url,
        stranger.key,
        method === 'GET' || method === 'DELETE' ? undefined : { users: [person()] },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('DELETE', `${users_(joint.id)}${their!.id}/`, owner.key)).statusCode).toBe(404);
    expect((await call('POST', `${users_(joint.id)}${their!.id}/reinvite/`, owner.key)).statusCode).toBe(404);
    const foreignId = await call('PUT', `${users_(joint.id)}bulk-update/`, owner.key, {
      users: [{ ...person(), id: their!.id }],
    });
    expect(foreignId.statusCode).toBe(404);
    expect(await stored(joint.id)).toHaveLength(1);
    expect(await stored(theirs.id)).toHaveLength(1);
  });

  it('makes the invitee a member once they set their password; without signing authority they may not change people', async () => {
    const joint = await newJoint();
    const member = person({ phone_number: '0412 555 777' });
    const [added] = await add(users_(joint.id), [member]);
    const { token } = await invitation(member.email);
    const base = `/api/auth/secondary-users-invites/${token}`;
    await t.app.inject({ method: 'POST', url: `${base}/accept_toc/`, payload: {} });
    const set = await t.app.inject({
      method: 'POST',
      url: `${base}/set-password/`,
      payload: {
        email: member.email,
        phone_number: '0412555777',
        password1: PASSWORD,
        password2: PASSWORD,
        agreement_terms_and_policy: true,
        marketing_opt_out: true,
      },
    });
    expect(set.statusCode).toBe(200);
    const code = (await latestMessage(t.app, '0412555777'))!.code!;
    const done = await t.app.inject({
      method: 'POST',
      url: `${base}/confirm-phone-number/`,
      payload: { email: member.email, phone_number: '0412555777', code },
    });
    expect(done.statusCode).toBe(200);
    const inviteeKey = done.json().key as string;

    const seen = await account(joint.id, inviteeKey);
    expect(seen.id).toBe(joint.id);
    expect(seen.users.map((u) => u.is_primary)).toEqual([true, false]);
    const mine = await account(joint.id);
    expect(mine.secondary_users).toEqual([
      expect.objectContaining({
        id: added!.id,
        user_id: seen.users[1]!.id,
        status: 'joined',
        can_resend_invite: false,
      }),
    ]);
    expect(mine.users[1]).toMatchObject({ title: 'member', status: 'joined', email: member.email });

    const refused = await call('POST', users_(joint.id), inviteeKey, { users: [person()] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().detail).toBe(Messages.signingAuthorityRequired);
    const reinvite = await call('POST', `${users_(joint.id)}${added!.id}/reinvite/`, owner.key);
    expect(reinvite.json().non_field_errors).toEqual([Messages.personAlreadyJoined]);
  });
});

describe('the demo seed', () => {
  it('gives the company and the SMSF their directors, with nothing missing there', async () => {
    const investorKey = await signIn(t.app, INVESTOR);
    const list = (await call('GET', '/api/accounts/?page_size=20', investorKey)).json() as { results: Account[] };
    const company = list.results.find((a) => a.name === 'Bennett Capital Pty Ltd');
    const smsf = list.results.find((a) => a.type === 'smsf');
    const james = expect.objectContaining({
      first_name: 'James',
      last_name: 'Bennett',
      title: 'director',
      status: 'invited',
    });
    for (const found of [company, smsf]) {
      expect(found).toBeDefined();
      expect(found!.primary_user_role).toBe(true);
      expect(found!.unfilled_fields).not.toContain('directors');
    }
    expect(smsf!.secondary_users).toEqual([james]);
    // The company has also invited Alex Morgan, who signs in already (issue #22 item 6).
    expect(company!.secondary_users).toEqual([
      james,
      expect.objectContaining({ first_name: 'Alex', last_name: 'Morgan', title: 'director', status: 'invited' }),
    ]);
    // The SMSF's James Bennett came from its trustee company's officeholders.
    expect(smsf!.secondary_users[0]!.acn_uuid).toBe('officeholder-2');
  });
});

describe('the demo joint holder', () => {
  it('finds the company’s invitation waiting in his Account invitations', async () => {
    const key = await signIn(t.app, JOINT);
    const pending = await call('GET', '/api/accounts/secondary-invites/', key);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toEqual([
      expect.objectContaining({
        account_name: 'Bennett Capital Pty Ltd',
        account_type: 'company',
        role: 'director',
        primary_user_full_name: 'Olivia Bennett',
        status: 'open',
      }),
    ]);
  });
});
