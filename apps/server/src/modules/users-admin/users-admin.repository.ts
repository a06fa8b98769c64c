import { UserAccessFilter, type OperatorUsersQuery } from '@portal/contract';
import { and, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
import { userSearchText } from '../../db/search-text.js';
import { LOCKOUT_FAILURES, LOCKOUT_WINDOW_MS } from '../auth/index.js';
import {
  accountMembers,
  accounts,
  loginAttempts,
  sessions,
  userActivities,
  users,
  type UserActivityRow,
  type UserRow,
} from '../../db/schema/index.js';

export type UserWithSignIn = UserRow & { lastSignIn: Date | null };

const WINDOW = sql`${LOCKOUT_WINDOW_MS / 1000}::int * interval '1 second'`;
/**
 * Until when sign-in is refused for failed attempts. The sign-in derives its lockout from the
 * attempts (login.service.ts: five failures since the window's start or the last success lock it
 * for the window from the newest); `users.locked_until` is taken too where it is set.
 */
const lockedUntil = sql<Date | null>`greatest(${users.lockedUntil}, (
  select case when count(*) >= ${LOCKOUT_FAILURES} then max(la.created_at) + ${WINDOW} end
    from login_attempts la
   where la.email = lower(${users.email}) and (la.succeeded is null or la.succeeded = false)
     and la.created_at > greatest(now() - ${WINDOW},
       (select max(s.created_at) from login_attempts s where s.email = lower(${users.email}) and s.succeeded = true))))`;

/** The newest sign-in on the user's activity list (the sign-in route records each one there). */
const lastSignIn = sql<Date | null>`(select max(${userActivities.createdAt}) from ${userActivities} where ${userActivities.userId} = ${users.id} and ${userActivities.activityType} = 'sign_in')`;

function whereOf({ search, access }: Pick<OperatorUsersQuery, 'search' | 'access'>): SQL | undefined {
  const term = search ? containsPattern(search) : undefined;
  // A mobile number is stored without spaces; "0412 000 002" finds it too.
  const digits = search?.replace(/[\s()-]/g, '');
  return and(
    term === undefined
      ? undefined
      : or(
          ilike(userSearchText, term),
          digits && digits !== search ? ilike(userSearchText, containsPattern(digits)) : undefined,
        ),
    access === UserAccessFilter.blocked ? isNotNull(users.blockedAt) : undefined,
    access === UserAccessFilter.locked ? sql`${lockedUntil} > now()` : undefined,
    access === UserAccessFilter.staff ? eq(users.isStaff, true) : undefined,
    access === UserAccessFilter.password_change_forced ? eq(users.forcePasswordChange, true) : undefined,
  );
}

export async function countUsers(db: Database, query: OperatorUsersQuery): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(whereOf(query));
  return row?.n ?? 0;
}

/** One page of the queue in the query's order (ties by id, so pages never overlap). */
export async function usersPage(db: Database, query: OperatorUsersQuery): Promise<UserWithSignIn[]> {
  const rows = await db
    .select({
      user: users,
      lastSignIn: lastSignIn.mapWith(userActivities.createdAt),
      lockedUntil: lockedUntil.mapWith(users.lockedUntil),
    })
    .from(users)
    .where(whereOf(query))
    .orderBy(
      ...queueOrder(
        query.ordering,
        {
          created: users.createdAt,
          email: users.email,
          name: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
          // Never signed in sorts as the oldest.
          last_sign_in: sql`coalesce(${lastSignIn}, '-infinity'::timestamptz)`,
        },
        users.id,
      ),
    )
    .offset((query.page - 1) * query.page_size)
    .limit(query.page_size);
  return rows.map(({ user, ...derived }) => ({ ...user, ...derived }));
}

export async function findUserWithSignIn(db: Database, id: number): Promise<UserWithSignIn | undefined> {
  const [row] = await db
    .select({
      user: users,
      lastSignIn: lastSignIn.mapWith(userActivities.createdAt),
      lockedUntil: lockedUntil.mapWith(users.lockedUntil),
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row && { ...row.user, lastSignIn: row.lastSignIn, lockedUntil: row.lockedUntil };
}

export function latestActivities(db: Database, userId: number, limit: number): Promise<UserActivityRow[]> {
  return db
    .select()
    .from(userActivities)
    .where(eq(userActivities.userId, userId))
    .orderBy(desc(userActivities.createdAt), desc(userActivities.id))
    .limit(limit);
}

/** Failed password checks for the address (attempts are kept by the address as typed, lower-cased). */
export function latestFailedSignIns(
  db: Database,
  email: string,
  limit: number,
): Promise<Array<{ ip: string; at: Date }>> {
  return db
    .select({ ip: loginAttempts.ipAddress, at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.email, email.toLowerCase()), eq(loginAttempts.succeeded, false)))
    .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id))
    .limit(limit);
}

/**
 * Lifts a lockout for failed sign-ins: the rule counts failures since the last success, so the
 * operator's unblock is written as one (from no address), and `users.locked_until` is cleared.
 */
export async function liftLockout(db: Database, user: UserRow): Promise<void> {
  await db.insert(loginAttempts).values({ email: user.email.toLowerCase(), ipAddress: 'operator', succeeded: true });
}

export async function countLiveSessions(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  return row?.n ?? 0;
}

export function membershipsOf(
  db: Database,
  userId: number,
): Promise<Array<{ id: number; name: string; role: string }>> {
  return db
    .select({ id: accounts.id, name: accounts.name, role: accountMembers.role })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accountMembers.userId, userId))
    .orderBy(accounts.id);
}
