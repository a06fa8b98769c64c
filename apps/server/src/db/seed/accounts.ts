import { AccountStatus, AccountType, ProductKey, SigningAuthorityOption, TrusteeType } from '@portal/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../client.js';
import { accountMembers, accounts, corporateAccountDetails, signingAuthorities } from '../schema/index.js';
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
 * a trust with a corporate trustee is still in setup (pending, its details missing), so every
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
        createdByUserId: investorId,
      })
      .returning()
  )[0]!;

  await db
    .insert(accountMembers)
    .values([company, trust].map((a) => ({ accountId: a.id, userId: investorId, role: 'primary' as const })))
    .onConflictDoNothing();

  const [smsf] = await db.select().from(accounts).where(eq(accounts.externalCode, 'DEMO-SMSF-001')).limit(1);
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
 * An account of them with more than one person also gets its signing authority (any applicant),
 * so neither waits for a missing part. Kept as they are when already there.
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
    const [members] = await db.select({ n: count() }).from(accountMembers).where(eq(accountMembers.accountId, row.id));
    if ((members?.n ?? 0) > 1) {
      await db
        .insert(signingAuthorities)
        .values({ accountId: row.id, option: SigningAuthorityOption.any, minNumberOfSignatories: 1 })
        .onConflictDoNothing();
    }
  }
}
