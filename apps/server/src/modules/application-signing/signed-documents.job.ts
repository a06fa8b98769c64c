import { createHash } from 'node:crypto';
import { newSecret } from '../../platform/secrets.js';
import { EnvelopeStatus, type EnvelopeEventName } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { TimestampRequester } from '../../platform/e-sign/seal/cades-signer.js';
import { sealPdf } from '../../platform/e-sign/seal/pdf-seal.js';
import type { SigningCertificate } from '../../platform/e-sign/seal/signing-certificate.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import {
  APPLICATION_FORM_TITLE,
  INVESTMENT_POLICY_STATEMENT_TITLE,
  loadApplicationFormData,
  loadIpsDocumentData,
  renderApplicationForm,
  renderInvestmentPolicyStatement,
  type ApplicationFormData,
  type CompletionRecord,
  type DocumentBranding,
  type IpsDocumentData,
} from '../application-documents/index.js';
import { publishGeneratedDocument } from '../documents/index.js';
import { findOngoingInvestmentPolicy, recordInvestmentPolicySigned } from '../investment-policies/index.js';
import { envelopeRecord, recordSealedDocument, type EnvelopeRecord } from '../signing/index.js';
import { revivedRenderData } from './kept-render-data.js';

/** The queue whose jobs seal a completed application envelope's documents and publish them. */
export const SEAL_APPLICATION_QUEUE = 'application-signing.seal';

export interface SealApplicationPayload {
  envelope_id: number;
}

/** Where the signed documents appear in the account's documents (spec 3 §2.6). */
export const SIGNED_DOCUMENTS_CATEGORY = 'Application documents';

export interface SealDeps {
  db: Database;
  storage: FileStorage;
  log: FastifyBaseLogger;
  brandingOf: (accountId: number) => Promise<DocumentBranding>;
  /** Null outside demo mode without SIGNING_P12_PATH: the documents are published unsealed. */
  certificate: SigningCertificate | null;
  timestamp: TimestampRequester | undefined;
  /** The seal's stated location: the portal's address. */
  location: string;
}

const TITLES: Record<string, string> = {
  application_form: APPLICATION_FORM_TITLE,
  investment_policy_statement: INVESTMENT_POLICY_STATEMENT_TITLE,
};

/**
 * Every required signer signed the application (issue #21 item 3): each document is rendered
 * again with its certificate of completion, sealed, kept on the envelope and published in the
 * account's documents; the statement moves on to the portfolio manager. Outside any transaction
 * but each document's short record; a retry skips the documents already sealed.
 */
export async function sealSignedApplication(deps: SealDeps, job: SealApplicationPayload): Promise<void> {
  const { db } = deps;
  const record = await envelopeRecord(db, job.envelope_id);
  if (!record || record.envelope.status !== EnvelopeStatus.completed) return;
  const accountId = record.envelope.accountId;
  const branding = await deps.brandingOf(accountId);
  // A changed statement's envelope names it; the application's carries the one under way.
  const ips =
    record.envelope.kind === 'ips_change' && record.envelope.subjectId !== null
      ? { id: record.envelope.subjectId }
      : record.documents.some((d) => d.kind === 'investment_policy_statement')
        ? await findOngoingInvestmentPolicy(db, accountId)
        : null;

  for (const doc of record.documents) {
    if (doc.sealedStorageKey) continue;
    const completion = completionRecordOf(record, doc.sha256, branding.applicationName);
    // From the records as they stood when sent; an envelope kept without them (older) reads them now.
    const kept = doc.renderData === null ? null : revivedRenderData(doc.renderData);
    let pdf: Buffer;
    if (doc.kind === 'investment_policy_statement') {
      const data = (kept as IpsDocumentData | null) ?? (ips ? await loadIpsDocumentData(db, ips.id) : null);
      if (!data) throw new Error(`Envelope ${record.envelope.id}: the account has no statement to render`);
      pdf = await renderInvestmentPolicyStatement(data, branding, completion);
    } else {
      const data = (kept as ApplicationFormData | null) ?? (await loadApplicationFormData(db, accountId));
      pdf = await renderApplicationForm(data, branding, completion);
    }
    const final = deps.certificate
      ? await sealPdf(
          pdf,
          deps.certificate,
          {
            reason: 'Signed by every required signer',
            name: branding.applicationName,
            location: deps.location,
          },
          { ...(deps.timestamp ? { timestamp: deps.timestamp } : {}) },
        )
      : pdf;
    // Two copies: the envelope's is kept for good, the account's document may be removed by staff.
    const sealedKey = newSecret();
    const publishedKey = newSecret();
    await deps.storage.put(sealedKey, final, 'application/pdf');
    await deps.storage.put(publishedKey, final, 'application/pdf');
    const title = TITLES[doc.kind] ?? doc.name.replace(/\.pdf$/i, '');
    const now = new Date();
    const published = await db.transaction(async (tx) => {
      const first = await recordSealedDocument(tx, doc.id, {
        storageKey: sealedKey,
        sizeBytes: final.length,
        sha256: createHash('sha256').update(final).digest('hex'),
        at: now,
      });
      if (!first) return false;
      await publishGeneratedDocument(tx, {
        accountId,
        category: SIGNED_DOCUMENTS_CATEGORY,
        description: `${title} (signed)`,
        fileName: `${title} - signed.pdf`,
        storageKey: publishedKey,
        sizeBytes: final.length,
      });
      return true;
    });
    // Another run sealed this document first: its copies stand, these go.
    if (!published) {
      await deps.storage.remove(sealedKey);
      await deps.storage.remove(publishedKey);
    }
  }
  if (ips) await recordInvestmentPolicySigned(db, ips.id, record.envelope.completedAt ?? new Date());
}

/** Every event has its words: a new event name does not compile until it is given some. */
const EVENT_WORDS: Record<EnvelopeEventName, string> = {
  created: 'Envelope created',
  sent: 'Sent for signature',
  link_issued: 'Signing link issued',
  viewed: 'Documents viewed',
  reminded: 'Reminder sent',
  signed: 'Signed',
  declined: 'Declined',
  completed: 'Completed: every required signature',
  expired: 'Expired',
  voided: 'Voided',
};

/** The certificate of completion's content, from the envelope's signers and events. */
export function completionRecordOf(
  record: EnvelopeRecord,
  documentSha256: string,
  portalName: string,
): CompletionRecord {
  const byId = new Map(record.signers.map((s) => [s.id, s]));
  return {
    envelopeReference: record.envelope.providerEnvelopeId ?? `envelope-${record.envelope.id}`,
    documentSha256,
    signers: record.signers.map((s) => ({
      name: s.name,
      email: s.email,
      signedAt: s.signedAt,
      ipAddress: s.ip,
      status: s.status,
    })),
    events: record.events.map((e) => ({
      at: e.at,
      who: (e.signerId !== null ? byId.get(e.signerId)?.name : undefined) ?? portalName,
      what: EVENT_WORDS[e.event] ?? e.event,
      ipAddress: e.ip,
    })),
  };
}
