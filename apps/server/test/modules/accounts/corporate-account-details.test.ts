import { AccountMessages, ErrorCode, Messages, type Account } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, corporateAccountDetails } from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { SwitchableRegister } from './business-register-double.js';

/** Company or corporate trustee details (spec 2 §2, §3, §4, §5, §7) through the API. */
let t: TestApp;
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await startTestApp({ businessRegister: new SwitchableRegister() });
  owner = await createPerson(t, 'corporate-details-owner');
  stranger = await createPerson(t, 'corporate-details-stranger');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { field_errors: Record<string, string[]> }).field_errors;
const path = (id: number) => `/api/accounts/${id}/corporate-account-details/`;

const office = {
  country: 'AU',
  address_line_1: 'Level 4, 10 Bridge St',
  suburb: 'Sydney',
  state: 'NSW',
  post_code: '2000',
};
const principal = {
  country: 'AU',
  address_line_1: '2 Market Lane',
  suburb: 'Parramatta',
  state: 'NSW',
  post_code: '2150',
};
const postal = { country: 'NZ', address_line_1: 'PO Box 88', suburb: 'Wellington', state: '', post_code: '6011' };
const valid = {
  is_investing_primary_activity: false,
  nature_of_activity: 'Property development',
  office_address: office,
  principal_place_address: principal,
  postal_address: postal,
};

async function newAccount(payload: object): Promise<Account> {
  const res = await call('POST', '/api/accounts/', owner.key, payload);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json() as Account;
}
const newCompany = () => newAccount({ type: 'company', name: 'Banksia Ridge Holdings', acn: '923 456 713' });

async function storedRows(accountId: number) {
  return t.database.db.select().from(corporateAccountDetails).where(eq(corporateAccountDetails.accountId, accountId));
}

describe('the company-details rules, each on its field (spec 2 §5)', () => {
  it.each([
    [
      'whether investing is the primary activity is required',
      { ...valid, is_investing_primary_activity: null },
      { is_investing_primary_activity: [Messages.fieldRequired] },
    ],
    [
      'the nature of activity is required when investing is not the primary activity',
      { ...valid, nature_of_activity: ' ' },
      { nature_of_activity: [Messages.fieldRequired] },
    ],
    [
      'the nature of activity takes at most 30 characters',
      { ...valid, nature_of_activity: 'y'.repeat(31) },
      { nature_of_activity: [Messages.maxLength(30)] },
    ],
    [
      'each address is validated as an address group, each part on its own field',
      {
        ...valid,
        office_address: { ...office, address_line_1: '', suburb: 'x'.repeat(36), state: '' },
        postal_address: { ...postal, post_code: '' },
      },
      {
        'office_address.address_line_1': [Messages.fieldRequired],
        'office_address.suburb': [Messages.maxLength(35)],
        'office_address.state': [Messages.fieldRequired],
        'postal_address.post_code': [Messages.fieldRequired],
      },
    ],
    [
      'an address group is required (null, "same as the office", only for the other two)',
      { ...valid, office_address: null },
      { office_address: [Messages.fieldRequired] },
    ],
  ])('%s', async (_name, payload, expected) => {
    const company = await newCompany();
    const res = await call('POST', path(company.id), owner.key, payload);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(expected);
    expect(await storedRows(company.id)).toEqual([]);
  });
});

