import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ENVELOPE_ORDERINGS, EnvelopeStatus, QueueOrdering, SignerStatus } from '@portal/contract';
import { containsPattern } from '../../db/like-pattern.js';
import { queueOrder } from '../../db/queue-order.js';
import type { Database } from '../../db/client.js';
import {
  accounts,
  signingEnvelopeDocuments,
  signingEnvelopeEvents,
  signingEnvelopes,
  signingEnvelopeSigners,
  type SigningEnvelopeDocumentRow,
  type SigningEnvelopeRow,
  type SigningEnvelopeSignerRow,
} from '../../db/schema/index.js';

export async function insertEnvelope(
  db: Database,
  values: typeof signingEnvelopes.$inferInsert,
): Promise<SigningEnvelopeRow> {
  const [row] = await db.insert(signingEnvelopes).values(values).returning();
  return row!;
}

export async function insertDocuments(
  db: Database,
  values: Array<typeof signingEnvelopeDocuments.$inferInsert>,
): Promise<SigningEnvelopeDocumentRow[]> {
  return values.length === 0 ? [] : db.insert(signingEnvelopeDocuments).values(values).returning();
}

export async function insertSigners(
  db: Database,
  values: Array<typeof signingEnvelopeSigners.$inferInsert>,
): Promise<SigningEnvelopeSignerRow[]> {
  return values.length === 0 ? [] : db.insert(signingEnvelopeSigners).values(values).returning();
}

export async function insertEvents(db: Database, values: Array<typeof signingEnvelopeEvents.$inferInsert>) {
  if (values.length > 0) await db.insert(signingEnvelopeEvents).values(values);
}

export async function findEnvelope(db: Database, id: number): Promise<SigningEnvelopeRow | undefined> {
  const [row] = await db.select().from(signingEnvelopes).where(eq(signingEnvelopes.id, id)).limit(1);
  return row;
}

export async function updateEnvelope(db: Database, id: number, values: Partial<typeof signingEnvelopes.$inferInsert>) {
  await db.update(signingEnvelopes).set(values).where(eq(signingEnvelopes.id, id));
}

export async function findSigner(db: Database, id: number): Promise<SigningEnvelopeSignerRow | undefined> {
  const [row] = await db.select().from(signingEnvelopeSigners).where(eq(signingEnvelopeSigners.id, id)).limit(1);
  return row;
}

export async function findSignerByTokenHash(db: Database, hash: string): Promise<SigningEnvelopeSignerRow | undefined> {
  const [row] = await db
    .select()
    .from(signingEnvelopeSigners)
    .where(eq(signingEnvelopeSigners.linkTokenHash, hash))
    .limit(1);
  return row;
}

export async function findSignerOfUser(
  db: Database,
  envelopeId: number,
  userId: number,
): Promise<SigningEnvelopeSignerRow | undefined> {
  const [row] = await db
    .select()
    .from(signingEnvelopeSigners)
    .where(and(eq(signingEnvelopeSigners.envelopeId, envelopeId), eq(signingEnvelopeSigners.userId, userId)))
    .limit(1);
  return row;
}

export async function signersOf(db: Database, envelopeIds: readonly number[]): Promise<SigningEnvelopeSignerRow[]> {
  if (envelopeIds.length === 0) return [];
  return db
    .select()
    .from(signingEnvelopeSigners)
    .where(inArray(signingEnvelopeSigners.envelopeId, [...envelopeIds]))
    .orderBy(asc(signingEnvelopeSigners.id));
}

export async function documentsOf(db: Database, envelopeId: number): Promise<SigningEnvelopeDocumentRow[]> {
  return db
    .select()
    .from(signingEnvelopeDocuments)
    .where(eq(signingEnvelopeDocuments.envelopeId, envelopeId))
    .orderBy(asc(signingEnvelopeDocuments.position));
}

/**
 * Moves a signer on only from one of `from`: the update is the check, so two requests racing to
 * sign record one signature. Undefined when the signer had already moved on.
 */
export async function moveSigner(
  db: Database,
  signerId: number,
  from: readonly SignerStatus[],
  values: Partial<typeof signingEnvelopeSigners.$inferInsert>,
): Promise<SigningEnvelopeSignerRow | undefined> {
  const [row] = await db
    .update(signingEnvelopeSigners)
    .set(values)
    .where(and(eq(signingEnvelopeSigners.id, signerId), inArray(signingEnvelopeSigners.status, [...from])))
    .returning();
  return row;
}

export async function updateSigner(
  db: Database,
  signerId: number,
  values: Partial<typeof signingEnvelopeSigners.$inferInsert>,
) {
  await db.update(signingEnvelopeSigners).set(values).where(eq(signingEnvelopeSigners.id, signerId));
}

