import { IpsStatus } from '@portal/contract';
import type { Database } from '../../db/client.js';
import { returnInvestmentPolicyToDraft } from '../investment-policies/index.js';
import { findEnvelope } from '../signing/index.js';

/**
 * A changed statement's envelope stopped unsigned (a signer declined, or staff voided it): the
 * statement returns to draft so its primary user can change it and send it again; the active one
 * stays. An application's envelope leaves everything as it is (README: staff contact the investor).
 */
export async function returnStatementOfStoppedEnvelope(db: Database, envelopeId: number): Promise<void> {
  const envelope = await findEnvelope(db, envelopeId);
  if (envelope?.kind !== 'ips_change' || envelope.subjectId === null) return;
  await returnInvestmentPolicyToDraft(db, envelope.subjectId, IpsStatus.awaiting_signature, new Date());
}
