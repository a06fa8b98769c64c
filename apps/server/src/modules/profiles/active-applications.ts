import type { CompanyApplicationSummary } from '@portal/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountMembers, accounts, type UserRow } from '../../db/schema/index.js';

/**
 * The company applications a person is active in (spec 1 §7 "active-applications"): the one they
 * registered with, and each one whose product an account of theirs holds (an account in use,
 * not one taken out of use).
 */
export async function activeApplications(
  db: Database,
  applications: CompanyApplicationSummary[],
  user: UserRow,
): Promise<CompanyApplicationSummary[]> {
  const rows = await db
    .select({ products: accounts.products })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(and(eq(accountMembers.userId, user.id), ne(accounts.status, 'inactive')));
  const products = new Set(rows.flatMap((r) => r.products));
  return applications.filter((a) => a.id === user.tenantId || products.has(a.product_key));
}
