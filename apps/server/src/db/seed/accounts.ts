import {
  AccountStatus,
  AccountType,
  CorporateTaxCategory,
  ProductKey,
  SigningAuthorityOption,
  TrusteeType,
} from '@portal/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  accountMembers,
  accounts,
  corporateAccountDetails,
  corporateTaxes,
  signingAuthorities,
} from '../schema/index.js';
import { toCorporateInfo } from '../../modules/accounts/index.js';
import { LocalRegister } from '../../platform/registers/local-register.js';

/** Numbers of the bundled local register (platform/registers/local-register-data.ts), so lookups agree. */
const BENNETT_FUND_ABN = '63984567890';
const BENNETT_SUPER_ACN = '978901236';
const BENNETT_CAPITAL_ACN = '989012348';
const HARBOUR_TRUSTEE_ACN = '912345601';

export const DEMO_COMPANY_CODE = 'DEMO-CO-001';
export const DEMO_TRUST_NAME = 'Bennett Family Trust';

/**
 * The demo investor's account details (spec 2 §3), after the portfolio feed has created her
 * individual account and SMSF: the SMSF gets its fund's ABN and its corporate trustee (ACN, name and
 * the register's officeholders); a company account (active, no portfolio data yet) joins them; and
 * a trust with a corporate trustee applying for loan notes (icf) and a private portfolio (ipm) is
 * still in setup (pending, its details, its loan note and portfolio applications missing), so every
 * account screen has something to show. Her individual account is her selected one. Idempotent:
 * rows are found by code (or, for the trust, by its creator and name) before anything is added.
 */
export async function seedAccounts(db: Database, investorId: number, tenantId: number): Promise<void> {
  const register = new LocalRegister();
  const corporateInfo = async (acn: string) => toCorporateInfo((await register.lookupAcn(acn))!);

  await db
    .update(accounts)
    .set({ products: [ProductKey.ipm] })
    .where(eq(accounts.externalCode, 'DEMO-IND-001'));
  await db
    .update(accounts)
    .set({
      abn: BENNETT_FUND_ABN,
      acn: BENNETT_SUPER_ACN,
      trusteeType: TrusteeType.corporate,
      trusteeName: 'Bennett Super Pty Ltd',
      acnLookupData: await corporateInfo(BENNETT_SUPER_ACN),
      products: [ProductKey.ipm],
    })
    .where(eq(accounts.externalCode, 'DEMO-SMSF-001'));

  let [company] = await db.select().from(accounts).where(eq(accounts.externalCode, DEMO_COMPANY_CODE)).limit(1);
  company ??= (
    await db
      .insert(accounts)
      .values({
        externalCode: DEMO_COMPANY_CODE,
        name: 'Bennett Capital Pty Ltd',
        accountType: AccountType.company,
        status: AccountStatus.active,
        tenantId,
        abn: '23989012348',
        acn: BENNETT_CAPITAL_ACN,
        acnLookupData: await corporateInfo(BENNETT_CAPITAL_ACN),
        products: [ProductKey.ipm],
        // Its owners are its two directors: no other beneficial owner to declare.
        skipBeneficialOwners: true,
        createdByUserId: investorId,
        activatedAt: new Date('2025-02-03T00:00:00Z'),
      })
      .returning()
  )[0]!;

  let [trust] = await db
    .select()
    .from(accounts)
    .where(
      and(eq(accounts.createdByUserId, investorId), eq(accounts.name, DEMO_TRUST_NAME), isNull(accounts.externalCode)),
    )
    .limit(1);
  trust ??= (
    await db
      .insert(accounts)
      .values({
        name: DEMO_TRUST_NAME,
        accountType: AccountType.trust,
        status: AccountStatus.pending,
        tenantId,
        acn: HARBOUR_TRUSTEE_ACN,
        trusteeType: TrusteeType.corporate,
        trusteeName: 'Harbour Trustee Services Pty Ltd',
        acnLookupData: await corporateInfo(HARBOUR_TRUSTEE_ACN),
        // Both products: the demo's account to try the loan note and portfolio applications on (#20).
        products: [ProductKey.icf, ProductKey.ipm],
        createdByUserId: investorId,
      })
      .returning()
  )[0]!;
  // It applies for loan notes and a private portfolio: their screens have something to show. A
  // database seeded before that gets the products added once, beside any it has.
  const missing = [ProductKey.icf, ProductKey.ipm].filter((p) => !trust!.products.includes(p));
  if (missing.length > 0) {
    trust = { ...trust, products: [...trust.products, ...missing] };
    await db.update(accounts).set({ products: trust.products }).where(eq(accounts.id, trust.id));
  }

  await db
    .insert(accountMembers)
    .values([company, trust].map((a) => ({ accountId: a.id, userId: investorId, role: 'primary' as const })))
    .onConflictDoNothing();

  // Corporate tax details (spec 2 §3) of the SMSF (its corporate trustee) and the company; the
  // trust still in setup has none yet. Valid test TFNs.
  const [smsf] = await db.select().from(accounts).where(eq(accounts.externalCode, 'DEMO-SMSF-001')).limit(1);
  const corporateTaxRows = [
    smsf && {
      accountId: smsf.id,
      hasNotTfn: false,
      tfn: '565051603',
      abn: BENNETT_FUND_ABN,
      isForeignEntity: false,
      category: CorporateTaxCategory.superannuation_fund_trustee,
    },
    {
      accountId: company.id,
      hasNotTfn: false,
      tfn: '876543210',
      abn: company.abn ?? '',
      isForeignEntity: false,
      category: CorporateTaxCategory.australian_private_company,
    },
  ].filter((row) => row !== undefined);
  await db.insert(corporateTaxes).values(corporateTaxRows).onConflictDoNothing({ target: corporateTaxes.accountId });
  await seedCompanyDetails(db, [smsf, company]);

  const [selected] = await db
    .select({ id: accountMembers.accountId })
    .from(accountMembers)
    .where(and(eq(accountMembers.userId, investorId), eq(accountMembers.isSelected, true)))
    .limit(1);
  if (!selected) {
    const [individual] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.externalCode, 'DEMO-IND-001'))
      .limit(1);
    if (individual)
      await db
        .update(accountMembers)
        .set({ isSelected: true })
        .where(and(eq(accountMembers.accountId, individual.id), eq(accountMembers.userId, investorId)));
  }
}

