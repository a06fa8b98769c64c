import { createHash } from 'node:crypto';
import { CONSENTS_VERSION, ConsentKey, ConsentWording } from '@portal/contract';
import { eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountMembers,
  accountPeople,
  accounts,
  applicationSubmissions,
  assetAllocationOptions,
  bankAccounts,
  individualTaxes,
  industryClassifications,
  investmentPolicies,
  investmentPolicyAllocations,
  investmentPolicyCustomStrategies,
  investmentPolicyIndustryRestrictions,
  investmentPolicySecurityRestrictions,
  loanNoteApplications,
  loanNotes,
  loanNoteTypes,
  portfolioApplications,
  signingAuthorities,
  sourcesOfFunds,
} from '../../../src/db/schema/index.js';
import {
  loadApplicationFormData,
  loadIpsDocumentData,
  renderApplicationForm,
  renderInvestmentPolicyStatement,
  type CompletionRecord,
  type DocumentBranding,
} from '../../../src/modules/application-documents/index.js';
import { MemoryFileStorage } from '../../../src/platform/files/memory-file-storage.js';
import { pdfPages } from '../../helpers/pdf-text.js';
import { createSeededTestDatabase } from '../../helpers/test-database.js';
import { insertPerson } from '../../helpers/test-people.js';

/**
 * The application documents from the stored records (issue #21 item 1): a joint account applying
 * for loan notes and a private portfolio, submitted with the six consents, with a statement that
 * has a custom strategy, industry and security restrictions and gearing. The seeded database
 * holds the example reference data (options, industries, note types, sources of funds).
 */
let database: Awaited<ReturnType<typeof createSeededTestDatabase>>;
let accountId: number;
let policyId: number;
const BRAND: DocumentBranding = { applicationName: 'Harbour Private Wealth', primaryColor: '#0b3d5c', logo: null };
const FULL_TFN = '123456782';
const FULL_ACCOUNT_NUMBER = '12345678';
const SUBMITTED = new Date('2026-11-05T03:04:05Z');

const text = async (pdf: Buffer) => (await pdfPages(pdf)).join(' ');

