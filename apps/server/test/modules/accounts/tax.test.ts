import {
  AccountMessages,
  AuthMessages,
  ErrorCode,
  MANAGED_USER_HEADER,
  Messages,
  corporateTaxCategoryOptions,
  type Account,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMembers, accounts, corporateTaxes, individualTaxes, users } from '../../../src/db/schema/index.js';
import { INVESTOR, STAFF, bearer, signIn } from '../../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { createPerson, type TestPerson } from '../../helpers/test-people.js';
import { SwitchableRegister } from './business-register-double.js';

/** An account's tax details (spec 2 §2, §3, §5, §6, §7): corporate tax, and the person's individual tax. */
let t: TestApp;
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await startTestApp({ businessRegister: new SwitchableRegister() });
  owner = await createPerson(t, 'tax-owner');
  stranger = await createPerson(t, 'tax-stranger');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PATCH', url: string, key: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(key), ...(payload ? { payload } : {}) });
const fieldErrors = (res: { json(): unknown }) =>
  (res.json() as { field_errors: Record<string, string[]> }).field_errors;
const corporatePath = (id: number) => `/api/accounts/${id}/corporate-tax/`;
const individualPath = (id: number) => `/api/accounts/${id}/individual-tax/`;
const MISSING = 2_147_483_647;

/** Valid test numbers: a TFN and an ABN that pass their checks. */
const valid = {
  has_not_tfn: false,
  tfn: '876 543 210',
  abn: '49 923 456 713',
  is_foreign_entity: false,
  category: 'australian_private_company',
};
const individual = {
  has_not_tfn: false,
  tfn: '123456782',
  is_australian_tax_resident: true,
  is_other_country_tax_resident: false,
};

async function newAccount(key: string, payload: object): Promise<Account> {
  const res = await call('POST', '/api/accounts/', key, payload);
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return res.json() as Account;
}
const newCompany = (key = owner.key) =>
  newAccount(key, { type: 'company', name: 'Banksia Ridge Holdings', acn: '923 456 713' });
const account = async (id: number, key = owner.key) =>
  (await call('GET', `/api/accounts/${id}/`, key)).json() as Account;
const storedCorporate = (accountId: number) =>
  t.database.db.select().from(corporateTaxes).where(eq(corporateTaxes.accountId, accountId));

describe('the corporate tax categories', () => {
  it('are the contract’s list, each an id and a name', async () => {
    const res = await call('GET', '/api/accounts/corporate-tax-categories/', owner.key);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(corporateTaxCategoryOptions());
    expect(res.json()).toContainEqual({ id: 'australian_private_company', name: 'Australian private company' });
    expect(res.json()).toContainEqual({ id: 'superannuation_fund_trustee', name: 'Trustee of a superannuation fund' });
  });
});

describe('the corporate tax rules, each on its field (spec 2 §5)', () => {
  it.each([
    ['a TFN failing the ATO check', { ...valid, tfn: '123456789' }, { tfn: [Messages.isNotValid] }],
    ['a TFN of 7 digits', { ...valid, tfn: '1234567' }, { tfn: ['TFN must contain 8 or 9 digits'] }],
    ['a TFN of 10 digits', { ...valid, tfn: '1234567890' }, { tfn: ['TFN must contain 8 or 9 digits'] }],
    ['a TFN with letters', { ...valid, tfn: '12345678A' }, { tfn: [Messages.mustContainNumbersOnly] }],
    ['a TFN is required unless there is none', { ...valid, tfn: '' }, { tfn: [Messages.fieldRequired] }],
    ['an ABN failing its check', { ...valid, abn: '12345678901' }, { abn: [Messages.isNotValid] }],
    [
      'the foreign-entity answer is required',
      { ...valid, is_foreign_entity: null },
      {
        is_foreign_entity: [Messages.fieldRequired],
      },
    ],
    [
      'a foreign entity needs its TIN and country',
      { ...valid, is_foreign_entity: true },
      { tin: [Messages.fieldRequired], country: [Messages.fieldRequired] },
    ],
    [
      'a TIN of 19 digits',
      { ...valid, is_foreign_entity: true, tin: '1'.repeat(19), country: 'NZ' },
      { tin: [Messages.maxLength(18)] },
    ],
    [
      'a TIN with letters',
      { ...valid, is_foreign_entity: true, tin: 'AB123', country: 'NZ' },
      { tin: [Messages.mustContainNumbersOnly] },
    ],
    [
      'a country not on the list',
      { ...valid, is_foreign_entity: true, tin: '123', country: 'QQ' },
      { country: [Messages.chooseCountry] },
    ],
    ['the category is required', { ...valid, category: undefined }, { category: [Messages.fieldRequired] }],
    ['a category not on the list', { ...valid, category: 'pirate' }, { category: expect.any(Array) }],
  ])('%s', async (_name, payload, expected) => {
    const company = await newCompany();
    const res = await call('POST', corporatePath(company.id), owner.key, payload);
    expect(res.statusCode).toBe(400);
    expect(fieldErrors(res)).toEqual(expected);
    expect(await storedCorporate(company.id)).toEqual([]);
  });
});

