import { and, asc, count, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import {
  accountAdvisors,
  accountMembers,
  accounts,
  advisorContactRequests,
  advisors,
  clientServiceSettings,
  meetingBookings,
  users,
  type AccountRow,
  type AdvisorContactRequestRow,
  type AdvisorRow,
  type ClientServiceSettingsRow,
  type MeetingBookingRow,
  type NewAdvisorRow,
} from '../../db/schema/index.js';

/** The advisors serving any account the user is on, each once, in the order they were added. */
export function listAdvisorsOfUser(db: Database, userId: number): Promise<AdvisorRow[]> {
  return db
    .selectDistinct({ advisor: advisors })
    .from(accountMembers)
    .innerJoin(accountAdvisors, eq(accountAdvisors.accountId, accountMembers.accountId))
    .innerJoin(advisors, eq(advisors.id, accountAdvisors.advisorId))
    .where(eq(accountMembers.userId, userId))
    .orderBy(asc(advisors.id))
    .then((rows) => rows.map((r) => r.advisor));
}

/** The advisor, only when they serve one of the user's accounts: anyone else's looks missing. */
export async function findAdvisorOfUser(
  db: Database,
  userId: number,
  advisorId: number,
): Promise<AdvisorRow | undefined> {
  const [row] = await db
    .select({ advisor: advisors })
    .from(advisors)
    .innerJoin(accountAdvisors, eq(accountAdvisors.advisorId, advisors.id))
    .innerJoin(
      accountMembers,
      and(eq(accountMembers.accountId, accountAdvisors.accountId), eq(accountMembers.userId, userId)),
    )
    .where(eq(advisors.id, advisorId))
    .limit(1);
  return row?.advisor;
}

export async function insertContactRequest(
  db: Database,
  values: typeof advisorContactRequests.$inferInsert,
): Promise<AdvisorContactRequestRow> {
  const [row] = await db.insert(advisorContactRequests).values(values).returning();
  return row!;
}

export async function countContactRequestsSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(advisorContactRequests)
    .where(and(eq(advisorContactRequests.userId, userId), gt(advisorContactRequests.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertMeetingBooking(
  db: Database,
  values: typeof meetingBookings.$inferInsert,
): Promise<MeetingBookingRow> {
  const [row] = await db.insert(meetingBookings).values(values).returning();
  return row!;
}

export async function countMeetingBookingsSince(db: Database, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(meetingBookings)
    .where(and(eq(meetingBookings.userId, userId), gt(meetingBookings.createdAt, since)));
  return row?.n ?? 0;
}

/** Names of the user's accounts, for the e-mails that tell an advisor or the booking team who wrote. */
export async function accountNamesOfUser(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ name: accounts.name })
    .from(accountMembers)
    .innerJoin(accounts, eq(accounts.id, accountMembers.accountId))
    .where(eq(accountMembers.userId, userId))
    .orderBy(asc(accounts.name));
  return rows.map((r) => r.name);
}

export async function findClientServiceSettings(
  db: Database,
  tenantId: number,
): Promise<ClientServiceSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(clientServiceSettings)
    .where(eq(clientServiceSettings.tenantId, tenantId))
    .limit(1);
  return row;
}

export async function upsertClientServiceSettings(
  db: Database,
  tenantId: number,
  values: Partial<Omit<typeof clientServiceSettings.$inferInsert, 'tenantId'>>,
): Promise<ClientServiceSettingsRow> {
  const [row] = await db
    .insert(clientServiceSettings)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: clientServiceSettings.tenantId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

// --- Operator ---------------------------------------------------------------------------------

export async function insertAdvisor(db: Database, values: NewAdvisorRow): Promise<AdvisorRow> {
  const [row] = await db.insert(advisors).values(values).returning();
  return row!;
}

export async function updateAdvisor(
  db: Database,
  id: number,
  values: Partial<NewAdvisorRow>,
): Promise<AdvisorRow | undefined> {
  const [row] = await db
    .update(advisors)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(advisors.id, id))
    .returning();
  return row;
}

export async function findAdvisor(db: Database, id: number): Promise<AdvisorRow | undefined> {
  const [row] = await db.select().from(advisors).where(eq(advisors.id, id)).limit(1);
  return row;
}

export function listAdvisors(db: Database): Promise<AdvisorRow[]> {
  return db.select().from(advisors).orderBy(asc(advisors.id));
}

/** Account codes per advisor id. */
export async function accountCodesByAdvisor(db: Database, advisorIds: number[]): Promise<Map<number, string[]>> {
  const byAdvisor = new Map<number, string[]>(advisorIds.map((id) => [id, []]));
  if (advisorIds.length === 0) return byAdvisor;
  const rows = await db
    .select({ advisorId: accountAdvisors.advisorId, code: accounts.externalCode })
    .from(accountAdvisors)
    .innerJoin(accounts, eq(accounts.id, accountAdvisors.accountId))
    .where(inArray(accountAdvisors.advisorId, advisorIds))
    .orderBy(asc(accounts.externalCode));
  // Accounts still in setup have no code yet: nothing to name them by here.
  for (const row of rows) if (row.code !== null) byAdvisor.get(row.advisorId)?.push(row.code);
  return byAdvisor;
}

export async function findAccountByCode(db: Database, code: string): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(accounts).where(eq(accounts.externalCode, code)).limit(1);
  return row;
}

