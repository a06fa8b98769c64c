import { AccountMessages, ErrorCode, Messages, trustTypeOptions, type Account } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, trustDetails } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { SwitchableRegister } from './business-register-double.js';

/** A trust account's trust details (spec 2 §2, §3, §4, §5, §7) through the API. */
let t: TestApp;
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await startTestApp({ businessRegister: new SwitchableRegister() });
  owner = await createPerson(t, 'trust-details-owner');
  stranger = await createPerson(t, 'trust-details-stranger');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { field_errors: Record<string, string[]> }).field_errors;
const path = (id: number) => `/api/accounts/${id}/trust-details/`;

const valid = {
  type: 'discretionary',
  state: 'NSW',
  is_settled_sum_over_threshold: true,
  settlor_name: 'Margaret Hartley',
  is_investing_primary_activity: false,
  nature_of_activity: 'Farming',
};

async function newAccount(payload: object): Promise<Account> {
  const res = await call('POST', '/api/accounts/', owner.key, payload);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json() as Account;
}
const newTrust = () =>
  newAccount({ type: 'trust', name: 'Hartley Family Trust', trustee: 'individual', trustee_confirm: true });

async function storedRows(accountId: number) {
  return t.database.db.select().from(trustDetails).where(eq(trustDetails.accountId, accountId));
}

describe('the trust types', () => {
  it('are the contract’s list, with labels', async () => {
    const res = await call('GET', '/api/accounts/trust-types/', owner.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(trustTypeOptions());
    expect(res.json().map((o: { value: string }) => o.value)).toContain('discretionary');
  });
});

describe('the trust-details rules, each on its field (spec 2 §5)', () => {
  it.each([
    ['type is required', { ...valid, type: undefined }, { type: [Messages.fieldRequired] }],
    ['state is required', { ...valid, state: '' }, { state: [Messages.fieldRequired] }],
    [
      'the settled-sum answer is required',
      { ...valid, is_settled_sum_over_threshold: null },
      { is_settled_sum_over_threshold: [Messages.fieldRequired] },
    ],
    [
      'whether investing is the primary activity is required',
      { ...valid, is_investing_primary_activity: undefined },
      { is_investing_primary_activity: [Messages.fieldRequired] },
    ],
    [
      'the settlor’s name is required when the settled sum is yes',
      { ...valid, settlor_name: '  ' },
      { settlor_name: [Messages.fieldRequired] },
    ],
    [
      'the settlor’s name takes at most 30 characters',
      { ...valid, settlor_name: 'x'.repeat(31) },
      { settlor_name: [Messages.maxLength(30)] },
    ],
    [
      'the nature of activity is required when investing is not the primary activity',
      { ...valid, nature_of_activity: '' },
      { nature_of_activity: [Messages.fieldRequired] },
    ],
    [
      'the nature of activity takes at most 30 characters',
      { ...valid, nature_of_activity: 'y'.repeat(31) },
      { nature_of_activity: [Messages.maxLength(30)] },
    ],
  ])('%s', async (_name, payload, expected) => {
    const trust = await newTrust();
    const res = await call('POST', path(trust.id), owner.key, payload);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(expected);
    expect(await storedRows(trust.id)).toEqual([]);
  });
});

describe('saving and changing trust details', () => {
  it('are created, read back, changed, and `trust` leaves the unfilled parts', async () => {
    const trust = await newTrust();
    expect(trust.unfilled_fields).toContain('trust');
    expect((await call('GET', path(trust.id), owner.key)).statusCode).toBe(404);

    const created = await call('POST', path(trust.id), owner.key, { ...valid, settlor_name: '  Margaret Hartley ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      account_id: trust.id,
      ...valid,
      type_display: 'Discretionary (family) trust',
    });
    expect((await call('GET', path(trust.id), owner.key)).json()).toEqual(created.json());
    const account = (await call('GET', `/api/accounts/${trust.id}/`, owner.key)).json() as Account;
    expect(account.unfilled_fields).not.toContain('trust');
    expect(account.unfilled_fields).toEqual(trust.unfilled_fields.filter((f) => f !== 'trust'));

    const again = await call('POST', path(trust.id), owner.key, valid);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([AccountMessages.trustDetailsAlreadySaved]);

    const patched = await call('PATCH', path(trust.id), owner.key, { ...valid, type: 'unit', state: 'VIC' });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ type: 'unit', type_display: 'Unit trust', state: 'VIC' });
    expect(await storedRows(trust.id)).toHaveLength(1);
  });

  it('stores the cleared values (spec 2 §4): investing primary clears the nature, settled sum no clears the settlor', async () => {
    const trust = await newTrust();
    const res = await call('POST', path(trust.id), owner.key, {
      ...valid,
      is_settled_sum_over_threshold: false,
      settlor_name: 'Typed then answered no',
      is_investing_primary_activity: true,
      nature_of_activity: 'Typed then answered yes',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ settlor_name: '', nature_of_activity: '' });
    const [row] = await storedRows(trust.id);
    expect(row).toMatchObject({ settlorName: '', natureOfActivity: '', isSettledSumOverThreshold: false });
  });

  it('PATCH before anything is saved is a 404', async () => {
    const trust = await newTrust();
    expect((await call('PATCH', path(trust.id), owner.key, valid)).statusCode).toBe(404);
  });
});

describe('who and what', () => {
  it('another type of account: 400 with a non-field message, nothing saved', async () => {
    const joint = await newAccount({ type: 'joint', name: 'Not a trust' });
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const res = await call(method, path(joint.id), owner.key, method === 'GET' ? undefined : valid);
      expect(res.statusCode, method).toBe(400);
      expect(res.json().non_field_errors).toEqual([AccountMessages.trustDetailsOnlyForTrusts]);
    }
    expect(await storedRows(joint.id)).toEqual([]);
  });

  it('another investor’s trust answers 404, exactly as a missing one, and nothing changes', async () => {
    const trust = await newTrust();
    await call('POST', path(trust.id), owner.key, valid);
    const missing = 2_147_483_647;
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const payload = method === 'GET' ? undefined : { ...valid, type: 'other' };
      const theirs = await call(method, path(trust.id), stranger.key, payload);
      const none = await call(method, path(missing), stranger.key, payload);
      expect(theirs.statusCode, method).toBe(404);
      expect(theirs.body).toBe(none.body);
    }
    expect((await call('GET', path(trust.id), owner.key)).json().type).toBe('discretionary');
  });

  it('a member without signing authority reads them but gets 403 on changes', async () => {
    const trust = await newTrust();
    await call('POST', path(trust.id), owner.key, valid);
    await t.database.db.insert(accountMembers).values({ accountId: trust.id, userId: stranger.id, role: 'secondary' });
    expect((await call('GET', path(trust.id), stranger.key)).statusCode).toBe(200);
    for (const method of ['POST', 'PATCH'] as const) {
      const res = await call(method, path(trust.id), stranger.key, { ...valid, type: 'other' });
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toEqual({ detail: Messages.signingAuthorityRequired, code: ErrorCode.accountChangeRefused });
    }
    expect((await call('GET', path(trust.id), owner.key)).json().type).toBe('discretionary');
  });
});
