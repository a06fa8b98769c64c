import type { OperatorAccountsQuery } from '@portal/contract';
import { and, asc, count, eq, gte, ilike, inArray, lt, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  abnLookups,
  accountMembers,
  accounts,
  acnLookups,
  signingAuthorities,
  users,
  type AccountMembership,
  type AccountRow,
  type SigningAuthorityRow,
} from '../../db/schema/index.js';
import type { AbnRecord, AcnRecord } from '../../platform/registers/business-register.js';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
import { accountSearchText, userSearchText } from '../../db/search-text.js';

/**
 * An account as one person on it sees it: the row, their place on it, and the account's saved
 * signing authority (null until chosen), which decides whether they may change it.
 */
export interface MemberAccountRow {
  account: AccountRow;
  userId: number;
  role: AccountMembership;
  isSelected: boolean;
  signingAuthority: SigningAuthorityRow | null;
}

/** A person on an account, with what the users table knows of them. */
export interface AccountMemberView {
  accountId: number;
  userId: number;
  role: AccountMembership;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
}

const memberSelection = {
  account: accounts,
  userId: accountMembers.userId,
  role: accountMembers.role,
  isSelected: accountMembers.isSelected,
  signingAuthority: signingAuthorities,
};

/** The accounts a person is on, by name, a page at a time; the membership join is the access check. */
export async function listMemberAccounts(
  db: Database,
  userId: number,
  limit: number,
  offset: number,
): Promise<{ count: number; rows: MemberAccountRow[] }> {
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(accountMembers).where(eq(accountMembers.userId, userId)),
    db
      .select(memberSelection)
      .from(accountMembers)
      .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
      .leftJoin(signingAuthorities, eq(signingAuthorities.accountId, accountMembers.accountId))
      .where(eq(accountMembers.userId, userId))
      .orderBy(asc(accounts.name), asc(accounts.id))
      .limit(limit)
      .offset(offset),
  ]);
  return { count: total[0]?.n ?? 0, rows };
}

/** One account, only when the person is on it. */
export async function findMemberAccount(
  db: Database,
  userId: number,
  accountId: number,
): Promise<MemberAccountRow | undefined> {
  const [row] = await db
    .select(memberSelection)
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .leftJoin(signingAuthorities, eq(signingAuthorities.accountId, accountMembers.accountId))
    .where(and(eq(accountMembers.userId, userId), eq(accountMembers.accountId, accountId)))
    .limit(1);
  return row;
}

/** Everyone on these accounts, the primary person first. */
export async function membersOf(db: Database, accountIds: readonly number[]): Promise<AccountMemberView[]> {
  if (accountIds.length === 0) return [];
  return db
    .select({
      accountId: accountMembers.accountId,
      userId: accountMembers.userId,
      role: accountMembers.role,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(accountMembers)
    .innerJoin(users, eq(users.id, accountMembers.userId))
    .where(inArray(accountMembers.accountId, [...accountIds]))
    .orderBy(asc(accountMembers.accountId), asc(accountMembers.role), asc(accountMembers.createdAt), asc(users.id));
}

export async function insertAccount(db: Database, values: typeof accounts.$inferInsert): Promise<AccountRow> {
  const [row] = await db.insert(accounts).values(values).returning();
  return row!;
}

export async function insertMember(
  db: Database,
  values: { accountId: number; userId: number; role: AccountMembership },
): Promise<void> {
  await db.insert(accountMembers).values(values);
}

export async function updateAccount(
  db: Database,
  accountId: number,
  changes: Partial<typeof accounts.$inferInsert>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(accounts).set(changes).where(eq(accounts.id, accountId));
}

/** The person's selected account becomes this one (at most one is selected: a partial unique index). */
export async function selectMemberAccount(db: Database, userId: number, accountId: number): Promise<void> {
  await db
    .update(accountMembers)
    .set({ isSelected: false })
    .where(
      and(
        eq(accountMembers.userId, userId),
        eq(accountMembers.isSelected, true),
        ne(accountMembers.accountId, accountId),
      ),
    );
  await db
    .update(accountMembers)
    .set({ isSelected: true })
    .where(and(eq(accountMembers.userId, userId), eq(accountMembers.accountId, accountId)));
}

export async function findSelectedAccountId(db: Database, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: accountMembers.accountId })
    .from(accountMembers)
    .where(and(eq(accountMembers.userId, userId), eq(accountMembers.isSelected, true)))
    .limit(1);
  return row?.id ?? null;
}