describe('saving and changing company details', () => {
  it('are created, read back, changed, and `corporate_account_details` leaves the unfilled parts', async () => {
    const company = await newCompany();
    expect(company.unfilled_fields).toContain('corporate_account_details');
    expect((await call('GET', path(company.id), owner.key)).statusCode).toBe(404);

    const created = await call('POST', path(company.id), owner.key, valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      account_id: company.id,
      ...valid,
      principal_place_same_as_office: false,
      postal_same_as_office: false,
    });
    expect((await call('GET', path(company.id), owner.key)).json()).toEqual(created.json());
    const account = (await call('GET', `/api/accounts/${company.id}/`, owner.key)).json() as Account;
    expect(account.unfilled_fields).toEqual(company.unfilled_fields.filter((f) => f !== 'corporate_account_details'));

    const again = await call('POST', path(company.id), owner.key, valid);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([AccountMessages.corporateDetailsAlreadySaved]);

    const patched = await call('PATCH', path(company.id), owner.key, {
      ...valid,
      principal_place_address: null,
      postal_address: null,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      principal_place_address: office,
      principal_place_same_as_office: true,
      postal_address: office,
      postal_same_as_office: true,
    });
    expect(await storedRows(company.id)).toHaveLength(1);
  });

  it('stores the cleared nature of activity when investing is the primary activity (spec 2 §4)', async () => {
    const company = await newCompany();
    const res = await call('POST', path(company.id), owner.key, {
      ...valid,
      is_investing_primary_activity: true,
      nature_of_activity: 'Typed then answered yes',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ is_investing_primary_activity: true, nature_of_activity: '' });
    const [row] = await storedRows(company.id);
    expect(row).toMatchObject({ natureOfActivity: '', isInvestingPrimaryActivity: true });
  });

  it('an SMSF with a corporate trustee takes them too', async () => {
    const smsf = await newAccount({
      type: 'smsf',
      abn: '55 982 345 678',
      trustee: 'corporate',
      trustee_name: 'Kestrel Super Pty Ltd',
      acn: '945678937',
    });
    expect(smsf.unfilled_fields).toContain('corporate_account_details');
    expect((await call('POST', path(smsf.id), owner.key, valid)).statusCode).toBe(201);
    const account = (await call('GET', `/api/accounts/${smsf.id}/`, owner.key)).json() as Account;
    expect(account.unfilled_fields).not.toContain('corporate_account_details');
  });

  it('PATCH before anything is saved is a 404', async () => {
    const company = await newCompany();
    expect((await call('PATCH', path(company.id), owner.key, valid)).statusCode).toBe(404);
  });
});

describe('who and what', () => {
  it('an account without a company behind it: 400 with a non-field message, nothing saved', async () => {
    const joint = await newAccount({ type: 'joint', name: 'Not a company' });
    const trust = await newAccount({
      type: 'trust',
      name: 'Family Trust',
      trustee: 'individual',
      trustee_confirm: true,
    });
    for (const account of [joint, trust]) {
      for (const method of ['GET', 'POST', 'PATCH'] as const) {
        const res = await call(method, path(account.id), owner.key, method === 'GET' ? undefined : valid);
        expect(res.statusCode, method).toBe(400);
        expect(res.json().non_field_errors).toEqual([AccountMessages.corporateDetailsOnlyForCorporate]);
      }
      expect(await storedRows(account.id)).toEqual([]);
    }
  });

  it('another investor’s account answers 404, exactly as a missing one, and nothing changes', async () => {
    const company = await newCompany();
    await call('POST', path(company.id), owner.key, valid);
    const missing = 2_147_483_647;
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const payload = method === 'GET' ? undefined : { ...valid, nature_of_activity: 'Theirs' };
      const theirs = await call(method, path(company.id), stranger.key, payload);
      const none = await call(method, path(missing), stranger.key, payload);
      expect(theirs.statusCode, method).toBe(404);
      expect(theirs.body).toBe(none.body);
    }
    expect((await call('GET', path(company.id), owner.key)).json().nature_of_activity).toBe('Property development');
  });

  it('a member without signing authority reads them but gets 403 on changes', async () => {
    const company = await newCompany();
    await call('POST', path(company.id), owner.key, valid);
    await t.database.db
      .insert(accountMembers)
      .values({ accountId: company.id, userId: stranger.id, role: 'secondary' });
    expect((await call('GET', path(company.id), stranger.key)).statusCode).toBe(200);
    for (const method of ['POST', 'PATCH'] as const) {
      const res = await call(method, path(company.id), stranger.key, { ...valid, nature_of_activity: 'Theirs' });
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toEqual({ detail: Messages.signingAuthorityRequired, code: ErrorCode.accountChangeRefused });
    }
    expect((await call('GET', path(company.id), owner.key)).json().nature_of_activity).toBe('Property development');
  });
});
