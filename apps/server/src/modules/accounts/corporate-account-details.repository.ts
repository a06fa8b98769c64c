import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { corporateAccountDetails, type CorporateAccountDetailsRow } from '../../db/schema/index.js';

/** The columns the form's values fill in. */
export type CorporateAccountDetailsValuesRow = Pick<
  typeof corporateAccountDetails.$inferInsert,
  | 'isInvestingPrimaryActivity'
  | 'natureOfActivity'
  | 'officeAddress'
  | 'principalPlaceAddress'
  | 'principalPlaceSameAsOffice'
  | 'postalAddress'
  | 'postalSameAsOffice'
>;

export async function findCorporateAccountDetails(
  db: Database,
  accountId: number,
): Promise<CorporateAccountDetailsRow | undefined> {
  const [row] = await db
    .select()
    .from(corporateAccountDetails)
    .where(eq(corporateAccountDetails.accountId, accountId))
    .limit(1);
  return row;
}

/** Which of these accounts have saved company details (for their unfilled parts). */
export async function accountIdsWithCorporateDetails(
  db: Database,
  accountIds: readonly number[],
): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: corporateAccountDetails.accountId })
    .from(corporateAccountDetails)
    .where(inArray(corporateAccountDetails.accountId, [...accountIds]));
  return new Set(rows.map((r) => r.accountId));
}

export async function insertCorporateAccountDetails(
  db: Database,
  accountId: number,
  values: CorporateAccountDetailsValuesRow,
): Promise<CorporateAccountDetailsRow> {
  const [row] = await db
    .insert(corporateAccountDetails)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateCorporateAccountDetails(
  db: Database,
  accountId: number,
  values: CorporateAccountDetailsValuesRow,
): Promise<CorporateAccountDetailsRow | undefined> {
  const [row] = await db
    .update(corporateAccountDetails)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(corporateAccountDetails.accountId, accountId))
    .returning();
  return row;
}