describe('saving and changing corporate tax', () => {
  it('is created with the TFN masked, read back, changed, and `corporate_tax` leaves the unfilled parts', async () => {
    const company = await newCompany();
    expect(company.unfilled_fields).toContain('corporate_tax');
    const before = await call('GET', corporatePath(company.id), owner.key);
    expect(before.statusCode).toBe(404);
    expect(before.json().detail).toBe(AccountMessages.corporateTaxNotSaved);

    const created = await call('POST', corporatePath(company.id), owner.key, valid);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      account_id: company.id,
      has_not_tfn: false,
      tfn_masked: '******210',
      abn: '49923456713',
      is_foreign_entity: false,
      tin: '',
      country: '',
      category: 'australian_private_company',
      category_display: 'Australian private company',
      can_edit: true,
    });
    expect(created.body).not.toContain('876543210');
    const read = await call('GET', corporatePath(company.id), owner.key);
    expect(read.json()).toEqual(created.json());
    const after = await account(company.id);
    expect(after.unfilled_fields).toEqual(company.unfilled_fields.filter((f) => f !== 'corporate_tax'));

    const again = await call('POST', corporatePath(company.id), owner.key, valid);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors).toEqual([AccountMessages.corporateTaxAlreadySaved]);

    const patched = await call('PATCH', corporatePath(company.id), owner.key, {
      ...valid,
      has_not_tfn: true,
      tfn: '123',
      is_foreign_entity: true,
      tin: '9876 5432',
      country: 'nz',
      category: 'foreign_company',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      has_not_tfn: true,
      tfn_masked: '',
      is_foreign_entity: true,
      tin: '98765432',
      country: 'NZ',
      category_display: 'Foreign company',
    });
    const rows = await storedCorporate(company.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tfn: '', hasNotTfn: true, tin: '98765432', country: 'NZ' });
  });

  it('clears the TIN and country of an entity that is not foreign', async () => {
    const company = await newCompany();
    const res = await call('POST', corporatePath(company.id), owner.key, { ...valid, tin: '123', country: 'NZ' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ tin: '', country: '' });
  });

  it('an SMSF with a corporate trustee takes it too', async () => {
    const smsf = await newAccount(owner.key, {
      type: 'smsf',
      abn: '53 983 456 789',
      trustee: 'corporate',
      trustee_name: 'Harbour Trustee Services',
      acn: '912345601',
    });
    expect(smsf.unfilled_fields).toContain('corporate_tax');
    const res = await call('POST', corporatePath(smsf.id), owner.key, {
      ...valid,
      abn: '',
      category: 'superannuation_fund_trustee',
    });
    expect(res.statusCode).toBe(201);
    expect((await account(smsf.id)).unfilled_fields).not.toContain('corporate_tax');
  });

  it('PATCH before anything is saved is a 404', async () => {
    const company = await newCompany();
    expect((await call('PATCH', corporatePath(company.id), owner.key, valid)).statusCode).toBe(404);
  });
});

describe('who and what (corporate tax)', () => {
  it('a non-corporate account: 400 with a non-field message, nothing saved', async () => {
    for (const payload of [
      { type: 'individual' },
      { type: 'trust', name: 'Individual Trustee Trust', trustee: 'individual', trustee_confirm: true },
    ]) {
      const other = await newAccount(owner.key, payload);
      for (const method of ['GET', 'POST', 'PATCH'] as const) {
        const res = await call(method, corporatePath(other.id), owner.key, method === 'GET' ? undefined : valid);
        expect(res.statusCode, method).toBe(400);
        expect(res.json().non_field_errors).toEqual([AccountMessages.corporateTaxOnlyForCorporate]);
      }
      expect(await storedCorporate(other.id)).toEqual([]);
    }
  });

  it('another investor’s account answers 404, exactly as a missing one, and nothing is stored', async () => {
    const company = await newCompany();
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const payload = method === 'GET' ? undefined : valid;
      const theirs = await call(method, corporatePath(company.id), stranger.key, payload);
      const none = await call(method, corporatePath(MISSING), stranger.key, payload);
      expect(theirs.statusCode, method).toBe(404);
      expect(theirs.body).toBe(none.body);
    }
    expect(await storedCorporate(company.id)).toEqual([]);
  });

  it('a member without signing authority reads it (can_edit false) but gets 403 on changes', async () => {
    const company = await newCompany();
    await call('POST', corporatePath(company.id), owner.key, valid);
    await t.database.db
      .insert(accountMembers)
      .values({ accountId: company.id, userId: stranger.id, role: 'secondary' });
    const read = await call('GET', corporatePath(company.id), stranger.key);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ can_edit: false, tfn_masked: '******210' });
    for (const method of ['POST', 'PATCH'] as const) {
      const res = await call(method, corporatePath(company.id), stranger.key, { ...valid, category: 'other' });
      expect(res.statusCode, method).toBe(403);
      expect(res.json()).toEqual({ detail: Messages.signingAuthorityRequired, code: ErrorCode.accountChangeRefused });
    }
    expect((await call('GET', corporatePath(company.id), owner.key)).json().category).toBe(
      'australian_private_company',
    );
  });
});

