import { AccountStatus, UnfilledAccountField, requiredAccountParts } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  activationSteps,
  statusAfterActivate,
  unfilledFields,
  type AccountFacts,
} from '../../../src/modules/accounts/unfilled-fields.js';

/** A fresh account of the type, its primary person with individual tax saved, nothing skipped. */
const facts = (overrides: Partial<AccountFacts>): AccountFacts => ({
  type: 'individual',
  trustee: null,
  memberCount: 1,
  primaryHasIndividualTax: true,
  products: [],
  skipBeneficialOwners: false,
  skipDeedAttachment: false,
  hasTrustDetails: false,
  deedCount: 0,
  certificateCount: 0,
  hasCorporateTax: false,
  hasCorporateAccountDetails: false,
  hasSigningAuthority: false,
  ...overrides,
});

/** What an account applying for the private portfolio needs beside its type's parts. */
const PORTFOLIO = ['bank_accounts', 'portfolio_application', 'ongoing_ips'];

describe('the unfilled parts of an account, per type, in the order of spec 2 §4', () => {
  it('individual: its owner’s individual tax, and nothing else until it applies for a product', () => {
    expect(unfilledFields(facts({ primaryHasIndividualTax: false }))).toEqual(['individual_tax']);
    expect(unfilledFields(facts({}))).toEqual([]);
  });

  it('a product asks for its parts: a bank account for either, the application and the IPS for a portfolio', () => {
    expect(unfilledFields(facts({ products: ['ipm'] }))).toEqual(PORTFOLIO);
    expect(unfilledFields(facts({ products: ['icf'] }))).toEqual(['certificates', 'bank_accounts']);
  });

  it('a portfolio: the application until saved, the IPS until one is completed, each on its own', () => {
    const portfolio = facts({ products: ['ipm'] });
    expect(unfilledFields({ ...portfolio, hasPortfolioApplication: true })).toEqual(['bank_accounts', 'ongoing_ips']);
    expect(unfilledFields({ ...portfolio, hasCompletedInvestmentPolicy: true })).toEqual([
      'bank_accounts',
      'portfolio_application',
    ]);
    expect(
      unfilledFields({
        ...portfolio,
        hasActiveBankAccount: true,
        hasPortfolioApplication: true,
        hasCompletedInvestmentPolicy: true,
      }),
    ).toEqual([]);
  });

  it('joint: the second holder until there is one, then who signs', () => {
    expect(unfilledFields(facts({ type: 'joint' }))).toEqual(['secondary_users']);
    expect(unfilledFields(facts({ type: 'joint', memberCount: 2 }))).toEqual(['signing_authority']);
  });

  it('company: beneficial owners, directors, company details and corporate tax', () => {
    expect(unfilledFields(facts({ type: 'company' }))).toEqual([
      'beneficial_owners',
      'directors',
      'corporate_account_details',
      'corporate_tax',
    ]);
    expect(unfilledFields(facts({ type: 'company', skipBeneficialOwners: true }))).not.toContain('beneficial_owners');
  });

  it('people: directors until the 25% question is answered, beneficial owners until one is saved', () => {
    const company = facts({ type: 'company' });
    expect(unfilledFields({ ...company, primaryUserRole: false })).not.toContain('directors');
    expect(unfilledFields({ ...company, primaryUserRole: null })).toContain('directors');
    expect(unfilledFields({ ...company, beneficialOwnerCount: 1 })).not.toContain('beneficial_owners');
  });

  it('individual trustees: until "Are there any additional Trustees?" is answered, and if yes one is added', () => {
    const smsf = facts({ type: 'smsf', trustee: 'individual' });
    expect(unfilledFields(smsf)).toContain('trustee_details');
    expect(unfilledFields({ ...smsf, hasSecondaryUsers: false })).not.toContain('trustee_details');
    expect(unfilledFields({ ...smsf, hasSecondaryUsers: true })).toContain('trustee_details');
    expect(unfilledFields({ ...smsf, hasSecondaryUsers: true, memberCount: 2 })).not.toContain('trustee_details');
  });

  it('trust with a corporate trustee: the trust, its company’s parts and its deed', () => {
    expect(unfilledFields(facts({ type: 'trust', trustee: 'corporate' }))).toEqual([
      'beneficial_owners',
      'directors',
      'corporate_account_details',
      'trust',
      'corporate_tax',
      'deed_attachments',
    ]);
  });

  it('trust with individual trustees: the trust, its trustees and its deed (a skipped deed comes off)', () => {
    expect(unfilledFields(facts({ type: 'trust', trustee: 'individual' }))).toEqual([
      'beneficial_owners',
      'trust',
      'trustee_details',
      'deed_attachments',
    ]);
    expect(unfilledFields(facts({ type: 'trust', trustee: 'individual', skipDeedAttachment: true }))).not.toContain(
      'deed_attachments',
    );
  });

  it('trust: saved trust details take `trust` off, and only that', () => {
    const before = unfilledFields(facts({ type: 'trust', trustee: 'individual' }));
    const after = unfilledFields(facts({ type: 'trust', trustee: 'individual', hasTrustDetails: true }));
    expect(after).not.toContain('trust');
    expect(after).toEqual(before.filter((f) => f !== 'trust'));
  });

  it('corporate tax: saved details take `corporate_tax` off a company and a corporate trustee, and only that', () => {
    for (const kind of [{ type: 'company' }, { type: 'smsf', trustee: 'corporate' }] as const) {
      const before = unfilledFields(facts(kind));
      expect(before).toContain('corporate_tax');
      expect(unfilledFields(facts({ ...kind, hasCorporateTax: true }))).toEqual(
        before.filter((f) => f !== 'corporate_tax'),
      );
    }
  });

  it('company or corporate trustee: saved company details take `corporate_account_details` off, and only that', () => {
    for (const kind of [{ type: 'company' }, { type: 'smsf', trustee: 'corporate' }] as const) {
      const before = unfilledFields(facts(kind));
      const after = unfilledFields(facts({ ...kind, hasCorporateAccountDetails: true }));
      expect(after).toEqual(before.filter((f) => f !== 'corporate_account_details'));
    }
  });

  it('two or more people: a saved signing authority takes `signing_authority` off', () => {
    expect(unfilledFields(facts({ type: 'joint', memberCount: 2, hasSigningAuthority: true }))).toEqual([]);
  });

  it('SMSF with a corporate trustee: its trustee company’s parts and its deed, no beneficial owners', () => {
    expect(unfilledFields(facts({ type: 'smsf', trustee: 'corporate' }))).toEqual([
      'directors',
      'corporate_account_details',
      'corporate_tax',
      'deed_attachments',
    ]);
  });

  it('SMSF with individual trustees: its trustees and its deed', () => {
    expect(unfilledFields(facts({ type: 'smsf', trustee: 'individual' }))).toEqual([
      'trustee_details',
      'deed_attachments',
    ]);
  });

  it('asks for wholesale certificates on an account with loan notes, and who signs once two are on it', () => {
    expect(unfilledFields(facts({ products: ['icf'], memberCount: 3 }))).toEqual([
      'certificates',
      'signing_authority',
      'bank_accounts',
    ]);
  });

  it('always answers in the order of the keys', () => {
    const order = Object.values(UnfilledAccountField);
    const all = unfilledFields(
      facts({ type: 'trust', trustee: 'corporate', memberCount: 2, primaryHasIndividualTax: false, products: ['icf'] }),
    );
    expect(all).toEqual([...all].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
  });
});

describe('activation steps', () => {
  it('fill in the missing details first, then activate; products add their applications', () => {
    expect(activationSteps(AccountStatus.pending, ['bank_accounts'], [])).toEqual(['fill_in_missing_details']);
    expect(activationSteps(AccountStatus.pending, [], [])).toEqual(['activate_account']);
    expect(activationSteps(AccountStatus.awaiting_activation, [], ['icf', 'ipm'])).toEqual([
      'loan_note_not_created',
      'submit_investment_policy_statement',
    ]);
  });

  it('loan notes: the product details until an application exists, then its summary', () => {
    expect(activationSteps(AccountStatus.pending, ['certificates'], ['icf'], false)).toEqual([
      'fill_in_missing_details',
      'loan_note_not_created',
    ]);
    expect(activationSteps(AccountStatus.pending, ['certificates'], ['icf'], true)).toEqual([
      'fill_in_missing_details',
      'finish_loan_note_application',
    ]);
  });

  it('once the application envelope is completed, the sign step goes (staff activate next)', () => {
    expect(activationSteps(AccountStatus.awaiting_activation, [], ['icf'], true, true, true)).toEqual([]);
    expect(activationSteps(AccountStatus.awaiting_activation, ['bank_accounts'], ['icf'], true, true, true)).toEqual([
      'fill_in_missing_details',
    ]);
  });

  it('once the application is submitted, the product steps give way to signing', () => {
    expect(activationSteps(AccountStatus.awaiting_activation, [], ['icf'], true, true)).toEqual([
      'sign_investment_policy_statement',
    ]);
    expect(activationSteps(AccountStatus.awaiting_activation, ['ongoing_ips'], ['icf', 'ipm'], true, true)).toEqual([
      'sign_investment_policy_statement',
    ]);
    // A part missing again (a new person on the account) still asks to be filled in first.
    expect(activationSteps(AccountStatus.awaiting_activation, ['signing_authority'], ['ipm'], false, true)).toEqual([
      'fill_in_missing_details',
      'sign_investment_policy_statement',
    ]);
  });

  it('none once the account is active or inactive', () => {
    expect(activationSteps(AccountStatus.active, ['bank_accounts'], ['ipm'])).toEqual([]);
    expect(activationSteps(AccountStatus.inactive, [], [])).toEqual([]);
  });
});

describe('the investor’s activate', () => {
  it('moves a pending account with nothing missing to awaiting activation', () => {
    expect(statusAfterActivate(AccountStatus.pending, [])).toEqual({ status: 'awaiting_activation' });
  });

  it('refuses one with parts missing, or one not in setup', () => {
    expect(statusAfterActivate(AccountStatus.pending, ['trust'])).toEqual({ refused: 'details_missing' });
    expect(statusAfterActivate(AccountStatus.active, [])).toEqual({ refused: 'not_pending' });
    expect(statusAfterActivate(AccountStatus.awaiting_activation, [])).toEqual({ refused: 'not_pending' });
  });
});

describe('uploaded files fill their parts', () => {
  it('certificates leave once one is uploaded; trust deeds once one is uploaded or the deed is skipped', () => {
    expect(unfilledFields(facts({ products: ['icf'], certificateCount: 1 }))).toEqual(['bank_accounts']);
    const smsf = { type: 'smsf', trustee: 'individual' } as const;
    expect(unfilledFields(facts(smsf))).toContain('deed_attachments');
    expect(unfilledFields(facts({ ...smsf, deedCount: 1 }))).not.toContain('deed_attachments');
    expect(unfilledFields(facts({ ...smsf, skipDeedAttachment: true }))).not.toContain('deed_attachments');
    expect(unfilledFields(facts({ deedCount: 1 }))).not.toContain('deed_attachments');
  });
});

describe('bank accounts fill their part (issue #19)', () => {
  it('an account applying for a product needs one until it has an active bank account', () => {
    expect(unfilledFields(facts({ products: ['ipm'] }))).toContain('bank_accounts');
    expect(unfilledFields(facts({ products: ['ipm'], hasActiveBankAccount: true }))).not.toContain('bank_accounts');
    expect(unfilledFields(facts({ products: ['icf'], certificateCount: 1, hasActiveBankAccount: true }))).toEqual([]);
  });
});

describe('the parts each account type takes, filled or not (required_fields_for_account_type)', () => {
  const shape = (overrides: Partial<Parameters<typeof requiredAccountParts>[0]>) =>
    requiredAccountParts({ type: 'individual', trustee: null, products: [], memberCount: 1, ...overrides });

  it('names the sections of each type', () => {
    expect(shape({})).toEqual(['individual_tax']);
    expect(shape({ type: 'joint', memberCount: 2 })).toEqual([
      'individual_tax',
      'secondary_users',
      'signing_authority',
    ]);
    expect(shape({ type: 'company' })).toEqual([
      'individual_tax',
      'beneficial_owners',
      'directors',
      'corporate_account_details',
      'corporate_tax',
    ]);
    expect(shape({ type: 'trust', trustee: 'individual' })).toEqual([
      'individual_tax',
      'beneficial_owners',
      'trust',
      'trustee_details',
      'deed_attachments',
    ]);
    expect(shape({ type: 'smsf', trustee: 'corporate', products: ['icf'] })).toEqual([
      'individual_tax',
      'directors',
      'corporate_account_details',
      'corporate_tax',
      'deed_attachments',
      'certificates',
      'bank_accounts',
    ]);
  });

  it('holds every part an account can miss: nothing is missing that the account does not take', () => {
    const company = facts({ type: 'company', primaryHasIndividualTax: false, products: ['ipm'], memberCount: 2 });
    const required = requiredAccountParts(company);
    expect(required).toEqual(expect.arrayContaining(unfilledFields(company)));
  });
});
