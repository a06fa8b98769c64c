import { DEFAULT_DASHBOARD_PERIOD } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { dashboardFilters } from '../../db/schema/index.js';
import type { CardCache } from './card-cache.js';
import { keptMemberAccounts } from './kept-accounts.js';

/**
 * Selecting an account (issue #22 item 1) points the dashboard at it: its filter becomes that
 * account alone, with no investment option chosen (choosing accounts clears options, spec 3
 * §2.2) and the period kept. An account without portfolio figures yet (one still in setup, or
 * holding loan notes only) is not on the dashboard, so the filter stays as the person left it.
 */
export async function followSelectedAccount(
  db: Database,
  cards: CardCache,
  { userId, accountId }: { userId: number; accountId: number },
): Promise<void> {
  const accounts = await keptMemberAccounts(db, cards, userId);
  if (!accounts.some((a) => a.id === accountId)) return;
  const [saved] = await db.select().from(dashboardFilters).where(eq(dashboardFilters.userId, userId)).limit(1);
  const values = { accountIds: [accountId], investmentOptionIds: [], updatedAt: new Date() };
  await db
    .insert(dashboardFilters)
    .values({ userId, period: saved?.period ?? DEFAULT_DASHBOARD_PERIOD, ...values })
    .onConflictDoUpdate({ target: dashboardFilters.userId, set: values });
}
