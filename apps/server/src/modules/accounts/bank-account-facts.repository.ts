import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bankAccounts } from '../../db/schema/index.js';

/**
 * Which of these accounts have an active bank account (for their unfilled parts). The bank
 * accounts module owns the rows; this one question about them is asked here so that the account
 * views do not depend on that module (which depends on this one).
 */
export async function accountIdsWithActiveBankAccount(
  db: Database,
  accountIds: readonly number[],
): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ accountId: bankAccounts.accountId })
    .from(bankAccounts)
    .where(
      and(
        inArray(bankAccounts.accountId, [...accountIds]),
        eq(bankAccounts.status, 'active'),
        isNull(bankAccounts.removedAt),
      ),
    );
  return new Set(rows.map((r) => r.accountId));
}
