import { and, asc, desc, eq, gt, or } from 'drizzle-orm';
import { EnvelopeStatus, SignerStatus } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { signingEnvelopeSigners, signingEnvelopes } from '../../db/schema/index.js';

/** Spec 2 §3 IPS `sign_change_request`: the account's application envelope as one person sees it. */
export interface SignChangeRequest {
  id: number;
  can_sign: boolean;
  is_sign_url_available: boolean;
  is_viewed: boolean;
}

/** A signer asked and still to answer. */
export const OPEN_SIGNER: readonly SignerStatus[] = [SignerStatus.sent, SignerStatus.viewed];

/** A statement as the envelopes find it. */
export interface StatementRef {
  accountId: number;
  id: number;
  createdAt: Date;
}

/**
 * The envelopes that carry a statement: its own (a change after activation), or an application's
 * sent after it was started (a change is started after the application was signed, so no
 * application envelope carries it).
 */
const carries = (statement: StatementRef) =>
  and(
    eq(signingEnvelopes.accountId, statement.accountId),
    or(
      and(eq(signingEnvelopes.kind, 'application'), gt(signingEnvelopes.createdAt, statement.createdAt)),
      and(eq(signingEnvelopes.kind, 'ips_change'), eq(signingEnvelopes.subjectId, statement.id)),
    ),
  );

/**
 * The newest envelope carrying the statement still out for signature (the application's, or the
 * statement's own after activation), with whether `userId` signs it now (asked, not yet signed or
 * declined), whether a signing page can be had, and whether they have opened it; null when none
 * is out. The investment policy statement shows it.
 */
export async function signChangeRequestFor(
  db: Database,
  statement: StatementRef,
  userId: number,
): Promise<SignChangeRequest | null> {
  const [envelope] = await db
    .select()
    .from(signingEnvelopes)
    .where(and(carries(statement), eq(signingEnvelopes.status, EnvelopeStatus.sent)))
    .orderBy(desc(signingEnvelopes.id))
    .limit(1);
  if (!envelope) return null;
  const [signer] = await db
    .select()
    .from(signingEnvelopeSigners)
    .where(and(eq(signingEnvelopeSigners.envelopeId, envelope.id), eq(signingEnvelopeSigners.userId, userId)))
    .limit(1);
  const canSign = signer !== undefined && OPEN_SIGNER.includes(signer.status);
  return {
    id: envelope.id,
    can_sign: canSign,
    is_sign_url_available: canSign && envelope.providerEnvelopeId !== null,
    is_viewed: signer?.viewedAt != null,
  };
}

/**
 * Who was asked to sign the statement and where each stands, from the newest envelope carrying
 * it (spec 2 §3 `approvers`); null before it was sent for signature.
 */
export async function statementSignersFor(
  db: Database,
  statement: StatementRef,
): Promise<Array<{ userId: number | null; name: string; status: SignerStatus }> | null> {
  const [envelope] = await db
    .select({ id: signingEnvelopes.id })
    .from(signingEnvelopes)
    .where(carries(statement))
    .orderBy(desc(signingEnvelopes.id))
    .limit(1);
  if (!envelope) return null;
  return db
    .select({
      userId: signingEnvelopeSigners.userId,
      name: signingEnvelopeSigners.name,
      status: signingEnvelopeSigners.status,
    })
    .from(signingEnvelopeSigners)
    .where(eq(signingEnvelopeSigners.envelopeId, envelope.id))
    .orderBy(asc(signingEnvelopeSigners.id));
}
