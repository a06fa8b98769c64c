import { EnvelopeStatus, SignerStatus } from '@portal/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { signingEnvelopes } from '../../db/schema/index.js';
import { signersOf } from './signing.repository.js';

/** An envelope still out for signature, with who has yet to sign it and how many signatures are still owed. */
export interface OpenAccountEnvelope {
  id: number;
  kind: (typeof signingEnvelopes.$inferSelect)['kind'];
  title: string;
  createdAt: Date;
  /** Signers who have not answered, in the order they were asked. */
  stillToSign: Array<{ userId: number | null; name: string }>;
  /** Signatures still needed (fewer than `stillToSign` when any one of them may complete it). */
  signaturesOwed: number;
}

/** The account's envelopes out for signature, oldest first (the account's open requests read them). */
export async function openAccountEnvelopes(db: Database, accountId: number): Promise<OpenAccountEnvelope[]> {
  const envelopes = await db
    .select()
    .from(signingEnvelopes)
    .where(and(eq(signingEnvelopes.accountId, accountId), eq(signingEnvelopes.status, EnvelopeStatus.sent)))
    .orderBy(asc(signingEnvelopes.createdAt), asc(signingEnvelopes.id));
  if (envelopes.length === 0) return [];
  const signers = await signersOf(
    db,
    envelopes.map((e) => e.id),
  );
  return envelopes.map((envelope) => {
    const own = signers.filter((s) => s.envelopeId === envelope.id);
    const signed = own.filter((s) => s.status === SignerStatus.signed).length;
    const open = own.filter((s) => s.status === SignerStatus.sent || s.status === SignerStatus.viewed);
    return {
      id: envelope.id,
      kind: envelope.kind,
      title: envelope.title,
      createdAt: envelope.createdAt,
      stillToSign: open.map((s) => ({ userId: s.userId, name: s.name })),
      signaturesOwed: Math.max(Math.min(envelope.requirement.required - signed, open.length), 0),
    };
  });
}