beforeAll(async () => {
  database = await createSeededTestDatabase(new MemoryFileStorage());
  const { db } = database;
  const owner = await insertPerson(database, 'docs-owner');
  const joint = await insertPerson(database, 'docs-joint');

  const [account] = await db
    .insert(accounts)
    .values({ name: 'Harbour Joint', accountType: 'joint', status: 'pending', products: ['icf', 'ipm'] })
    .returning();
  accountId = account!.id;
  await db.insert(accountMembers).values([
    { accountId, userId: owner.id, role: 'primary', createdAt: new Date('2026-10-01T00:00:00Z') },
    { accountId, userId: joint.id, role: 'secondary', createdAt: new Date('2026-10-02T00:00:00Z') },
  ]);
  await db.insert(accountPeople).values({
    accountId,
    kind: 'secondary_user',
    title: 'member',
    role: 'contact',
    firstName: 'Test',
    lastName: 'docs-joint',
    email: joint.email,
    phoneNumber: joint.phone,
    userId: joint.id,
  });
  await db.insert(individualTaxes).values([
    {
      userId: owner.id,
      hasNotTfn: false,
      tfn: FULL_TFN,
      isAustralianTaxResident: true,
      isOtherCountryTaxResident: false,
    },
    {
      userId: joint.id,
      hasNotTfn: true,
      isAustralianTaxResident: false,
      isOtherCountryTaxResident: true,
      countryOfResidence: 'NZ',
      tin: '987654321',
    },
  ]);
  const [bank] = await db
    .insert(bankAccounts)
    .values({
      accountId,
      name: 'Harbour Joint Holders',
      bsb: '062000',
      number: FULL_ACCOUNT_NUMBER,
      bank: 'Commonwealth Bank of Australia',
      branch: 'Sydney',
      status: 'active',
    })
    .returning();
  const [sixMonth] = await db.select().from(loanNoteTypes).where(eq(loanNoteTypes.key, '6-month'));
  const [bundle] = await db
    .insert(loanNoteApplications)
    .values({ accountId, product: 'icf', bankAccountId: bank!.id, status: 'submitted' })
    .returning();
  await db.insert(loanNotes).values({
    applicationId: bundle!.id,
    noteTypeId: sixMonth!.id,
    faceValueCents: 2_500_000,
    interestCapitalisation: false,
  });
  const [savings] = await db.select().from(sourcesOfFunds).where(eq(sourcesOfFunds.key, 'salary-and-savings'));
  await db.insert(portfolioApplications).values({
    accountId,
    isFundsTransfer: true,
    fundsTransferAmountCents: 60_000_000n,
    isAssetTransfer: false,
    sourceOfFunds: [savings!.id],
    isRequire14DaysInvesting: false,
    investmentPeriod: 'other',
    investmentPeriodMonths: 9,
    accountingMethod: 'first_in_first_out',
    receiveFrankingCredits: 'eligible',
    isExemptIncomeTax: false,
  });
  await db.insert(signingAuthorities).values({ accountId, option: 'all', minNumberOfSignatories: 2 });
  await db.insert(applicationSubmissions).values({
    accountId,
    submittedByUserId: owner.id,
    submittedAt: SUBMITTED,
    consents: Object.values(ConsentKey),
    consentsVersion: CONSENTS_VERSION,
    products: ['icf', 'ipm'],
  });

  const [policy] = await db
    .insert(investmentPolicies)
    .values({
      accountId,
      status: 'awaiting_signature',
      wizardStep: 'done',
      hasRestrictions: true,
      hasIndustryRestrictions: true,
      hasSecurityRestrictions: true,
      hasGearing: true,
      targetLoanBalanceMinCents: 10_000_000n,
      targetLoanBalanceMaxCents: 25_000_000n,
      signRequestedByUserId: owner.id,
      signRequestedAt: SUBMITTED,
    })
    .returning();
  policyId = policy!.id;
  const options = await db
    .select()
    .from(assetAllocationOptions)
    .where(
      inArray(assetAllocationOptions.key, [
        'cash',
        'australian-equity-core',
        'australian-equity-direct',
        'global-equity',
        'australian-fixed-income',
        'emerging-markets',
      ]),
    );
  const option = (key: string) => options.find((o) => o.key === key)!.id;
  await db.insert(investmentPolicyAllocations).values([
    { investmentPolicyId: policyId, optionId: option('cash'), targetHundredths: 500 },
    { investmentPolicyId: policyId, optionId: option('australian-equity-core'), targetHundredths: 3250 },
    { investmentPolicyId: policyId, optionId: option('australian-equity-direct'), targetHundredths: 1250 },
    { investmentPolicyId: policyId, optionId: option('global-equity'), targetHundredths: 3000 },
    { investmentPolicyId: policyId, optionId: option('australian-fixed-income'), targetHundredths: 2000 },
    { investmentPolicyId: policyId, optionId: option('emerging-markets'), targetHundredths: 0 },
  ]);
  await db.insert(investmentPolicyCustomStrategies).values({
    investmentPolicyId: policyId,
    optionId: option('australian-equity-direct'),
    name: 'Blue chips',
    managerDiscretion: true,
    holdingArrangement: 'chess_sponsored',
    securities: [
      { name: 'BHP Group', targetPercentage: '60', units: null },
      { name: 'CSL Limited', targetPercentage: '40', units: null },
    ],
  });
  // Every sub-industry of Energy and Fuels not bought; one of Metals and Mining not held (Mixed).
  const energy = await db
    .select()
    .from(industryClassifications)
    .where(like(industryClassifications.code, 's01-g01-i0_-u%'));
  const [gold] = await db
    .select()
    .from(industryClassifications)
    .where(eq(industryClassifications.code, 's01-g02-i01-u01'));
  await db.insert(investmentPolicyIndustryRestrictions).values([
    ...energy.map((leaf) => ({
      investmentPolicyId: policyId,
      industryId: leaf.id,
      restrictionType: 'do_not_buy' as const,
    })),
    { investmentPolicyId: policyId, industryId: gold!.id, restrictionType: 'do_not_hold' },
  ]);
  await db.insert(investmentPolicySecurityRestrictions).values({
    investmentPolicyId: policyId,
    name: 'Telstra Group',
    units: 1200n,
    costBaseCents: 480_000n,
    date: '2019-03-14',
    restrictionType: 'do_not_sell',
  });
});
afterAll(() => database.close());

