import { and, desc, eq } from 'drizzle-orm';
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

/**
 * The newest application envelope of the account still out for signature, with whether `userId`
 * signs it now (asked, not yet signed or declined), whether a signing page can be had, and
 * whether they have opened it; null when none is out. The investment policy statement shows it.
 */
export async function signChangeRequestFor(
  db: Database,
  accountId: number,
  userId: number,
): Promise<SignChangeRequest | null> {
  const [envelope] = await db
    .select()
    .from(signingEnvelopes)
    .where(
      and(
        eq(signingEnvelopes.accountId, accountId),
        eq(signingEnvelopes.kind, 'application'),
        eq(signingEnvelopes.status, EnvelopeStatus.sent),
      ),
    )
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
