import { AccountMessages, ErrorCode, Messages, type Account } from '@portal/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { abnLookups, accountMembers, accounts, acnLookups } from '../../../src/db/schema/index.js';
import { seedDemoData } from '../../../src/db/seed/index.js';
import { INVESTOR, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { PERSON_PASSWORD, createPerson, type TestPerson } from '../../helpers/test-people.js';
import { SwitchableRegister } from './business-register-double.js';

/**
 * Accounts and the account-details step (spec 2 §2-§7, issue 18) through the API, against the
 * bundled local register (platform/registers/README.md lists its numbers) behind a switch that
 * makes it unavailable, and counts what it is asked.
 */
let t: TestApp;
const register = new SwitchableRegister();
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await startTestApp({ businessRegister: register });
  owner = await createPerson(t, 'accounts-owner');
  stranger = await createPerson(t, 'accounts-stranger');
});
afterAll(() => t.close());
beforeEach(() => {
  register.down = false;
  register.asked.length = 0;
});

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const create = (key: string, payload: object) => call('POST', '/api/accounts/', key, payload);
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { field_errors: Record<string, string[]> }).field_errors;

async function accountCount(userId: number): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(accountMembers)
    .where(eq(accountMembers.userId, userId));
  return row!.n;
}

async function created(key: string, payload: object): Promise<Account> {
  const res = await create(key, payload);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json() as Account;
}

describe('the account-details form’s rules, on their fields (spec 2 §5)', () => {
  it.each([
    ['type is required', {}, { type: [Messages.fieldRequired] }],
    [
      'a company needs a name and an ACN',
      { type: 'company' },
      { name: [Messages.fieldRequired], acn: [Messages.fieldRequired] },
    ],
    [
      'an SMSF needs an ABN and a trustee, not a name',
      { type: 'smsf' },
      { abn: [Messages.fieldRequired], trustee: [Messages.fieldRequired] },
    ],
    [
      'an individual trustee must be confirmed',
      { type: 'trust', name: 'Hartley Trust', trustee: 'individual' },
      { trustee_confirm: [Messages.fieldRequired] },
    ],
    [
      'a corporate trustee needs its name and ACN',
      { type: 'trust', name: 'Hartley Trust', trustee: 'corporate' },
      { trustee_name: [Messages.fieldRequired], acn: [Messages.fieldRequired] },
    ],
    [
      'an ABN or ACN failing its check digit',
      { type: 'smsf', abn: '55 982 345 679', trustee: 'corporate', trustee_name: 'X', acn: '945 678 938' },
      { abn: [Messages.isNotValid], acn: [Messages.isNotValid] },
    ],
    [
      'a name past its limit',
      { type: 'company', name: 'x'.repeat(201), acn: '923456713' },
      { name: [Messages.maxLength(200)] },
    ],
  ])('%s', async (_rule, payload, expected) => {
    const before = await accountCount(owner.id);
    const res = await create(owner.key, payload);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(expected);
    expect(await accountCount(owner.id)).toBe(before);
    expect(register.asked).toEqual([]);
  });
});