describe('the application form from the stored records', () => {
  it('names the account, members, masked TFN, bank account, products and the six consents with version', async () => {
    const data = await loadApplicationFormData(database.db, accountId);
    const all = await text(await renderApplicationForm(data, BRAND));
    for (const expected of [
      'Harbour Joint',
      'Account type Joint',
      'Test docs-owner Primary user',
      'Test docs-joint Joint holder',
      '******782',
      'Tax file number Not provided',
      'Country of residence NZ',
      'Harbour Joint Holders 062-000 *****678 Commonwealth Bank of Australia, Sydney',
      '6 months, 5.400% p.a. $25,000.00 Pay interest to my bank account quarterly',
      'Funds transfer $600,000.00',
      'Investment period 9 months',
      'Franking credits Eligible',
      'All applicants to sign',
      `version ${CONSENTS_VERSION}`,
      'Accepted by Test docs-owner',
      '14:04 05 Nov 2026 (Sydney time)',
      'Loan notes, Private portfolio',
    ])
      expect(all).toContain(expected);
    expect(all).toMatch(/docs-owner-\d+@example\.com/);
    expect(all).toMatch(/docs-joint-\d+@example\.com/);
    for (const key of Object.values(ConsentKey)) expect(all).toContain(ConsentWording[key]);
    // The whole TFN and account number appear nowhere, however spaced.
    const digits = all.replace(/\s+/g, '');
    expect(digits).not.toContain(FULL_TFN);
    expect(digits).not.toContain(FULL_ACCOUNT_NUMBER);
  });

  it('refuses an account whose application has not been submitted', async () => {
    const [other] = await database.db
      .insert(accounts)
      .values({ name: 'Not yet', accountType: 'individual', status: 'pending' })
      .returning();
    await expect(loadApplicationFormData(database.db, other!.id)).rejects.toThrow(/no submitted application/);
  });
});

describe('the investment policy statement from the stored records', () => {
  it('lists each option with its percent, the custom strategy, the restricted groups and gearing', async () => {
    const data = await loadIpsDocumentData(database.db, policyId);
    expect(data.allocation.map((a) => [a.option, a.targetHundredths])).toEqual([
      ['Cash', 500],
      ['Australian Equity Core', 3250],
      ['Tailored Australian Equity', 1250],
      ['Global Equity', 3000],
      ['Australian Fixed Income', 2000],
    ]);
    const all = await text(await renderInvestmentPolicyStatement(data, BRAND));
    for (const expected of [
      'Harbour Joint',
      'Cash 5.00%',
      'Australian Equity Core 32.50%',
      'Tailored Australian Equity 12.50%',
      'Global Equity 30.00%',
      'Australian Fixed Income 20.00%',
      'Total 100.00%',
      'Blue chips (Tailored Australian Equity)',
      'CHESS sponsored',
      'BHP Group 60%',
      'Energy and Fuels Do not buy',
      'Metals and Mining Mixed Gold Miners: Do not hold',
      'Telstra Group 1200 $4,800.00 14 Mar 2019 Do not sell',
      'Gearing Yes',
      'Minimum target loan balance $100,000.00',
      'Maximum target loan balance $250,000.00',
      'sent for signature by Test docs-owner',
    ])
      expect(all).toContain(expected);
    expect(all).not.toContain('Emerging Markets');
  });
});

describe('reproducible and certified', () => {
  it('renders the same file twice from the same records', async () => {
    const form = async () => renderApplicationForm(await loadApplicationFormData(database.db, accountId), BRAND);
    const ips = async () => renderInvestmentPolicyStatement(await loadIpsDocumentData(database.db, policyId), BRAND);
    const [a, b] = [await form(), await form()];
    expect(await text(a)).toBe(await text(b));
    expect(a.equals(b)).toBe(true);
    const [c, d] = [await ips(), await ips()];
    expect(await text(c)).toBe(await text(d));
    expect(c.equals(d)).toBe(true);
  });

  it('adds a certificate of completion naming every signer with time and IP and the document’s SHA-256', async () => {
    const data = await loadApplicationFormData(database.db, accountId);
    const sent = await renderApplicationForm(data, BRAND);
    const completion: CompletionRecord = {
      envelopeReference: `ENV-${accountId}`,
      documentSha256: createHash('sha256').update(sent).digest('hex'),
      signers: data.members.map((m, i) => ({
        name: m.name,
        email: m.email,
        signedAt: new Date(Date.UTC(2026, 10, 6, 9, i, 30)),
        ipAddress: `203.0.113.${10 + i}`,
        status: 'Signed',
      })),
      events: data.members.map((m, i) => ({
        at: new Date(Date.UTC(2026, 10, 6, 9, i, 30)),
        who: m.name,
        what: 'Signed',
        ipAddress: `203.0.113.${10 + i}`,
      })),
    };
    const pages = await pdfPages(await renderApplicationForm(data, BRAND, completion));
    expect(pages).toHaveLength((await pdfPages(sent)).length + 1);
    const last = pages.at(-1)!;
    expect(last).toContain('Certificate of completion');
    expect(last).toContain(completion.documentSha256);
    for (const signer of completion.signers)
      expect(last).toContain(`${signer.name} ${signer.email} Signed 2026-11-06 09:0`);
    expect(last).toContain('2026-11-06 09:00:30 UTC 203.0.113.10');
    expect(last).toContain('2026-11-06 09:01:30 UTC 203.0.113.11');
  });
});
