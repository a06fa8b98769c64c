import {
  SigningMessages as M,
  type OperatorEnvelope,
  type OperatorEnvelopeReminder,
  type OperatorEnvelopesQuery,
  type OperatorEnvelopeSummary,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { SigningEnvelopeRow, SigningEnvelopeSignerRow } from '../../db/schema/index.js';
import { notFound } from '../../plugins/app/http-errors.js';
import { findAccount } from '../accounts/index.js';
import { envelopeRecord } from './envelope-record.js';
import { countEnvelopes, listEnvelopes, signersOf } from './signing.repository.js';
import type { SigningService } from './signing.service.js';

const iso = (at: Date | null): string | null => at?.toISOString() ?? null;

/**
 * Envelopes for staff (`npm run admin -- signing list|show|remind|void`) until the back office
 * has screens: the signing service does the work, this reads and shapes it for the operator API.
 */
export class EnvelopesAdminService {
  constructor(
    private readonly db: Database,
    private readonly signing: SigningService,
  ) {}

  /** A page of the envelopes queue: the matching count and the page's envelopes with their signers. */
  async page(query: OperatorEnvelopesQuery): Promise<{ count: number; results: OperatorEnvelopeSummary[] }> {
    const filter = { status: query.status, accountId: query.account, search: query.search };
    const [total, rows] = await Promise.all([
      countEnvelopes(this.db, filter),
      listEnvelopes(this.db, filter, {
        ordering: query.ordering,
        offset: (query.page - 1) * query.page_size,
        limit: query.page_size,
      }),
    ]);
    const signers = await signersOf(
      this.db,
      rows.map((r) => r.envelope.id),
    );
    return {
      count: total,
      results: rows.map(({ envelope, accountName }) =>
        summaryOf(
          envelope,
          accountName,
          signers.filter((s) => s.envelopeId === envelope.id),
        ),
      ),
    };
  }

  async show(envelopeId: number): Promise<OperatorEnvelope> {
    const record = await envelopeRecord(this.db, envelopeId);
    if (!record) throw notFound(M.envelopeNotFound);
    const account = await findAccount(this.db, record.envelope.accountId);
    const names = new Map(record.signers.map((s) => [s.id, s.name]));
    return {
      ...summaryOf(record.envelope, account?.name ?? '', record.signers),
      signers: record.signers.map((s) => ({
        ...signerOf(s),
        viewed: iso(s.viewedAt),
        signed: iso(s.signedAt),
        declined: iso(s.declinedAt),
        decline_reason: s.declineReason,
        link_expires: iso(s.linkExpiresAt),
      })),
      documents: record.documents.map((d) => ({
        id: d.id,
        name: d.name,
        kind: d.kind,
        sha256: d.sha256,
        sealed_sha256: d.sealedSha256,
      })),
      events: record.events.map((e) => ({
        at: e.at.toISOString(),
        event: e.event,
        signer: e.signerId === null ? null : (names.get(e.signerId) ?? null),
        ip: e.ip,
        details: e.details,
      })),
    };
  }

  async remind(envelopeId: number): Promise<OperatorEnvelopeReminder> {
    const { envelope, reminded } = await this.signing.remind(envelopeId);
    return {
      id: envelope.id,
      reminded: reminded.map(({ signer, linkExpires }) => ({
        id: signer.id,
        name: signer.name,
        email: signer.email,
        link_expires: iso(linkExpires),
      })),
    };
  }

  async void(envelopeId: number, reason: string): Promise<OperatorEnvelope> {
    await this.signing.void(envelopeId, reason);
    return this.show(envelopeId);
  }
}

function signerOf(s: SigningEnvelopeSignerRow) {
  return { id: s.id, name: s.name, email: s.email, status: s.status };
}

function summaryOf(
  envelope: SigningEnvelopeRow,
  accountName: string,
  signers: readonly SigningEnvelopeSignerRow[],
): OperatorEnvelopeSummary {
  return {
    id: envelope.id,
    account: envelope.accountId,
    account_name: accountName,
    kind: envelope.kind,
    title: envelope.title,
    provider: envelope.provider,
    provider_envelope_id: envelope.providerEnvelopeId,
    status: envelope.status,
    created: envelope.createdAt.toISOString(),
    finished: iso(envelope.completedAt ?? envelope.finishedAt),
    signers: signers.map(signerOf),
  };
}