/** Whether the person is on any account (their own registration has reached an account). */
export async function holdsAnAccount(db: Database, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: accountMembers.accountId })
    .from(accountMembers)
    .where(eq(accountMembers.userId, userId))
    .limit(1);
  return row !== undefined;
}

// The operator's view: every account, whoever is on it.

/** Accounts matching the queue's status and search (name, ABN, ACN, or a member's name or e-mail). */
function operatorAccountsWhere(db: Database, query: OperatorAccountsQuery) {
  const pattern = query.search === undefined ? undefined : containsPattern(query.search);
  // A union of two id lists each answered by a trigram index: an OR of the account's fields with
  // its members' would read every account (see src/db/search-text.ts).
  const matching =
    pattern === undefined
      ? undefined
      : inArray(
          accounts.id,
          db
            .select({ id: accounts.id })
            .from(accounts)
            .where(ilike(accountSearchText, pattern))
            .union(
              db
                .select({ id: accountMembers.accountId })
                .from(accountMembers)
                .innerJoin(users, eq(users.id, accountMembers.userId))
                .where(ilike(userSearchText, pattern)),
            ),
        );
  return and(query.status ? eq(accounts.status, query.status) : undefined, matching);
}

/** One page of the accounts queue in its ordering, and how many match in all. */
export async function operatorAccountsPage(
  db: Database,
  query: OperatorAccountsQuery,
): Promise<{ count: number; rows: AccountRow[] }> {
  const where = operatorAccountsWhere(db, query);
  const [total] = await db.select({ n: count() }).from(accounts).where(where);
  const rows = await db
    .select()
    .from(accounts)
    .where(where)
    .orderBy(
      ...queueOrder(
        query.ordering,
        { name: accounts.name, type: accounts.accountType, status: accounts.status, created_at: accounts.createdAt },
        accounts.id,
      ),
    )
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  return { count: total?.n ?? 0, rows };
}

export async function findAccount(db: Database, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row;
}

export async function accountIdByExternalCode(db: Database, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.externalCode, code)).limit(1);
  return row?.id;
}

// The registers' answers.

export async function findAbnAnswer(
  db: Database,
  abn: string,
): Promise<{ record: AbnRecord; fetchedAt: Date } | undefined> {
  const [row] = await db
    .select({ record: abnLookups.record, fetchedAt: abnLookups.fetchedAt })
    .from(abnLookups)
    .where(eq(abnLookups.abn, abn))
    .limit(1);
  return row;
}

export async function saveAbnAnswer(db: Database, record: AbnRecord, fetchedAt: Date): Promise<void> {
  await db
    .insert(abnLookups)
    .values({ abn: record.abn, record, fetchedAt })
    .onConflictDoUpdate({ target: abnLookups.abn, set: { record, fetchedAt } });
}

export async function findAcnAnswer(
  db: Database,
  sessionId: number,
  acn: string,
  since: Date,
): Promise<AcnRecord | undefined> {
  const [row] = await db
    .select({ record: acnLookups.record })
    .from(acnLookups)
    .where(and(eq(acnLookups.sessionId, sessionId), eq(acnLookups.acn, acn), gte(acnLookups.fetchedAt, since)))
    .limit(1);
  return row?.record;
}

/** Keeps the session's answer, and clears every session's answers from before `expiredBefore`. */
export async function saveAcnAnswer(
  db: Database,
  sessionId: number,
  record: AcnRecord,
  fetchedAt: Date,
  expiredBefore: Date,
): Promise<void> {
  await db.delete(acnLookups).where(lt(acnLookups.fetchedAt, expiredBefore));
  await db
    .insert(acnLookups)
    .values({ sessionId, acn: record.acn, record, fetchedAt })
    .onConflictDoUpdate({ target: [acnLookups.sessionId, acnLookups.acn], set: { record, fetchedAt } });
}

/** The account's primary person, if it has one yet (an account the provider prepared has none). */
export async function findPrimaryMemberId(db: Database, accountId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: accountMembers.userId })
    .from(accountMembers)
    .where(and(eq(accountMembers.accountId, accountId), eq(accountMembers.role, 'primary')))
    .limit(1);
  return row?.userId;
}
