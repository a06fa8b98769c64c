import type { Account, SourceOfFunds } from '@portal/contract';
import { eq } from 'drizzle-orm';
import EXAMPLE from '../../../src/data/reference-data.example.json' with { type: 'json' };
import {
  accountMembers,
  accounts,
  investmentPolicies,
  loanNoteTypes,
  signingAuthorities,
} from '../../../src/db/schema/index.js';
import { bearer } from '../../helpers/auth-client.js';
import { ensureSydneyBranch } from '../../helpers/bsb-branch.js';
import type { TestApp } from '../../helpers/test-app.js';
import { confirmAction, createPerson, type TestPerson } from '../../helpers/test-people.js';
import { bankApi } from '../bank-accounts/bank-accounts-helpers.js';

/**
 * Accounts ready for the application's submission, made the way their screens make them: the
 * reference data imported, an owner with tax details and a confirmed action code, a member beside
 * them, an active bank account, the signing authority, a certificate for loan notes, and each
 * product's own application. Shared by the submission's and the signing's tests.
 */
export async function submittableAccounts(t: TestApp, prefix: string) {
  const api = bankApi(t);
  const imported = await api.operatorPost('/reference/', EXAMPLE as object);
  if (imported.statusCode >= 300) throw new Error(`reference: ${imported.statusCode} ${imported.body}`);
  const owner: TestPerson = await createPerson(t, `${prefix}-owner`);
  const member: TestPerson = await createPerson(t, `${prefix}-member`);
  await confirmAction(t, owner.key, owner.phone);
  await ensureSydneyBranch(t.database.db);
  const tax = { tfn: '123 456 782', is_australian_tax_resident: true, is_other_country_tax_resident: false };
  const saved = await api.post(owner.key, '/api/profiles/individual-tax/', tax);
  if (saved.statusCode !== 200) throw new Error(`individual tax: ${saved.statusCode} ${saved.body}`);
  const [six] = await t.database.db.select().from(loanNoteTypes).where(eq(loanNoteTypes.key, '6-month'));
  const sixMonthNote = six!.id;
  const sources = (await api.get(owner.key, '/api/ipm/sources-of-funds/')).json() as { results: SourceOfFunds[] };
  const source = sources.results.find((s) => !s.is_other)!;

  /** A wholesale certificate uploaded to the account (loan note accounts need one). */
  async function uploadCertificate(accountId: number) {
    const boundary = '----submittableBoundary4K';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="certificate.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      api.PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/accounts/${accountId}/certificates/`,
      headers: { ...bearer(owner.key), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`certificate: ${res.statusCode} ${res.body}`);
  }

  /**
   * An account in setup of the owner with `products`, the member on it, an active bank account,
   * the signing authority saved and (for loan notes) a certificate: nothing missing but the
   * products' own applications.
   */
  async function completeAccount(
    products: string[],
    options: { type?: 'individual' | 'joint'; authority?: 'any' | 'all' } = {},
  ): Promise<{ account: Account; bank: number }> {
    const account = await api.setupAccount(owner);
    await t.database.db
      .update(accounts)
      .set({ products, ...(options.type ? { accountType: options.type } : {}) })
      .where(eq(accounts.id, account.id));
    const bank = await api.post(owner.key, `/api/accounts/${account.id}/bank-accounts/`, await api.details(owner.key));
    if (bank.statusCode !== 201) throw new Error(`bank account: ${bank.statusCode} ${bank.body}`);
    await t.database.db.insert(accountMembers).values({ accountId: account.id, userId: member.id, role: 'secondary' });
    await t.database.db
      .insert(signingAuthorities)
      .values({ accountId: account.id, option: options.authority ?? 'any' });
    if (products.includes('icf')) await uploadCertificate(account.id);
    return { account, bank: (bank.json() as { id: number }).id };
  }

  async function applyForLoanNotes(accountId: number, bank: number) {
    const res = await api.post(owner.key, '/api/ipm/apply-now/loan-notes/', {
      account: accountId,
      bank_account: bank,
      loan_notes: [{ note_type: sixMonthNote, face_value: 2_500_000, interest_capitalisation: false }],
    });
    if (res.statusCode !== 201) throw new Error(`loan notes: ${res.statusCode} ${res.body}`);
  }

  async function applyForPortfolio(accountId: number) {
    const res = await api.post(owner.key, '/api/ipm/portfolio-applications/', {
      account: accountId,
      is_funds_transfer: true,
      funds_transfer_amount: '600000',
      is_asset_transfer: false,
      asset_transfer_amount: null,
      source_of_funds: [source.id],
      source_of_funds_other: '',
      is_require_14_days_investing: true,
      investment_period: null,
      investment_period_months: null,
      accounting_method: 'minimise_gain',
      receive_franking_credits: 'eligible',
      is_exempt_income_tax: false,
    });
    if (res.statusCode !== 201) throw new Error(`portfolio application: ${res.statusCode} ${res.body}`);
  }

  /** A complete account with every product's application made (the IPS completed for ipm). */
  async function readyAccount(
    products: string[],
    options: { type?: 'individual' | 'joint'; authority?: 'any' | 'all' } = {},
  ): Promise<Account> {
    const { account, bank } = await completeAccount(products, options);
    if (products.includes('icf')) await applyForLoanNotes(account.id, bank);
    if (products.includes('ipm')) {
      await applyForPortfolio(account.id);
      await t.database.db.insert(investmentPolicies).values({ accountId: account.id, wizardStep: 'done' });
    }
    return account;
  }

  return { api, owner, member, completeAccount, applyForLoanNotes, applyForPortfolio, readyAccount };
}
