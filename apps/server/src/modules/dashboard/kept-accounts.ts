import type { Database } from '../../db/client.js';
import type { CardCache } from './card-cache.js';
import { memberAccounts, type MemberAccount } from './dashboard.repository.js';

/**
 * The user's accounts and options, which every dashboard call checks its ids against, kept with
 * the cards: only accounts with investment options are listed, and options (with the members of
 * the feed's accounts) are written only by the portfolio feeds (the accounts and
 * investment-options imports); every import clears what is kept, in every process. Accounts set up
 * in the portal have no options until the feed brings them, so account setup never changes the
 * list. A kept card then costs no database statement at all. Whatever else comes to change who is
 * on an account that has options must call `app.portfolioDataChanged()` likewise.
 */
export async function keptMemberAccounts(db: Database, cards: CardCache, userId: number): Promise<MemberAccount[]> {
  const body = await cards.answer(`accounts ${userId}`, async () => JSON.stringify(await memberAccounts(db, userId)));
  return JSON.parse(body.toString()) as MemberAccount[];
}
