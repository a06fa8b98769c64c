import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { EnvelopeKind } from '@portal/contract';
import type { Database } from '../../db/client.js';
import {
  signingEnvelopeDocuments,
  signingEnvelopeEvents,
  signingEnvelopes,
  type SigningEnvelopeDocumentRow,
  type SigningEnvelopeEventRow,
  type SigningEnvelopeRow,
  type SigningEnvelopeSignerRow,
} from '../../db/schema/index.js';
import { documentsOf, findEnvelope, signersOf } from './signing.repository.js';

/** An envelope with everything its certificate of completion states. */
export interface EnvelopeRecord {
  envelope: SigningEnvelopeRow;
  documents: SigningEnvelopeDocumentRow[];
  signers: SigningEnvelopeSignerRow[];
  events: SigningEnvelopeEventRow[];
}

/** What sealing reads of an envelope (the module that seals is not this one). */
export async function envelopeRecord(db: Database, envelopeId: number): Promise<EnvelopeRecord | undefined> {
  const envelope = await findEnvelope(db, envelopeId);
  if (!envelope) return undefined;
  const [documents, signers, events] = await Promise.all([
    documentsOf(db, envelopeId),
    signersOf(db, [envelopeId]),
    db
      .select()
      .from(signingEnvelopeEvents)
      .where(eq(signingEnvelopeEvents.envelopeId, envelopeId))
      .orderBy(asc(signingEnvelopeEvents.at), asc(signingEnvelopeEvents.id)),
  ]);
  return { envelope, documents, signers, events };
}

/** The newest envelope sent for this subject (a retried job must not send a second one). */
export async function findEnvelopeFor(
  db: Database,
  accountId: number,
  kind: EnvelopeKind,
  subjectId: number,
): Promise<SigningEnvelopeRow | undefined> {
  const [row] = await db
    .select()
    .from(signingEnvelopes)
    .where(
      and(
        eq(signingEnvelopes.accountId, accountId),
        eq(signingEnvelopes.kind, kind),
        eq(signingEnvelopes.subjectId, subjectId),
      ),
    )
    .orderBy(desc(signingEnvelopes.id))
    .limit(1);
  return row;
}

/**
 * Keeps the sealed copy on the envelope's document. False when another run sealed it first: the
 * caller then leaves its own copy unpublished.
 */
export async function recordSealedDocument(
  db: Database,
  documentId: number,
  sealed: { storageKey: string; sizeBytes: number; sha256: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(signingEnvelopeDocuments)
    .set({
      sealedStorageKey: sealed.storageKey,
      sealedSizeBytes: sealed.sizeBytes,
      sealedSha256: sealed.sha256,
      sealedAt: sealed.at,
    })
    .where(and(eq(signingEnvelopeDocuments.id, documentId), isNull(signingEnvelopeDocuments.sealedStorageKey)))
    .returning({ id: signingEnvelopeDocuments.id });
  return rows.length > 0;
}