describe('setting up an account of each type with what the registers answer', () => {
  it('individual: named after the person, pending, the person its primary member', async () => {
    const account = await created(owner.key, { type: 'individual' });
    expect(account).toMatchObject({
      name: 'Test accounts-owner',
      type: 'individual',
      type_display: 'Individual',
      status: 'pending',
      status_display: { style: 'warning', display_name: 'Pending' },
      trustee: null,
      abn: '',
      acn: '',
      products: [],
      primary_user: owner.id,
      has_signing_authority: true,
      can_edit_details: true,
      is_selected: false,
      users: [
        {
          id: owner.id,
          first_name: 'Test',
          last_name: 'accounts-owner',
          email: owner.email,
          is_primary: true,
          verification_status: 'not_verified',
        },
      ],
      unfilled_fields: ['individual_tax'],
    });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, account.id));
    expect(row).toMatchObject({ externalCode: null, createdByUserId: owner.id, status: 'pending' });
  });

  it('individual: a name typed over the prefilled one is kept', async () => {
    expect((await created(owner.key, { type: 'individual', name: 'Olivia B' })).name).toBe('Olivia B');
  });

  it('joint: the name as typed (the form prefills the person’s), the second holder still to come', async () => {
    const joint = await created(owner.key, { type: 'joint', name: 'Owner & Partner' });
    expect(joint).toMatchObject({ name: 'Owner & Partner', type_display: 'Joint' });
    expect(joint.unfilled_fields).toContain('secondary_users');
    expect(fieldErrors(await create(owner.key, { type: 'joint' }))).toEqual({ name: [Messages.fieldRequired] });
  });

  it('SMSF: named as the register names its ABN, a typed name ignored; its trustee company’s officeholders kept', async () => {
    const smsf = await created(owner.key, {
      type: 'smsf',
      name: 'Typed Name',
      abn: '55 982 345 678',
      trustee: 'corporate',
      trustee_name: 'Kestrel Super Pty Ltd',
      acn: '945678937',
    });
    expect(smsf).toMatchObject({
      name: 'The Trustee for KESTREL FAMILY SUPERANNUATION FUND',
      abn: '55982345678',
      acn: '945678937',
      trustee: 'corporate',
      trustee_name: 'Kestrel Super Pty Ltd',
      trustee_display: 'Corporate trustee',
    });
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, smsf.id));
    expect(row!.acnLookupData).toEqual({
      acn: '945678937',
      business_name: 'KESTREL SUPER PTY LTD',
      company_type: 'Australian Private Company',
      abn: null,
      officeholders: [
        { first_name: 'Michael', last_name: 'Kestrel', role: 'director' },
        { first_name: 'Helen', last_name: 'Kestrel', role: 'director' },
        { first_name: 'Helen', last_name: 'Kestrel', role: 'secretary' },
      ],
    });
  });

  it('company: its ABN from the ACN’s answer, its officeholders stored', async () => {
    const company = await created(owner.key, { type: 'company', name: 'Banksia Ridge Holdings', acn: '923 456 713' });
    expect(company).toMatchObject({ type: 'company', abn: '49923456713', acn: '923456713', trustee: null });
    expect(company.unfilled_fields).toEqual([
      'individual_tax',
      'beneficial_owners',
      'directors',
      'corporate_account_details',
      'corporate_tax',
    ]);
    const [row] = await t.database.db.select().from(accounts).where(eq(accounts.id, company.id));
    expect(row!.acnLookupData?.officeholders).toHaveLength(3);
  });

  it('trust with individual trustees: no register asked, fields it does not take left empty', async () => {
    const trust = await created(owner.key, {
      type: 'trust',
      name: 'Hartley Family Trust',
      trustee: 'individual',
      trustee_confirm: true,
      trustee_name: 'ignored',
      abn: '57 981 234 567',
    });
    expect(trust).toMatchObject({ trustee: 'individual', trustee_name: '', abn: '', acn: '' });
    expect(register.asked).toEqual([]);
  });
});

describe('numbers the registers refuse: 400 on the field, nothing saved', () => {
  it.each([
    ['a cancelled ABN', { abn: '32 956 789 049' }, { abn: [AccountMessages.abnCancelled] }],
    ['an ABN the register does not hold', { abn: '51 824 753 556' }, { abn: [Messages.abnNotFound] }],
    ['a company’s ABN, not a fund’s', { abn: '49 004 028 077' }, { abn: [Messages.abnNotSmsf] }],
    [
      'an ACN the register does not hold, beside a good ABN',
      { abn: '55 982 345 678', trustee: 'corporate', trustee_name: 'Nobody Pty Ltd', acn: '000 000 019' },
      { acn: [Messages.acnNotFound] },
    ],
    [
      'a deregistered company',
      { abn: '55 982 345 678', trustee: 'corporate', trustee_name: 'Old Quay', acn: '956 789 049' },
      { acn: [Messages.acnDeregistered] },
    ],
  ])('%s', async (_case, fields, expected) => {
    const before = await accountCount(owner.id);
    const res = await create(owner.key, { type: 'smsf', trustee: 'individual', trustee_confirm: true, ...fields });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(expected);
    expect(await accountCount(owner.id)).toBe(before);
  });

  it('a company’s ACN the register does not hold', async () => {
    const res = await create(owner.key, { type: 'company', name: 'Ghost Pty Ltd', acn: '000000019' });
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ acn: [Messages.acnNotFound] });
  });
});

