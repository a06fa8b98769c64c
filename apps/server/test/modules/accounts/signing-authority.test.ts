import { AccountMessages, ErrorCode, Messages, type Account } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, signingAuthorities } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { SwitchableRegister } from './business-register-double.js';

/** Who can give instructions on an account (spec 2 §2, §3, §4, §5, §7) through the API. */
let t: TestApp;
let owner: TestPerson;
let partner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await startTestApp({ businessRegister: new SwitchableRegister() });
  owner = await createPerson(t, 'signing-owner');
  partner = await createPerson(t, 'signing-partner');
  stranger = await createPerson(t, 'signing-stranger');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { field_errors: Record<string, string[]> }).field_errors;
const path = (id: number) => `/api/accounts/${id}/signing-authority/`;
const accountOf = async (id: number, key: string) => (await call('GET', `/api/accounts/${id}/`, key)).json() as Account;

const ANY = { signing_authority_option: 'any' };
const minimum = (n: number) => ({
  signing_authority_option: 'advanced',
  advanced_settings_option: 'minimum_signatures',
  min_number_of_signatories: n,
});
const specific = (ids: number[]) => ({
  signing_authority_option: 'advanced',
  advanced_settings_option: 'specific_members',
  selected_signatories: ids,
});

/** A joint account of the owner with the partner on it as the second person (inserted directly). */
async function jointAccount(): Promise<Account> {
  const res = await call('POST', '/api/accounts/', owner.key, { type: 'joint', name: 'Owner and Partner' });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  const account = res.json() as Account;
  await t.database.db.insert(accountMembers).values({ accountId: account.id, userId: partner.id, role: 'secondary' });
  return account;
}

async function storedRows(accountId: number) {
  return t.database.db.select().from(signingAuthorities).where(eq(signingAuthorities.accountId, accountId));
}

describe('the signing-authority rules, each on its field (spec 2 §5)', () => {
  it.each([
    ['the option is required', {}, { signing_authority_option: [Messages.fieldRequired] }],
    [
      'the advanced option is required when advanced settings are chosen',
      { signing_authority_option: 'advanced' },
      { advanced_settings_option: [Messages.fieldRequired] },
    ],
    [
      'the number of signatures is required for a minimum number',
      { ...minimum(1), min_number_of_signatories: null },
      { min_number_of_signatories: [Messages.fieldRequired] },
    ],
    [
      'the number of signatures is at least 1',
      minimum(0),
      { min_number_of_signatories: [AccountMessages.atLeastOneSignature] },
    ],
    [
      'at least one member is selected for specific members',
      specific([]),
      { selected_signatories: [AccountMessages.selectAtLeastOneMember] },
    ],
  ])('%s', async (_name, payload, expected) => {
    const account = await jointAccount();
    const res = await call('POST', path(account.id), owner.key, payload);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(expected);
    expect(await storedRows(account.id)).toEqual([]);
  });

  it('more signatures than people on the account: 400 on the number, the real count named', async () => {
    const account = await jointAccount();
    const res = await call('POST', path(account.id), owner.key, minimum(3));
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual({ min_number_of_signatories: [AccountMessages.tooManySignatures(2)] });
    expect(await storedRows(account.id)).toEqual([]);
  });

  it('a selected id that is not on this account (another investor, or none at all): 404, nothing stored', async () => {
    const account = await jointAccount();
    const bodies: unknown[] = [];
    for (const ids of [[owner.id, stranger.id], [2_147_483_647]]) {
      const res = await call('POST', path(account.id), owner.key, specific(ids));
      expect(res.statusCode).toBe(404);
      bodies.push(res.json());
    }
    // The same answer whether the person exists or not.
    expect(bodies[0]).toEqual(bodies[1]);
    expect(await storedRows(account.id)).toEqual([]);
  });
});

