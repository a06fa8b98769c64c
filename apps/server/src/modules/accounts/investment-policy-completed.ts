import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts } from '../../db/schema/index.js';

/**
 * The investment policies module tells this one, through its door and inside the transaction
 * that completed the wizard (gearing answered), that the account has a completed investment
 * policy statement: its `ongoing_ips` part is then filled. The first completion's time is kept.
 */
export async function recordInvestmentPolicyCompleted(db: Database, accountId: number, at: Date): Promise<void> {
  await db
    .update(accounts)
    .set({ investmentPolicyCompletedAt: at })
    .where(and(eq(accounts.id, accountId), isNull(accounts.investmentPolicyCompletedAt)));
}