describe('the person’s individual tax through the account', () => {
  it('is 404 until saved, then saved through the identity rules; `individual_tax` leaves and the person shows it', async () => {
    const person = await createPerson(t, 'tax-individual');
    const own = await newAccount(person.key, { type: 'individual' });
    expect(own.unfilled_fields).toEqual(['individual_tax']);
    expect(own.users[0]!.has_individual_tax).toBe(false);
    const before = await call('GET', individualPath(own.id), person.key);
    expect(before.statusCode).toBe(404);
    expect(before.json().detail).toBe(AccountMessages.individualTaxNotSaved);
    expect((await call('PATCH', individualPath(own.id), person.key, individual)).statusCode).toBe(404);

    const bad = await call('POST', individualPath(own.id), person.key, {
      ...individual,
      tfn: '1234567',
      is_other_country_tax_resident: true,
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldErrors(bad)).toEqual({
      tfn: ['TFN must contain 8 or 9 digits'],
      tin: [Messages.fieldRequired],
      country_of_residence: [Messages.fieldRequired],
    });

    const created = await call('POST', individualPath(own.id), person.key, individual);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ tfn_masked: '******782', can_edit: true });
    expect(created.body).not.toContain('123456782');
    expect((await call('GET', individualPath(own.id), person.key)).json()).toEqual(created.json());
    // The same record as the profile's.
    expect((await call('GET', '/api/profiles/individual-tax/', person.key)).json()).toEqual(created.json());

    const after = await account(own.id, person.key);
    expect(after.unfilled_fields).toEqual([]);
    expect(after.users[0]!.has_individual_tax).toBe(true);

    const patched = await call('PATCH', individualPath(own.id), person.key, { ...individual, has_not_tfn: true });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ has_not_tfn: true, tfn_masked: '' });
  });

  it('another investor’s account answers 404 and stores nothing for anyone', async () => {
    const person = await createPerson(t, 'tax-individual-owner');
    const outsider = await createPerson(t, 'tax-individual-outsider');
    const own = await newAccount(person.key, { type: 'individual' });
    for (const method of ['GET', 'POST', 'PATCH'] as const) {
      const payload = method === 'GET' ? undefined : individual;
      const theirs = await call(method, individualPath(own.id), outsider.key, payload);
      const none = await call(method, individualPath(MISSING), outsider.key, payload);
      expect(theirs.statusCode, method).toBe(404);
      expect(theirs.body).toBe(none.body);
    }
    const stored = await t.database.db.select().from(individualTaxes).where(eq(individualTaxes.userId, outsider.id));
    expect(stored).toEqual([]);
  });
});

describe('the demo investor’s accounts, and staff acting for her', () => {
  it('her company and SMSF have corporate tax, she has individual tax; staff read them but may not change them', async () => {
    const [investor] = await t.database.db.select().from(users).where(eq(users.email, INVESTOR.email));
    const staff = await signIn(t.app, STAFF);
    const actingFor = { ...bearer(staff), [MANAGED_USER_HEADER]: String(investor!.id) };
    for (const code of ['DEMO-CO-001', 'DEMO-SMSF-001']) {
      const [row] = await t.database.db.select().from(accounts).where(eq(accounts.externalCode, code));
      const read = await t.app.inject({ method: 'GET', url: corporatePath(row!.id), headers: actingFor });
      expect(read.statusCode, code).toBe(200);
      expect(read.json().tfn_masked, code).toMatch(/^\*{6}\d{3}$/);
      const viewed = await t.app.inject({ method: 'GET', url: `/api/accounts/${row!.id}/`, headers: actingFor });
      expect(viewed.json().unfilled_fields, code).not.toContain('corporate_tax');
      expect(viewed.json().unfilled_fields, code).not.toContain('individual_tax');
      expect((await t.app.inject({ method: 'GET', url: individualPath(row!.id), headers: actingFor })).statusCode).toBe(
        200,
      );
      for (const [method, url, payload] of [
        ['PATCH', corporatePath(row!.id), valid],
        ['POST', individualPath(row!.id), individual],
        ['PATCH', individualPath(row!.id), individual],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: actingFor, payload });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json()).toEqual({
          code: ErrorCode.actingForClientRefused,
          detail: AuthMessages.actingForClientRefused,
        });
      }
    }
  });
});
