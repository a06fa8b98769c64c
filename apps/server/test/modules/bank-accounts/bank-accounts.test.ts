import { BankAccountMessages, ErrorCode, Messages, type Account, type BankAccount } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../../../src/db/schema/index.js';
import { ensureSydneyBranch } from '../../helpers/bsb-branch.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { confirmAction, createPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from './bank-accounts-helpers.js';

/** Bank accounts in setup (issue #19 item 2; spec 2 §2, §3, §5, §7): at once, before activation. */
let t: TestApp;
let api: ReturnType<typeof bankApi>;
let owner: TestPerson;
let stranger: TestPerson;

beforeAll(async () => {
  t = await startTestApp();
  api = bankApi(t);
  owner = await createPerson(t, 'bank-owner');
  stranger = await createPerson(t, 'bank-stranger');
  await confirmAction(t, owner.key, owner.phone);
  await ensureSydneyBranch(t.database.db);
});
afterAll(() => t.close());

const listUrl = (id: number) => `/api/accounts/${id}/bank-accounts/`;
const unfilled = async (id: number) =>
  ((await api.get(owner.key, `/api/accounts/${id}/`)).json() as Account).unfilled_fields;

describe('a bank account in setup', () => {
  it('is added, changed and deleted at once, and leaves the unfilled fields while it is there', async () => {
    const account = await api.setupAccount(owner);
    expect(await unfilled(account.id)).toContain('bank_accounts');

    const created = await api.post(owner.key, listUrl(account.id), await api.details(owner.key, { bsb: '063-999' }));
    expect(created.statusCode).toBe(201);
    const bank = created.json() as BankAccount;
    expect(bank).toMatchObject({
      account: account.id,
      status: 'active',
      bsb: '063999',
      bank: 'Typed Bank',
      branch: 'Typed Branch',
      bsb_was_found: false,
      number: '12345678',
      has_password: false,
      linked_products: ['ipm'],
      verify_change_request: null,
    });
    expect(bank.document_file).toMatchObject({ content_type: 'application/pdf' });
    expect(await unfilled(account.id)).not.toContain('bank_accounts');

    const statement = await api.get(owner.key, bank.document_file!.file);
    expect(statement.statusCode).toBe(200);
    expect(statement.headers['content-type']).toBe('application/pdf');

    const changed = await api.patch(owner.key, `${listUrl(account.id)}${bank.id}/`, {
      ...(await api.details(owner.key)),
      name: 'Renamed Holder',
      document_file: bank.document_file!.id,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Renamed Holder', edit_change_request: null });

    const listed = await api.get(owner.key, listUrl(account.id));
    expect((listed.json() as BankAccount[]).map((b) => b.name)).toEqual(['Renamed Holder']);
    const mine = await api.get(owner.key, '/api/accounts/bank-accounts/');
    expect((mine.json() as BankAccount[]).map((b) => b.id)).toContain(bank.id);

    const removed = await api.del(owner.key, `${listUrl(account.id)}${bank.id}/`);
    expect(removed.statusCode).toBe(204);
    expect((await api.get(owner.key, listUrl(account.id))).json()).toEqual([]);
    expect(await unfilled(account.id)).toContain('bank_accounts');
    expect((await api.get(owner.key, `${listUrl(account.id)}${bank.id}/`)).statusCode).toBe(404);
  });

  it('takes the bank and branch from the BSB directory when it knows the BSB (062000 or 062-000)', async () => {
    const account = await api.setupAccount(owner);
    for (const bsb of ['062000', '062-000']) {
      const res = await api.post(owner.key, listUrl(account.id), await api.details(owner.key, { bsb }));
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        bsb: '062000',
        bank: 'Commonwealth Bank of Australia',
        branch: '48 Martin Place Sydney',
        bsb_was_found: true,
      });
    }
  });

  it.each([
    ['a BSB of 5 digits', { bsb: '06200' }, 'bsb', Messages.theFormatIsNotValid],
    ['a BSB of 7 digits', { bsb: '0620001' }, 'bsb', Messages.theFormatIsNotValid],
    ['a BSB of letters', { bsb: 'abcdef' }, 'bsb', Messages.theFormatIsNotValid],
    ['an 11-digit account number', { number: '12345678901' }, 'number', Messages.bankAccountNumberTooLong],
    ['an account number with letters', { number: '1234abc' }, 'number', Messages.mustContainNumbersOnly],
    ['a name of 256 characters', { name: 'a'.repeat(256) }, 'name', Messages.maxLength(255)],
    ['no statement', { document_file: null }, 'document_file', BankAccountMessages.documentRequired],
  ])('refuses %s with 400 on that field', async (_label, overrides, field, message) => {
    const account = await api.setupAccount(owner);
    const res = await api.post(owner.key, listUrl(account.id), await api.details(owner.key, overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors[field]).toEqual([message]);
    expect((await api.get(owner.key, listUrl(account.id))).json()).toEqual([]);
  });

  it('takes only a statement the caller uploaded', async () => {
    const account = await api.setupAccount(owner);
    const theirs = await api.statement(stranger.key);
    const res = await api.post(owner.key, listUrl(account.id), await api.details(owner.key, { document_file: theirs }));
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toEqual({ document_file: [BankAccountMessages.documentRequired] });
  });

  it('statements: pdf, png or jpg by content; deleted by their owner only while unused', async () => {
    const exe = await api.upload(owner.key, Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 1)]), 'x.pdf');
    expect(exe.statusCode).toBe(400);
    expect(exe.json().field_errors).toEqual({ file: [Messages.fileTypeNotSupported] });

    const unused = await api.statement(owner.key);
    expect((await api.del(stranger.key, `/api/accounts/bank-account-documents/${unused}/`)).statusCode).toBe(404);
    expect((await api.del(owner.key, `/api/accounts/bank-account-documents/${unused}/`)).statusCode).toBe(204);

    const account = await api.setupAccount(owner);
    const details = await api.details(owner.key);
    expect((await api.post(owner.key, listUrl(account.id), details)).statusCode).toBe(201);
    const used = await api.del(owner.key, `/api/accounts/bank-account-documents/${details.document_file}/`);
    expect(used.statusCode).toBe(400);
  });

  it('asks for a password when the application says so, keeps it hashed and never sends it back', async () => {
    const account = await api.setupAccount(owner);
    const options = await t.app.inject({
      method: 'OPTIONS',
      url: listUrl(account.id),
      headers: { authorization: `Token ${owner.key}` },
    });
    expect(options.json()).toMatchObject({
      is_password_required: false,
      security_schema: { two_factor_required: true },
    });

    const [user] = await t.database.db.select().from(users).where(eq(users.id, owner.id));
    const [tenantRow] = await t.database.db.select().from(tenants).where(eq(tenants.id, user!.tenantId!));
    if (!tenantRow) throw new Error('no tenant');
    const settings = { ...tenantRow.configuration.settings, bank_account_password_required: true };
    await t.database.db
      .update(tenants)
      .set({ configuration: { ...tenantRow.configuration, settings } })
      .where(eq(tenants.id, tenantRow.id));
    await t.app.tenants.reload();
    try {
      const asked = await t.app.inject({
        method: 'OPTIONS',
        url: listUrl(account.id),
        headers: { authorization: `Token ${owner.key}` },
      });
      expect(asked.json().is_password_required).toBe(true);
      const missing = await api.post(owner.key, listUrl(account.id), await api.details(owner.key));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().field_errors).toEqual({ password: [BankAccountMessages.passwordRequired] });
      const given = await api.post(
        owner.key,
        listUrl(account.id),
        await api.details(owner.key, { password: 'Bank-Secret-1' }),
      );
      expect(given.statusCode).toBe(201);
      expect(given.json().has_password).toBe(true);
      expect(given.body).not.toContain('Bank-Secret-1');
    } finally {
      await t.database.db
        .update(tenants)
        .set({ configuration: tenantRow.configuration })
        .where(eq(tenants.id, tenantRow.id));
      await t.app.tenants.reload();
    }
  });

  it('links a product to another bank account at once, only a product of the account', async () => {
    const account = await api.setupAccount(owner);
    const first = (await api.post(owner.key, listUrl(account.id), await api.details(owner.key))).json() as BankAccount;
    const second = (
      await api.post(owner.key, listUrl(account.id), await api.details(owner.key, { name: 'Second' }))
    ).json() as BankAccount;
    expect(first.linked_products).toEqual(['ipm']);
    expect(second.linked_products).toEqual([]);
    const linked = await api.put(owner.key, `/api/accounts/${account.id}/linked-bank-accounts/ipm/`, {
      bank_account: second.id,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().linked_products).toEqual(['ipm']);
    const other = await api.put(owner.key, `/api/accounts/${account.id}/linked-bank-accounts/icf/`, {
      bank_account: second.id,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().non_field_errors).toEqual([BankAccountMessages.productNotOnAccount]);
  });

  it('hides the account’s bank accounts from anyone else (404) and needs the two-factor code to write', async () => {
    const account = await api.setupAccount(owner);
    const bank = (await api.post(owner.key, listUrl(account.id), await api.details(owner.key))).json() as BankAccount;
    for (const url of [
      listUrl(account.id),
      `${listUrl(account.id)}${bank.id}/`,
      bank.document_file!.file,
      `/api/accounts/${account.id}/bank-change-requests/`,
    ]) {
      expect((await api.get(stranger.key, url)).statusCode, url).toBe(404);
    }
    expect((await api.post(stranger.key, listUrl(account.id), await api.details(stranger.key))).statusCode).toBe(404);

    const fresh = await createPerson(t, 'bank-fresh');
    const own = await api.setupAccount(fresh);
    const refused = await api.post(fresh.key, listUrl(own.id), await api.details(fresh.key));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe(ErrorCode.actionConfirmationRequired);
  });
});