describe('a register that cannot answer', () => {
  it('answers 503 with the contract’s message, and saves nothing', async () => {
    register.down = true;
    const before = await accountCount(owner.id);
    const [abnKept] = await t.database.db.select({ n: count() }).from(abnLookups);
    for (const [url, payload] of [
      ['/api/accounts/', { type: 'company', name: 'Coastal Shift', acn: '934 567 825' }],
      ['/api/accounts/', { type: 'smsf', abn: '53 983 456 789', trustee: 'individual', trustee_confirm: true }],
      ['/api/accounts/abn-lookup/', { abn: '53 983 456 789' }],
      ['/api/accounts/fetch-corporate-info/', { acn: '934 567 825' }],
    ] as const) {
      const res = await call('POST', url, owner.key, payload);
      expect(res.statusCode, url).toBe(503);
      expect(res.json()).toEqual({ detail: Messages.businessRegisterUnavailable, code: ErrorCode.serviceUnavailable });
    }
    expect(await accountCount(owner.id)).toBe(before);
    expect((await t.database.db.select({ n: count() }).from(abnLookups))[0]).toEqual(abnKept);
  });
});

describe('the lookups', () => {
  it('ABN: the organisation’s name, a cancelled one shown as such; kept for everyone, so asked once', async () => {
    const res = await call('POST', '/api/accounts/abn-lookup/', owner.key, { abn: '53 983 456 789' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      abn: '53983456789',
      organization_name: 'The Trustee for HARTLEY SUPERANNUATION FUND',
      entity_type: 'ATO Regulated Self-Managed Superannuation Fund',
      status: 'active',
      acn: null,
    });
    const again = await call('POST', '/api/accounts/abn-lookup/', stranger.key, { abn: '53983456789' });
    expect(again.json().organization_name).toBe('The Trustee for HARTLEY SUPERANNUATION FUND');
    expect(register.asked).toEqual(['abn 53983456789']);

    const cancelled = await call('POST', '/api/accounts/abn-lookup/', owner.key, { abn: '32956789049' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', organization_name: 'OLD QUAY TRADING PTY LTD' });
  });

  it('ABN: an answer older than 30 days is asked again, and kept afresh', async () => {
    await call('POST', '/api/accounts/abn-lookup/', owner.key, { abn: '57 981 234 567' });
    const old = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
    await t.database.db.update(abnLookups).set({ fetchedAt: old }).where(eq(abnLookups.abn, '57981234567'));
    await call('POST', '/api/accounts/abn-lookup/', owner.key, { abn: '57 981 234 567' });
    expect(register.asked).toEqual(['abn 57981234567', 'abn 57981234567']);
    const [kept] = await t.database.db.select().from(abnLookups).where(eq(abnLookups.abn, '57981234567'));
    expect(kept!.fetchedAt.getTime()).toBeGreaterThan(old.getTime());
  });

  it('ABN: unknown or failing its check digit is a 400 on abn', async () => {
    const unknown = await call('POST', '/api/accounts/abn-lookup/', owner.key, { abn: '51 824 753 556' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown)).toEqual({ abn: [Messages.abnNotFound] });
    const bad = await call('POST', '/api/accounts/abn-lookup/', owner.key, { abn: '51 824 753 557' });
    expect(fieldErrors(bad)).toEqual({ abn: [Messages.isNotValid] });
    expect(register.asked).toEqual(['abn 51824753556']);
  });

  it('ACN: the business name and officeholders, kept per session; a new account in the same session asks nothing more', async () => {
    const res = await call('POST', '/api/accounts/fetch-corporate-info/', owner.key, { acn: '912 345 601' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      acn: '912345601',
      business_name: 'HARBOUR TRUSTEE SERVICES PTY LTD',
      company_type: 'Australian Private Company',
      abn: '75912345601',
      officeholders: [
        { first_name: 'Margaret', last_name: 'Ellison', role: 'director' },
        { first_name: 'Rajiv', last_name: 'Mehta', role: 'director' },
        { first_name: 'Sophie', last_name: 'Brennan', role: 'secretary' },
      ],
    });
    await call('POST', '/api/accounts/fetch-corporate-info/', owner.key, { acn: '912345601' });
    await created(owner.key, {
      type: 'trust',
      name: 'Harbour Family Trust',
      trustee: 'corporate',
      trustee_name: 'Harbour Trustee Services',
      acn: '912345601',
    });
    expect(register.asked).toEqual(['acn 912345601']);

    // Another session of the same person asks the register again.
    const other = await signIn(t.app, { email: owner.email, password: PERSON_PASSWORD });
    await call('POST', '/api/accounts/fetch-corporate-info/', other, { acn: '912345601' });
    expect(register.asked).toEqual(['acn 912345601', 'acn 912345601']);
    expect(
      (await t.database.db.select({ n: count() }).from(acnLookups).where(eq(acnLookups.acn, '912345601')))[0]!.n,
    ).toBe(2);
  });

  it('ACN: unknown is a 400 on acn; another investor’s account_id is a 404', async () => {
    const unknown = await call('POST', '/api/accounts/fetch-corporate-info/', owner.key, { acn: '000 000 019' });
    expect(unknown.statusCode).toBe(400);
    expect(fieldErrors(unknown)).toEqual({ acn: [Messages.acnNotFound] });
    const mine = await created(owner.key, { type: 'individual' });
    const foreign = await call('POST', '/api/accounts/fetch-corporate-info/', stranger.key, {
      acn: '912 345 601',
      account_id: mine.id,
    });
    expect(foreign.statusCode).toBe(404);
    const own = await call('POST', '/api/accounts/fetch-corporate-info/', owner.key, {
      acn: '912 345 601',
      account_id: mine.id,
    });
    expect(own.statusCode).toBe(200);
  });
});

describe('one account', () => {
  it('is read, renamed and its beneficial owners skipped by its primary member', async () => {
    const company = await created(owner.key, { type: 'company', name: 'Wattle & Finch', acn: '967 890 151' });
    expect((await call('GET', `/api/accounts/${company.id}/`, owner.key)).json()).toEqual(company);
    const patched = await call('PATCH', `/api/accounts/${company.id}/`, owner.key, {
      name: '  Wattle & Finch Design  ',
      skip_beneficial_owners: true,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().name).toBe('Wattle & Finch Design');
    expect(patched.json().unfilled_fields).not.toContain('beneficial_owners');
    expect((await call('GET', `/api/accounts/${company.id}/`, owner.key)).json()).toEqual(patched.json());
    const empty = await call('PATCH', `/api/accounts/${company.id}/`, owner.key, { name: '' });
    expect(fieldErrors(empty)).toEqual({ name: [Messages.fieldRequired] });
  });

  it('another investor’s account answers 404, exactly as a missing one, and nothing changes', async () => {
    const mine = await created(owner.key, { type: 'joint', name: 'Not Yours' });
    const missing = 2_147_483_647;
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['PATCH', '', { name: 'Taken over' }],
      ['POST', 'select/', undefined],
      ['POST', 'activate/', undefined],
      ['GET', 'activation-steps/', undefined],
    ] as const) {
      const theirs = await call(method, `/api/accounts/${mine.id}/${path}`, stranger.key, payload);
      const none = await call(method, `/api/accounts/${missing}/${path}`, stranger.key, payload);
      expect(theirs.statusCode, `${method} ${path}`).toBe(404);
      expect(theirs.body).toBe(none.body);
    }
    const after = (await call('GET', `/api/accounts/${mine.id}/`, owner.key)).json();
    expect(after).toMatchObject({ name: 'Not Yours', status: 'pending', is_selected: false });
    expect((await call('GET', '/api/accounts/', stranger.key)).json().results.map((a: Account) => a.id)).not.toContain(
      mine.id,
    );
  });

  it('a secondary member sees it, without signing authority: 403 on changes', async () => {
    const joint = await created(owner.key, { type: 'joint', name: 'Shared' });
    await t.database.db.insert(accountMembers).values({ accountId: joint.id, userId: stranger.id, role: 'secondary' });
    const seen = (await call('GET', `/api/accounts/${joint.id}/`, stranger.key)).json() as Account;
    expect(seen).toMatchObject({ has_signing_authority: false, can_edit_details: false, primary_user: owner.id });
    expect(seen.users.map((u) => [u.id, u.is_primary])).toEqual([
      [owner.id, true],
      [stranger.id, false],
    ]);
    // Two people on it now: no secondary users missing, signing authority to set.
    expect(seen.unfilled_fields).toContain('signing_authority');
    expect(seen.unfilled_fields).not.toContain('secondary_users');
    for (const [method, path] of [
      ['PATCH', ''],
      ['POST', 'activate/'],
    ] as const) {
      const res = await call(
        method,
        `/api/accounts/${joint.id}/${path}`,
        stranger.key,
        method === 'PATCH' ? { name: 'Mine now' } : undefined,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: Messages.signingAuthorityRequired, code: ErrorCode.accountChangeRefused });
    }
    expect((await call('GET', `/api/accounts/${joint.id}/`, owner.key)).json().name).toBe('Shared');
    // Selecting it is only a view of it: allowed.
    expect((await call('POST', `/api/accounts/${joint.id}/select/`, stranger.key)).statusCode).toBe(200);
  });
});

