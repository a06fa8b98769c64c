import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

/**
 * The portfolio applications module tells this one, through its door and inside the transaction
 * that saved the application, that the account's application exists: its `portfolio_application`
 * part is then filled. The first save's time is kept; later saves change nothing.
 */
export async function recordPortfolioApplicationSaved(db: Database, accountId: number, at: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ portfolioApplicationSavedAt: at })
    .where(and(eq(accounts.id, accountId), isNull(accounts.portfolioApplicationSavedAt)));
}