export async function accountIdsOfUserEmail(db: Database, email: string): Promise<number[] | undefined> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (!user) return undefined;
  const rows = await db
    .select({ accountId: accountMembers.accountId })
    .from(accountMembers)
    .where(eq(accountMembers.userId, user.id));
  return rows.map((r) => r.accountId);
}

export async function assignAdvisor(db: Database, advisorId: number, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .insert(accountAdvisors)
    .values(accountIds.map((accountId) => ({ accountId, advisorId })))
    .onConflictDoNothing();
}

export async function unassignAdvisor(db: Database, advisorId: number, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .delete(accountAdvisors)
    .where(and(eq(accountAdvisors.advisorId, advisorId), inArray(accountAdvisors.accountId, accountIds)));
}

export interface StoredClientRequest {
  kind: 'contact' | 'booking';
  id: number;
  userEmail: string;
  sentByEmail: string;
  advisorId: number | null;
  preferredDate: string | null;
  preferredTime: MeetingBookingRow['preferredTime'];
  text: string;
  createdAt: Date;
}

/** Messages to advisors and meeting bookings, newest first, for the provider's staff. */
export async function listClientRequests(db: Database, limit: number): Promise<StoredClientRequest[]> {
  const client = alias(users, 'client');
  const sender = alias(users, 'sender');
  const [contacts, bookings] = await Promise.all([
    db
      .select({
        id: advisorContactRequests.id,
        userEmail: client.email,
        sentByEmail: sender.email,
        advisorId: advisorContactRequests.advisorId,
        text: advisorContactRequests.body,
        createdAt: advisorContactRequests.createdAt,
      })
      .from(advisorContactRequests)
      .innerJoin(client, eq(client.id, advisorContactRequests.userId))
      .innerJoin(sender, eq(sender.id, advisorContactRequests.sentById))
      .orderBy(desc(advisorContactRequests.createdAt), desc(advisorContactRequests.id))
      .limit(limit),
    db
      .select({
        id: meetingBookings.id,
        userEmail: client.email,
        sentByEmail: sender.email,
        preferredDate: meetingBookings.preferredDate,
        preferredTime: meetingBookings.preferredTime,
        text: meetingBookings.comment,
        createdAt: meetingBookings.createdAt,
      })
      .from(meetingBookings)
      .innerJoin(client, eq(client.id, meetingBookings.userId))
      .innerJoin(sender, eq(sender.id, meetingBookings.sentById))
      .orderBy(desc(meetingBookings.createdAt), desc(meetingBookings.id))
      .limit(limit),
  ]);
  return [
    ...contacts.map((c) => ({ ...c, kind: 'contact' as const, preferredDate: null, preferredTime: null })),
    ...bookings.map((b) => ({ ...b, kind: 'booking' as const, advisorId: null })),
  ]
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .slice(0, limit);
}
