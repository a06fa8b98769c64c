import { and, asc, count, eq, ilike, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import {
  accountAdvisors,
  accountMembers,
  accounts,
  users,
  type AccountRow,
  type UserRow,
} from '../../db/schema/index.js';
import { userSearchText } from '../../db/search-text.js';

/** The logins of these advisors, by advisor id. */
export async function loginsOfAdvisors(
  db: Database,
  advisorIds: number[],
): Promise<Map<number, { user_id: number; email: string }>> {
  if (advisorIds.length === 0) return new Map();
  const rows = await db
    .select({ advisorId: users.advisorId, id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.advisorId, advisorIds));
  return new Map(rows.map((r) => [r.advisorId!, { user_id: r.id, email: r.email }]));
}

export async function holdsAnyAccount(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(accountMembers)
    .where(eq(accountMembers.userId, userId))
    .limit(1);
  return row !== undefined;
}

/**
 * The people one may act for: staff (advisorId null) every active investor on an account, an
 * advisor the people on the accounts they serve. Never staff or another advisor.
 */
function clientsWhere(advisorId: number | null, search: string | undefined): SQL | undefined {
  const onAccount = sql`exists (select 1 from ${accountMembers} m ${
    advisorId === null
      ? sql``
      : sql`join ${accountAdvisors} a on a.account_id = m.account_id and a.advisor_id = ${advisorId}`
  } where m.user_id = ${users.id})`;
  return and(
    eq(users.isActive, true),
    eq(users.isStaff, false),
    isNull(users.advisorId),
    onAccount,
    search === undefined ? undefined : ilike(userSearchText, containsPattern(search)),
  );
}

export async function clientsPage(
  db: Database,
  advisorId: number | null,
  { search, page, pageSize }: { search: string | undefined; page: number; pageSize: number },
): Promise<{ count: number; rows: UserRow[] }> {
  const where = clientsWhere(advisorId, search);
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.n ?? 0, rows };
}

/** Each person's accounts (the ones an advisor serves, for an advisor), by user id. */
export async function accountsOfClients(
  db: Database,
  userIds: number[],
  advisorId: number | null,
): Promise<Map<number, AccountRow[]>> {
  const byUser = new Map<number, AccountRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const base = db
    .select({ userId: accountMembers.userId, account: accounts })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId));
  const rows = await (
    advisorId === null
      ? base
      : base.innerJoin(
          accountAdvisors,
          and(eq(accountAdvisors.accountId, accounts.id), eq(accountAdvisors.advisorId, advisorId)),
        )
  )
    .where(and(inArray(accountMembers.userId, userIds), ne(accounts.status, 'inactive')))
    .orderBy(asc(accounts.name), asc(accounts.id));
  for (const row of rows) byUser.get(row.userId)?.push(row.account);
  return byUser;
}
