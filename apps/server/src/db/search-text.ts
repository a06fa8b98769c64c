import { sql } from 'drizzle-orm';
import { accounts, users } from './schema/index.js';

// The back office finds people and accounts by a term anywhere in several fields. ORing one ILIKE
// per field makes PostgreSQL read the whole table at 100,000 rows (it will not combine five
// trigram bitmaps, nor a bitmap with a subplan); one text per row, with one trigram index on
// exactly this expression, turns the search into a single index condition. These expressions must
// stay as the indexes of migration 0042 spell them, or the planner stops using them. Fields are
// joined by a line break, which a search box cannot hold, so a term never matches across two of
// them (but for first and last name, joined by a space so "Alex Morgan" finds Alex Morgan).

/** A person's e-mail, full name and mobile, as the users queue and an account's members are searched. */
export const userSearchText = sql<string>`(${users.email} || E'\\n' || ${users.firstName} || ' ' || ${users.lastName} || E'\\n' || coalesce(${users.phoneNumber}, ''))`;

/** An account's name, ABN and ACN, as the accounts queue is searched. */
export const accountSearchText = sql<string>`(${accounts.name} || E'\\n' || coalesce(${accounts.abn}, '') || E'\\n' || coalesce(${accounts.acn}, ''))`;
