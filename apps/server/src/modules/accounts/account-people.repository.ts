import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accountMembers,
  accountPeople,
  accounts,
  type AccountPersonKind,
  type AccountPersonRow,
  type AccountRow,
} from '../../db/schema/index.js';

/** The people of these accounts, oldest first; those removed too when asked (their ACN prefills stay used). */
export async function peopleOf(
  db: Database,
  accountIds: readonly number[],
  options: { withRemoved?: boolean } = {},
): Promise<AccountPersonRow[]> {
  if (accountIds.length === 0) return [];
  return db
    .select()
    .from(accountPeople)
    .where(
      and(
        inArray(accountPeople.accountId, [...accountIds]),
        options.withRemoved ? undefined : isNull(accountPeople.removedAt),
      ),
    )
    .orderBy(asc(accountPeople.accountId), asc(accountPeople.createdAt), asc(accountPeople.id));
}

/** The officeholder ids an account's people were ever prefilled from (removed people included). */
export async function usedAcnUuids(db: Database, accountId: number): Promise<Set<string>> {
  const rows = await db
    .select({ acnUuid: accountPeople.acnUuid })
    .from(accountPeople)
    .where(eq(accountPeople.accountId, accountId));
  return new Set(rows.flatMap((r) => (r.acnUuid ? [r.acnUuid] : [])));
}

export async function findPerson(
  db: Database,
  accountId: number,
  personId: number,
  kind: AccountPersonKind,
): Promise<AccountPersonRow | undefined> {
  const [row] = await db
    .select()
    .from(accountPeople)
    .where(
      and(
        eq(accountPeople.id, personId),
        eq(accountPeople.accountId, accountId),
        eq(accountPeople.kind, kind),
        isNull(accountPeople.removedAt),
      ),
    )
    .limit(1);
  return row;
}

export async function insertPeople(
  db: Database,
  values: Array<typeof accountPeople.$inferInsert>,
): Promise<AccountPersonRow[]> {
  if (values.length === 0) return [];
  return db.insert(accountPeople).values(values).returning();
}

export async function updatePerson(
  db: Database,
  personId: number,
  changes: Partial<typeof accountPeople.$inferInsert>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db.update(accountPeople).set(changes).where(eq(accountPeople.id, personId));
}

export async function removePeople(db: Database, personIds: readonly number[], at: Date): Promise<void> {
  if (personIds.length === 0) return;
  await db
    .update(accountPeople)
    .set({ removedAt: at })
    .where(and(inArray(accountPeople.id, [...personIds]), isNull(accountPeople.removedAt)));
}

export async function saveAcnLookupData(
  db: Database,
  accountId: number,
  data: NonNullable<AccountRow['acnLookupData']>,
): Promise<void> {
  await db.update(accounts).set({ acnLookupData: data }).where(eq(accounts.id, accountId));
}

/**
 * The invitee has joined: the person gets their sign-in and becomes a secondary member of the
 * account (kept if they were one already). Returns false when the person is gone (removed).
 */
export async function joinPerson(db: Database, personId: number, userId: number): Promise<boolean> {
  const [person] = await db
    .update(accountPeople)
    .set({ userId })
    .where(and(eq(accountPeople.id, personId), isNull(accountPeople.removedAt)))
    .returning({ accountId: accountPeople.accountId });
  if (!person) return false;
  await db
    .insert(accountMembers)
    .values({ accountId: person.accountId, userId, role: 'secondary' })
    .onConflictDoNothing();
  return true;
}

/** A removed person who had joined leaves the account's members too. */
export async function removeSecondaryMember(db: Database, accountId: number, userId: number): Promise<void> {
  await db
    .delete(accountMembers)
    .where(
      and(
        eq(accountMembers.accountId, accountId),
        eq(accountMembers.userId, userId),
        eq(accountMembers.role, 'secondary'),
      ),
    );
}
