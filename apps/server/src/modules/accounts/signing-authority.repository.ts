import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { signingAuthorities, type SigningAuthorityRow } from '../../db/schema/index.js';

/** The columns the form's values fill in. */
export type SigningAuthorityValuesRow = Pick<
  typeof signingAuthorities.$inferInsert,
  'option' | 'advancedOption' | 'minNumberOfSignatories' | 'selectedSignatories'
>;

export async function findSigningAuthority(db: Database, accountId: number): Promise<SigningAuthorityRow | undefined> {
  const [row] = await db.select().from(signingAuthorities).where(eq(signingAuthorities.accountId, accountId)).limit(1);
  return row;
}

/** Which of these accounts have a saved signing authority (for their unfilled parts). */
export async function accountIdsWithSigningAuthority(
  db: Database,
  accountIds: readonly number[],
): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .select({ accountId: signingAuthorities.accountId })
    .from(signingAuthorities)
    .where(inArray(signingAuthorities.accountId, [...accountIds]));
  return new Set(rows.map((r) => r.accountId));
}

export async function insertSigningAuthority(
  db: Database,
  accountId: number,
  values: SigningAuthorityValuesRow,
): Promise<SigningAuthorityRow> {
  const [row] = await db
    .insert(signingAuthorities)
    .values({ accountId, ...values })
    .returning();
  return row!;
}

export async function updateSigningAuthority(
  db: Database,
  accountId: number,
  values: SigningAuthorityValuesRow,
): Promise<SigningAuthorityRow | undefined> {
  const [row] = await db
    .update(signingAuthorities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(signingAuthorities.accountId, accountId))
    .returning();
  return row;
}