/** The envelopes still open in which this person is asked to sign. */
export async function openEnvelopesOfSigner(
  db: Database,
  userId: number,
  statuses: readonly EnvelopeStatus[],
): Promise<Array<{ envelope: SigningEnvelopeRow; signer: SigningEnvelopeSignerRow }>> {
  return db
    .select({ envelope: signingEnvelopes, signer: signingEnvelopeSigners })
    .from(signingEnvelopeSigners)
    .innerJoin(signingEnvelopes, eq(signingEnvelopes.id, signingEnvelopeSigners.envelopeId))
    .where(and(eq(signingEnvelopeSigners.userId, userId), inArray(signingEnvelopes.status, [...statuses])))
    .orderBy(asc(signingEnvelopes.createdAt), asc(signingEnvelopes.id));
}

/** Removes an envelope that never reached its provider (its documents, signers and events go with it). */
export async function deleteEnvelope(db: Database, id: number) {
  await db.delete(signingEnvelopes).where(eq(signingEnvelopes.id, id));
}

/** Envelopes newest first, with their account's name (the operator's list). */
type EnvelopeOrderingField = (typeof ENVELOPE_ORDERINGS)[number];

export interface EnvelopeQueueFilter {
  status?: EnvelopeStatus | undefined;
  accountId?: number | undefined;
  /** Matched in the account's name and the signers' names and e-mail addresses, any case. */
  search?: string | undefined;
}

function envelopeQueueWhere(filter: EnvelopeQueueFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.status) where.push(eq(signingEnvelopes.status, filter.status));
  if (filter.accountId !== undefined) where.push(eq(signingEnvelopes.accountId, filter.accountId));
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    where.push(or(ilike(accounts.name, pattern), signerMatching(pattern))!);
  }
  return and(...where);
}

/** A signer of the envelope whose name or e-mail address matches. */
function signerMatching(pattern: string): SQL {
  return sql`exists (select 1 from ${signingEnvelopeSigners} where ${signingEnvelopeSigners.envelopeId} = ${signingEnvelopes.id} and (${signingEnvelopeSigners.name} ilike ${pattern} or ${signingEnvelopeSigners.email} ilike ${pattern}))`;
}

export async function countEnvelopes(db: Database, filter: EnvelopeQueueFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(signingEnvelopes)
    .innerJoin(accounts, eq(accounts.id, signingEnvelopes.accountId))
    .where(envelopeQueueWhere(filter));
  return row?.n ?? 0;
}

/** One page of the envelopes queue in the order asked, the id breaking ties. */
export async function listEnvelopes(
  db: Database,
  filter: EnvelopeQueueFilter,
  page: { ordering: QueueOrdering<EnvelopeOrderingField>; offset: number; limit: number },
): Promise<Array<{ envelope: SigningEnvelopeRow; accountName: string }>> {
  return db
    .select({ envelope: signingEnvelopes, accountName: accounts.name })
    .from(signingEnvelopes)
    .innerJoin(accounts, eq(accounts.id, signingEnvelopes.accountId))
    .where(envelopeQueueWhere(filter))
    .orderBy(
      ...queueOrder(
        page.ordering,
        {
          created: signingEnvelopes.createdAt,
          status: signingEnvelopes.status,
          account_name: accounts.name,
          title: signingEnvelopes.title,
          id: signingEnvelopes.id,
        },
        signingEnvelopes.id,
      ),
    )
    .offset(page.offset)
    .limit(page.limit);
}

/**
 * Finishes an envelope only while it is still out for signature: the update is the check, so a
 * signature racing a withdrawal leaves one of them. Undefined when it had finished already.
 */
export async function finishOpenEnvelope(
  db: Database,
  id: number,
  values: Pick<typeof signingEnvelopes.$inferInsert, 'status' | 'finishedAt'>,
): Promise<SigningEnvelopeRow | undefined> {
  const [row] = await db
    .update(signingEnvelopes)
    .set(values)
    .where(and(eq(signingEnvelopes.id, id), eq(signingEnvelopes.status, 'sent')))
    .returning();
  return row;
}

/** Whether the envelope's `nth` automatic reminder went out already (a job run twice sends it once). */
export async function hasScheduledReminder(db: Database, envelopeId: number, nth: number): Promise<boolean> {
  const [row] = await db
    .select({ id: signingEnvelopeEvents.id })
    .from(signingEnvelopeEvents)
    .where(
      and(
        eq(signingEnvelopeEvents.envelopeId, envelopeId),
        eq(signingEnvelopeEvents.event, 'reminded'),
        sql`${signingEnvelopeEvents.details} @> ${JSON.stringify({ scheduled: nth })}::jsonb`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