/** The registered office of Bennett Super Pty Ltd and Bennett Capital Pty Ltd (the demo's own). */
const BENNETT_OFFICE = {
  country: 'AU',
  address_line_1: 'Level 12, 1 Collins Street',
  suburb: 'Melbourne',
  state: 'VIC',
  post_code: '3000',
};
const BENNETT_POSTAL = {
  country: 'AU',
  address_line_1: 'PO Box 4120',
  suburb: 'Melbourne',
  state: 'VIC',
  post_code: '3001',
};

/**
 * The SMSF's corporate trustee and the company get complete company details (spec 2 §3): investing
 * is their primary activity, their office is also their principal place, and mail goes to a PO box.
 * Both also get their signing authority (any applicant: they have two directors), so neither
 * waits for a missing part. Kept as they are when already there.
 */
async function seedCompanyDetails(db: Database, rows: ReadonlyArray<{ id: number } | undefined>): Promise<void> {
  for (const row of rows) {
    if (!row) continue;
    await db
      .insert(corporateAccountDetails)
      .values({
        accountId: row.id,
        isInvestingPrimaryActivity: true,
        natureOfActivity: '',
        officeAddress: BENNETT_OFFICE,
        principalPlaceAddress: BENNETT_OFFICE,
        principalPlaceSameAsOffice: true,
        postalAddress: BENNETT_POSTAL,
        postalSameAsOffice: false,
      })
      .onConflictDoNothing();
    // Each has a second director (seed/account-people.ts): either of them may give instructions.
    await db
      .insert(signingAuthorities)
      .values({ accountId: row.id, option: SigningAuthorityOption.any, minNumberOfSignatories: 1 })
      .onConflictDoNothing();
  }
}