describe('saving and changing the signing authority', () => {
  it('is created, read back, changed, and `signing_authority` leaves the unfilled parts', async () => {
    const account = await jointAccount();
    expect((await accountOf(account.id, owner.key)).unfilled_fields).toContain('signing_authority');
    expect((await call('GET', path(account.id), owner.key)).statusCode).toBe(404);

    const created = await call('POST', path(account.id), owner.key, minimum(2));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      account_id: account.id,
      signing_authority_option: 'advanced',
      signing_authority_option_display: 'Advanced settings',
      advanced_settings_option: 'minimum_signatures',
      min_number_of_signatories: 2,
      selected_signatories: [],
    });
    expect((await call('GET', path(account.id), partner.key)).json()).toEqual(created.json());
    expect((await accountOf(account.id, owner.key)).unfilled_fields).not.toContain('signing_authority');

    const again = await call('POST', path(account.id), owner.key, ANY);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([AccountMessages.signingAuthorityAlreadySaved]);

    const patched = await call('PATCH', path(account.id), owner.key, specific([partner.id, owner.id, partner.id]));
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      advanced_settings_option: 'specific_members',
      min_number_of_signatories: null,
      selected_signatories: [partner.id, owner.id],
    });
    expect(await storedRows(account.id)).toHaveLength(1);
  });

  it('an option change clears the advanced fields: 1 signature for any, every person for all (spec 2 §4)', async () => {
    const account = await jointAccount();
    const any = await call('POST', path(account.id), owner.key, {
      ...specific([owner.id]),
      signing_authority_option: 'any',
    });
    expect(any.json()).toMatchObject({
      signing_authority_option: 'any',
      advanced_settings_option: null,
      min_number_of_signatories: 1,
      selected_signatories: [],
    });
    const all = await call('PATCH', path(account.id), owner.key, { ...minimum(1), signing_authority_option: 'all' });
    expect(all.json()).toMatchObject({
      signing_authority_option: 'all',
      advanced_settings_option: null,
      min_number_of_signatories: 2,
      selected_signatories: [],
    });
    const [row] = await storedRows(account.id);
    expect(row).toMatchObject({
      option: 'all',
      advancedOption: null,
      minNumberOfSignatories: 2,
      selectedSignatories: [],
    });
  });

  it('PATCH before anything is saved is a 404', async () => {
    const account = await jointAccount();
    expect((await call('PATCH', path(account.id), owner.key, ANY)).statusCode).toBe(404);
  });
});

describe('who holds signing authority', () => {
  const denied = { detail: Messages.signingAuthorityRequired, code: ErrorCode.accountChangeRefused };

  it('nothing saved: the primary person only; a second person reads but gets 403 on changes', async () => {
    const account = await jointAccount();
    expect(await accountOf(account.id, partner.key)).toMatchObject({
      has_signing_authority: false,
      can_edit_details: false,
    });
    expect(await accountOf(account.id, owner.key)).toMatchObject({
      has_signing_authority: true,
      can_edit_details: true,
    });
    const res = await call('POST', path(account.id), partner.key, ANY);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(denied);
    expect(await storedRows(account.id)).toEqual([]);
  });

  it('any, all or a minimum number: everyone on the account, on every change of it', async () => {
    const account = await jointAccount();
    await call('POST', path(account.id), owner.key, ANY);
    expect(await accountOf(account.id, partner.key)).toMatchObject({
      has_signing_authority: true,
      can_edit_details: true,
    });
    for (const choice of [{ signing_authority_option: 'all' }, minimum(2), ANY]) {
      expect((await call('PATCH', path(account.id), partner.key, choice)).statusCode).toBe(200);
    }
    const renamed = await call('PATCH', `/api/accounts/${account.id}/`, partner.key, {
      name: 'Renamed by the partner',
    });
    expect(renamed.statusCode).toBe(200);
  });

  it('specific members: only those selected; the others read but get 403', async () => {
    const account = await jointAccount();
    await call('POST', path(account.id), owner.key, specific([partner.id]));
    expect(await accountOf(account.id, owner.key)).toMatchObject({
      has_signing_authority: false,
      can_edit_details: false,
    });
    expect(await accountOf(account.id, partner.key)).toMatchObject({ has_signing_authority: true });
    const list = (await call('GET', '/api/accounts/?page_size=100', owner.key)).json() as { results: Account[] };
    expect(list.results.find((a) => a.id === account.id)?.has_signing_authority).toBe(false);

    const refused = await call('PATCH', path(account.id), owner.key, ANY);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(denied);
    expect((await call('PATCH', `/api/accounts/${account.id}/`, owner.key, { name: 'No' })).statusCode).toBe(403);
    expect((await call('GET', path(account.id), owner.key)).statusCode).toBe(200);
    expect((await call('PATCH', path(account.id), partner.key, ANY)).statusCode).toBe(200);
  });

  it('another investor’s account answers 404, exactly as a missing one, and nothing changes', async () => {
    const account = await jointAccount();
    await call('POST', path(account.id), owner.key, ANY);
    const missing = 2_147_483_647;
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const payload = method === 'GET' ? undefined : specific([stranger.id]);
      const theirs = await call(method, path(account.id), stranger.key, payload);
      const none = await call(method, path(missing), stranger.key, payload);
      expect(theirs.statusCode, method).toBe(404);
      expect(theirs.body).toBe(none.body);
    }
    expect((await call('GET', path(account.id), owner.key)).json().signing_authority_option).toBe('any');
  });
});