describe('selecting an account', () => {
  it('makes it the person’s one selected account, in the list and the profile', async () => {
    const selector = await createPerson(t, 'accounts-selector');
    const first = await created(selector.key, { type: 'individual' });
    const second = await created(selector.key, { type: 'joint', name: 'Second' });
    const profile = async () => (await call('GET', '/api/profiles/my/', selector.key)).json().selected_account_id;
    expect(await profile()).toBeNull();

    const res = await call('POST', `/api/accounts/${first.id}/select/`, selector.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, is_selected: true });
    expect(await profile()).toBe(first.id);

    await call('POST', `/api/accounts/${second.id}/select/`, selector.key);
    expect(await profile()).toBe(second.id);
    const list = (await call('GET', '/api/accounts/', selector.key)).json().results as Account[];
    expect(list.map((a) => [a.id, a.is_selected])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    // Selecting again changes nothing.
    await call('POST', `/api/accounts/${second.id}/select/`, selector.key);
    expect(await profile()).toBe(second.id);
  });
});

describe('activation steps and the investor’s activate', () => {
  it.each([
    [
      'trust, corporate trustee',
      { type: 'trust', name: 'Steps Trust', trustee: 'corporate', trustee_name: 'Harbour', acn: '912345601' },
      [
        'individual_tax',
        'beneficial_owners',
        'directors',
        'corporate_account_details',
        'trust',
        'corporate_tax',
        'deed_attachments',
      ],
    ],
    [
      'SMSF, individual trustees',
      { type: 'smsf', abn: '53 983 456 789', trustee: 'individual', trustee_confirm: true },
      ['individual_tax', 'trustee_details', 'deed_attachments'],
    ],
    ['individual', { type: 'individual' }, ['individual_tax']],
    ['joint, alone so far', { type: 'joint', name: 'Steps Joint' }, ['individual_tax', 'secondary_users']],
  ])('%s: fill in the missing details, in order', async (_type, payload, unfilled) => {
    const account = await created(owner.key, payload);
    const res = await call('GET', `/api/accounts/${account.id}/activation-steps/`, owner.key);
    expect(res.json()).toEqual({ steps: ['fill_in_missing_details'], unfilled_fields: unfilled });
  });

  it('an account with nothing missing is submitted for activation and waits for staff', async () => {
    const person = await createPerson(t, 'accounts-activator');
    const account = await created(person.key, { type: 'individual' });
    const tax = { tfn: '123 456 782', is_australian_tax_resident: true, is_other_country_tax_resident: false };
    expect((await call('POST', '/api/profiles/individual-tax/', person.key, tax)).statusCode).toBe(200);
    const steps = await call('GET', `/api/accounts/${account.id}/activation-steps/`, person.key);
    expect(steps.json()).toEqual({ steps: ['activate_account'], unfilled_fields: [] });
    const res = await call('POST', `/api/accounts/${account.id}/activate/`, person.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'awaiting_activation', unfilled_fields: [] });
    expect((await call('GET', `/api/accounts/${account.id}/activation-steps/`, person.key)).json().steps).toEqual([]);
  });

  it('answers the per-account registration steps, each complete once none of its parts is missing', async () => {
    const account = await created(owner.key, {
      type: 'trust',
      name: 'Steps Family Trust',
      trustee: 'individual',
      trustee_confirm: true,
    });
    const all = await call('GET', `/api/accounts/${account.id}/registration-steps/`, owner.key);
    expect(all.statusCode).toBe(200);
    const byStep = Object.fromEntries(
      (all.json().steps as Array<{ step: string; is_completed: boolean; unfilled_fields: string[] }>).map((s) => [
        s.step,
        s,
      ]),
    );
    expect(byStep.trust_details).toEqual({
      step: 'trust_details',
      is_completed: false,
      unfilled_fields: ['trust', 'trustee_details', 'deed_attachments'],
    });
    expect(byStep.corporate_trustee_details).toMatchObject({ is_completed: true, unfilled_fields: [] });
    expect(byStep.bank_account).toMatchObject({ is_completed: true });
    const one = await call('GET', `/api/accounts/${account.id}/registration-steps/?step=beneficial_owners`, owner.key);
    expect(one.json()).toEqual({
      steps: [{ step: 'beneficial_owners', is_completed: false, unfilled_fields: ['beneficial_owners'] }],
    });
    // Spec 1 §7's path for the same call answers the same.
    const named = await call(
      'GET',
      `/api/accounts/account-registration-steps/${account.id}/?step=beneficial_owners`,
      owner.key,
    );
    expect(named.json()).toEqual(one.json());
    const unknown = await call('GET', `/api/accounts/${account.id}/registration-steps/?step=teleport`, owner.key);
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().field_errors)).toEqual(['step']);
  });

  it('refuses to activate while parts are missing, naming them; and an account not in setup', async () => {
    const account = await created(owner.key, { type: 'individual' });
    const res = await call('POST', `/api/accounts/${account.id}/activate/`, owner.key);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      field_errors: {},
      non_field_errors: [Messages.accountDetailsMissing('individual tax details')],
    });
    expect((await call('GET', `/api/accounts/${account.id}/`, owner.key)).json().status).toBe('pending');
    await t.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.id, account.id));
    const active = await call('POST', `/api/accounts/${account.id}/activate/`, owner.key);
    expect(active.json().non_field_errors).toEqual([Messages.accountNotAwaitingActivation]);
    expect((await call('GET', `/api/accounts/${account.id}/activation-steps/`, owner.key)).json().steps).toEqual([]);
  });
});

describe('the list', () => {
  it('is paged with the contract’s envelope, by name', async () => {
    const lister = await createPerson(t, 'accounts-lister');
    for (const name of ['Charlie', 'Alpha', 'Bravo']) await created(lister.key, { type: 'joint', name });
    const first = (await call('GET', '/api/accounts/?page_size=2', lister.key)).json();
    expect(first).toMatchObject({ count: 3, previous: null, next: '/api/accounts/?page_size=2&page=2' });
    expect(first.results.map((a: Account) => a.name)).toEqual(['Alpha', 'Bravo']);
    const second = (await call('GET', '/api/accounts/?page_size=2&page=2', lister.key)).json();
    expect(second.results.map((a: Account) => a.name)).toEqual(['Charlie']);
    expect(second.next).toBeNull();
  });
});

describe('the demo investor', () => {
  let key: string;
  let investor: number;
  const investorId = () => investor;
  beforeAll(async () => {
    key = await signIn(t.app, INVESTOR);
    investor = (await call('GET', '/api/profiles/my/', key)).json().user_id as number;
  });

  it('has her accounts with their details, a trust still in setup, and her individual account selected', async () => {
    const list = (await call('GET', '/api/accounts/', key)).json().results as Account[];
    const byName = Object.fromEntries(list.map((a) => [a.name, a]));
    expect(Object.keys(byName)).toEqual([
      'Bennett Capital Pty Ltd',
      'Bennett Family Super Fund',
      'Bennett Family Trust',
      'Olivia Bennett',
      'Olivia Bennett & Alex Morgan',
    ]);
    expect(byName['Olivia Bennett & Alex Morgan']).toMatchObject({ type: 'joint', status: 'active' });
    expect(byName['Olivia Bennett']).toMatchObject({ type: 'individual', status: 'active', is_selected: true });
    expect(byName['Bennett Family Super Fund']).toMatchObject({
      type: 'smsf',
      abn: '63984567890',
      acn: '978901236',
      trustee: 'corporate',
      trustee_name: 'Bennett Super Pty Ltd',
      status: 'active',
    });
    expect(byName['Bennett Capital Pty Ltd']).toMatchObject({ type: 'company', acn: '989012348', abn: '23989012348' });
    expect(byName['Bennett Family Trust']).toMatchObject({ type: 'trust', status: 'pending', trustee: 'corporate' });
    expect(byName['Bennett Family Trust']!.unfilled_fields).toContain('trust');
    // Company details: saved for the fund's trustee and the company, still missing for the trust's.
    expect(byName['Bennett Family Super Fund']!.unfilled_fields).not.toContain('corporate_account_details');
    expect(byName['Bennett Capital Pty Ltd']!.unfilled_fields).not.toContain('corporate_account_details');
    expect(byName['Bennett Family Trust']!.unfilled_fields).toContain('corporate_account_details');
    // Account setup (issue 18) and their bank accounts (issue 19) are complete on her active
    // accounts: what is left is their portfolio's application and IPS (issue 20). The trust in
    // setup lacks its own parts.
    const portfolioParts = ['portfolio_application', 'ongoing_ips'];
    for (const name of [
      'Olivia Bennett',
      'Bennett Family Super Fund',
      'Bennett Capital Pty Ltd',
      'Olivia Bennett & Alex Morgan',
    ]) {
      expect(byName[name]!.unfilled_fields, name).toEqual(portfolioParts);
    }
    expect(byName['Bennett Family Trust']!.unfilled_fields).toEqual([
      'beneficial_owners',
      'directors',
      'corporate_account_details',
      'trust',
      'corporate_tax',
      'deed_attachments',
      // It applies for loan notes (icf: a wholesale investor's certificate) and a private portfolio.
      'certificates',
      'bank_accounts',
      'portfolio_application',
      'ongoing_ips',
    ]);
    const profile = (await call('GET', '/api/profiles/my/', key)).json();
    expect(profile.selected_account_id).toBe(byName['Olivia Bennett']!.id);
  });

  it('a second run of the demo seed adds nothing', async () => {
    const before = await t.database.db.select().from(accountMembers).where(eq(accountMembers.userId, investorId()));
    await seedDemoData(t.database.db);
    const after = await t.database.db.select().from(accountMembers).where(eq(accountMembers.userId, investorId()));
    expect(after).toEqual(before);
  }, 60_000);

  it('her numbers are the local register’s: the lookups agree with the seed', async () => {
    const fund = await call('POST', '/api/accounts/abn-lookup/', key, { abn: '63 984 567 890' });
    expect(fund.json().organization_name).toBe('The Trustee for BENNETT FAMILY SUPER FUND');
    const trustee = await call('POST', '/api/accounts/fetch-corporate-info/', key, { acn: '978 901 236' });
    expect(trustee.json().business_name).toBe('BENNETT SUPER PTY LTD');
  });

  it('the dashboard and reports list only the accounts with portfolio data', async () => {
    const setup = (await call('GET', '/api/ipm/dashboard/filter-setup/', key)).json();
    expect(setup.accounts.map((a: { name: string }) => a.name)).toEqual([
      'Bennett Family Super Fund',
      'Olivia Bennett',
    ]);
    const reportAccounts = await call(
      'GET',
      '/api/ipm/reports/accounts/?start_date=2000-01-01&end_date=2099-12-31',
      key,
    );
    expect(reportAccounts.statusCode).toBe(200);
    expect((reportAccounts.json() as Array<{ name: string }>).map((a) => a.name).sort()).toEqual([
      'Bennett Family Super Fund',
      'Olivia Bennett',
    ]);
    // Someone whose only account is in setup gets an empty dashboard, not an error.
    const summary = await call('GET', '/api/ipm/dashboard/return-summary/', owner.key);
    expect(summary.statusCode).toBe(200);
    const ownerSetup = (await call('GET', '/api/ipm/dashboard/filter-setup/', owner.key)).json();
    expect(ownerSetup.accounts).toEqual([]);
    const rows = await t.database.db
      .select({ n: count() })
      .from(accountMembers)
      .where(and(eq(accountMembers.userId, owner.id), eq(accountMembers.role, 'primary')));
    expect(rows[0]!.n).toBeGreaterThan(0);
  });
});
