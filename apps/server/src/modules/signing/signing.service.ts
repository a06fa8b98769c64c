import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  envelopeStatusFor,
  EnvelopeStatus,
  isEnvelopeOpen,
  nextSignerStatus,
  requiredSignatures,
  SignerStatus,
  SigningMessages as M,
  Messages,
  ErrorCode,
  typedNameMatches,
  type ChangeRequestDecision,
  type ChangeRequestToSign,
  type DeclineEnvelope,
  type EnvelopeKind,
  type SignEnvelope,
  type SigningEnvelopeView,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import {
  type signingEnvelopeDocuments,
  type SigningEnvelopeDocumentRow,
  type SigningEnvelopeRow,
  type SigningEnvelopeSignerRow,
} from '../../db/schema/index.js';
import type { ProviderEnvelopeState, SigningProvider } from '../../platform/e-sign/signing-provider.js';
import type { FileStorage } from '../../platform/files/file-storage.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { newSecret, sha256 } from '../../platform/secrets.js';
import { FieldValidationError, HttpError, notFound } from '../../plugins/app/http-errors.js';
import { findAccount, findSigningAuthority, membersOf } from '../accounts/index.js';
import { findPersonalDetail } from '../identity/index.js';
import { AddressRateLimit } from '../support/index.js';
import { LocalSigningProvider, signingPageUrl } from './local-signing-provider.js';
import { signInToSignEmail, signingDeclinedEmail, signingLinkEmail, signingVoidedEmail } from './signing-emails.js';
import {
  documentsOf,
  deleteEnvelope,
  finishOpenEnvelope,
  findEnvelope,
  findSigner,
  findSignerByTokenHash,
  findSignerOfUser,
  hasScheduledReminder,
  insertDocuments,
  insertEnvelope,
  insertEvents,
  insertSigners,
  moveSigner,
  openEnvelopesOfSigner,
  signersOf,
  updateEnvelope,
  updateSigner,
} from './signing.repository.js';
import { OPEN_SIGNER } from './sign-change-request.js';

/** Unknown links from one address before it is refused for a while: a typo or two, never a search. */
const UNKNOWN_LINKS_PER_ADDRESS = 20;
const UNKNOWN_LINK_WINDOW_MS = 10 * 60 * 1000;

/** A document to put in an envelope, as the portal generated it. */
export interface NewEnvelopeDocument {
  /** Shown to the signer: 'Application form.pdf'. */
  name: string;
  /** What it is: 'application_form', 'investment_policy_statement'. */
  kind: string;
  pdf: Buffer;
  /** What it was generated from, kept so the signed copy is generated from the same (see the table). */
  renderData?: unknown;
}

/** Who signs, in the envelope's order: the documents print a signature line for each. */
export interface EnvelopeSignatory {
  name: string;
}

export interface CreateEnvelopeInput {
  accountId: number;
  kind: EnvelopeKind;
  /** The submission's or the statement's id. */
  subjectId: number | null;
  /** The e-mail subject and the signing page's title. */
  title: string;
  /** The documents, or how to render them for the signers the account's signing authority requires. */
  documents:
    | readonly NewEnvelopeDocument[]
    | ((signatories: readonly EnvelopeSignatory[]) => Promise<readonly NewEnvelopeDocument[]>);
}

export interface SigningServiceOptions {
  storage: FileStorage;
  sender: MessageSender;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** How long a signing link stays usable. */
  linkTtlMs: number;
  /**
   * The provider chosen at start when it is not the portal's own pages (DocuSign when configured).
   * Its signers sign in the provider's embedded ceremony reached from the portal, not by link.
   */
  provider?: SigningProvider | null | undefined;
  /** Called once an envelope has every required signature (sealing, documents, activation follow). */
  onEnvelopeCompleted: (envelopeId: number) => Promise<void> | void;
  /** Called once an envelope stopped without its signatures (declined, voided, expired). */
  onEnvelopeStopped?: ((envelopeId: number, status: StoppedEnvelopeStatus) => Promise<void> | void) | undefined;
  /**
   * Queues the envelope's `nth` automatic reminder (from 1), or nothing once the schedule has no
   * more. Called when the envelope is sent and after each automatic reminder; absent: none are sent.
   */
  scheduleReminder?: ((envelopeId: number, nth: number) => Promise<void> | void) | undefined;
}

/** What a reminder did: each signer e-mailed, with their fresh link's expiry on the portal's own pages. */
export interface EnvelopeReminder {
  envelope: SigningEnvelopeRow;
  reminded: Array<{ signer: SigningEnvelopeSignerRow; linkExpires: Date | null }>;
}

/** How an envelope can end without its signatures. */
export type StoppedEnvelopeStatus =
  typeof EnvelopeStatus.declined | typeof EnvelopeStatus.voided | typeof EnvelopeStatus.expired;

/** Who is acting on an envelope and from where (kept in the events). */
interface Actor {
  ip: string | null;
  now: Date;
}

/**
 * Signing envelopes (issue #21 items 2-4): created from the account's signing authority, carried
 * by the local provider (the portal's `/signing/{token}` pages), signed or declined by link or by
 * the signed-in signer (spec 2 §7 change requests). Every step is an event with time and address.
 * E-mails and file writes happen outside the transactions (PGlite is one connection).
 */
export class SigningService {
  readonly provider: SigningProvider;
  private readonly unknownLinks = new AddressRateLimit(UNKNOWN_LINKS_PER_ADDRESS, UNKNOWN_LINK_WINDOW_MS);

  constructor(
    private readonly db: Database,
    private readonly options: SigningServiceOptions,
  ) {
    this.provider =
      options.provider ??
      new LocalSigningProvider({
        publicUrl: options.publicUrl,
        issueToken: async (signerId) => (await this.issueToken(signerId, new Date())).token,
        readState: (envelopeId) => this.providerState(envelopeId),
      });
  }

  /** The portal's own pages carry the envelope: signers get links, and the portal's tables are the state. */
  private get isLocal(): boolean {
    return this.provider.name === 'local';
  }

  /** The completion hook, given once the pieces that follow signing are wired (tests count with it). */
  setOnEnvelopeCompleted(hook: SigningServiceOptions['onEnvelopeCompleted']): void {
    this.options.onEnvelopeCompleted = hook;
  }

  /** What follows an envelope stopped without its signatures (the subject returns to its owner). */
  setOnEnvelopeStopped(hook: NonNullable<SigningServiceOptions['onEnvelopeStopped']>): void {
    this.options.onEnvelopeStopped = hook;
  }

  /** Sends the documents for signature to everyone the account's signing authority requires. */
  async createEnvelope(input: CreateEnvelopeInput, now = new Date()): Promise<SigningEnvelopeRow> {
    const account = await findAccount(this.db, input.accountId);
    if (!account) throw notFound();
    const members = await membersOf(this.db, [account.id]);
    const authority = await findSigningAuthority(this.db, account.id);
    const requirement = requiredSignatures(
      account.accountType,
      authority
        ? {
            option: authority.option,
            advancedOption: authority.advancedOption ?? null,
            minNumberOfSignatories: authority.minNumberOfSignatories,
            selectedSignatories: authority.selectedSignatories,
          }
        : null,
      members,
    );
    const asked = requirement.signers.map((userId) => members.find((m) => m.userId === userId)!);
    const names = await Promise.all(asked.map((m) => this.fullName(m)));
    const documents =
      typeof input.documents === 'function' ? await input.documents(names.map((name) => ({ name }))) : input.documents;
    const stored: Array<Omit<typeof signingEnvelopeDocuments.$inferInsert, 'envelopeId'>> = [];
    for (const [position, doc] of documents.entries()) {
      const storageKey = newSecret();
      await this.options.storage.put(storageKey, doc.pdf, 'application/pdf');
      stored.push({
        position,
        storageKey,
        name: doc.name,
        kind: doc.kind,
        sizeBytes: doc.pdf.length,
        sha256: hashOf(doc.pdf),
        renderData: doc.renderData ?? null,
      });
    }
    // Links only for the portal's own pages; another provider's signers come through the portal.
    const tokens = asked.map(() => (this.isLocal ? newSecret() : null));
    const expires = this.isLocal ? new Date(now.getTime() + this.options.linkTtlMs) : null;
    const { envelope, signers, envelopeDocuments } = await this.db.transaction(async (tx) => {
      const envelope = await insertEnvelope(tx, {
        accountId: account.id,
        kind: input.kind,
        subjectId: input.subjectId,
        title: input.title,
        provider: this.provider.name,
        providerEnvelopeId: null,
        requirement,
        createdAt: now,
      });
      const documents = await insertDocuments(
        tx,
        stored.map((doc) => ({ ...doc, envelopeId: envelope.id, createdAt: now })),
      );
      const signers = await insertSigners(
        tx,
        asked.map((member, i) => ({
          envelopeId: envelope.id,
          userId: member.userId,
          name: names[i]!,
          email: member.email,
          linkTokenHash: tokens[i] ? sha256(tokens[i]) : null,
          linkExpiresAt: expires,
          createdAt: now,
        })),
      );
      await insertEvents(tx, [
        {
          envelopeId: envelope.id,
          event: 'created',
          at: now,
          details: { required: requirement.required, documents: documentHashes(documents) },
        },
        ...signers.map((s) => ({ envelopeId: envelope.id, signerId: s.id, event: 'sent' as const, at: now })),
      ]);
      return { envelope, signers, envelopeDocuments: documents };
    });
    let providerEnvelopeId: string;
    try {
      ({ providerEnvelopeId } = await this.provider.createEnvelope({
        envelopeId: envelope.id,
        subject: input.title,
        documents: this.isLocal
          ? []
          : envelopeDocuments.map((d) => ({ id: d.id, name: d.name, pdf: documents[d.position]!.pdf })),
        signers: signers.map((s) => ({ id: s.id, name: s.name, email: s.email })),
      }));
    } catch (error) {
      // Not sent: nothing is left behind, so the caller's retry sends the envelope afresh.
      await deleteEnvelope(this.db, envelope.id);
      for (const doc of stored) await this.options.storage.remove(doc.storageKey).catch(() => undefined);
      throw error;
    }
    await updateEnvelope(this.db, envelope.id, { providerEnvelopeId });
    for (const [i, signer] of signers.entries()) {
      const token = tokens[i];
      await this.send(
        token && expires
          ? signingLinkEmail({
              to: signer.email,
              name: signer.name,
              title: input.title,
              url: signingPageUrl(this.options.publicUrl, token),
              expires,
            })
          : signInToSignEmail({ to: signer.email, name: signer.name, title: input.title, url: this.options.publicUrl }),
      );
    }
    await this.scheduleReminder(envelope.id, 1);
    return { ...envelope, providerEnvelopeId };
  }

  // Staff's operations (operator API) and the automatic reminders.

  /**
   * E-mails every signer still to answer an open envelope again: on the portal's own pages with a
   * fresh link (the earlier one stops working) and its new expiry, with another provider asking
   * them to sign in. `scheduled` is the automatic reminder's number, kept in its events.
   */
  async remind(envelopeId: number, now = new Date(), scheduled?: number): Promise<EnvelopeReminder> {
    if (scheduled === undefined) await this.syncFromProvider(envelopeId);
    const envelope = await this.openEnvelope(envelopeId);
    const open = (await signersOf(this.db, [envelope.id])).filter((s) => OPEN_SIGNER.includes(s.status));
    // Each fresh link is its own short transaction; the e-mails go after the events are written.
    const links: Array<{ signer: SigningEnvelopeSignerRow; token: string | null; expires: Date | null }> = [];
    for (const signer of open) {
      const link = this.isLocal ? await this.issueToken(signer.id, now) : null;
      links.push({ signer, token: link?.token ?? null, expires: link?.expires ?? null });
    }
    await insertEvents(
      this.db,
      links.map(({ signer, expires }) => ({
        envelopeId: envelope.id,
        signerId: signer.id,
        event: 'reminded' as const,
        at: now,
        details: {
          ...(expires ? { link_expires: expires.toISOString() } : {}),
          ...(scheduled ? { scheduled } : {}),
        },
      })),
    );
    for (const { signer, token, expires } of links) {
      await this.send(
        token && expires
          ? signingLinkEmail({
              to: signer.email,
              name: signer.name,
              title: envelope.title,
              url: signingPageUrl(this.options.publicUrl, token),
              expires,
              reminder: true,
            })
          : signInToSignEmail({
              to: signer.email,
              name: signer.name,
              title: envelope.title,
              url: this.options.publicUrl,
              reminder: true,
            }),
      );
    }
    return { envelope, reminded: links.map(({ signer, expires }) => ({ signer, linkExpires: expires })) };
  }

  /**
   * The `nth` automatic reminder (job `signing.remind`): sent only while the envelope is open and
   * only once, then the next is queued. Null when nothing was sent.
   */
  async remindOnSchedule(envelopeId: number, nth: number, now = new Date()): Promise<EnvelopeReminder | null> {
    await this.syncFromProvider(envelopeId);
    const envelope = await findEnvelope(this.db, envelopeId);
    if (!envelope || !isEnvelopeOpen(envelope.status)) return null;
    // A retried job finds its reminder sent and only queues the next, which the failed run may not have.
    const reminded = (await hasScheduledReminder(this.db, envelopeId, nth))
      ? null
      : await this.remind(envelopeId, now, nth);
    await this.scheduleReminder(envelopeId, nth + 1);
    return reminded;
  }

  /**
   * Withdraws an open envelope: the provider first (if it refuses, nothing changes here and staff
   * try again), then the envelope is voided with the reason, the signers still to answer are told,
   * and what follows a stopped envelope runs. Their links then show the withdrawal.
   */
  async void(envelopeId: number, reason: string, now = new Date()): Promise<SigningEnvelopeRow> {
    const why = reason.trim();
    if (!why) throw FieldValidationError.field('reason', M.voidReasonRequired);
    const envelope = await this.openEnvelope(envelopeId);
    if (envelope.providerEnvelopeId && envelope.provider === this.provider.name) {
      try {
        await this.provider.voidEnvelope(envelope.providerEnvelopeId, why);
      } catch (error) {
        this.options.log.error({ err: error, envelope: envelope.id }, 'the signing provider did not void an envelope');
        throw new HttpError(ErrorCode.serviceUnavailable, M.providerDidNotVoid);
      }
    } else if (envelope.provider !== this.provider.name) {
      this.options.log.warn(
        { envelope: envelope.id, provider: envelope.provider },
        'voided in the portal only: the provider that carries it is no longer configured',
      );
    }
    const voided = await this.db.transaction(async (tx) => {
      const row = await finishOpenEnvelope(tx, envelope.id, { status: EnvelopeStatus.voided, finishedAt: now });
      if (row)
        await insertEvents(tx, [{ envelopeId: envelope.id, event: 'voided', at: now, details: { reason: why } }]);
      return row;
    });
    // Signed or declined meanwhile: that answer stands.
    if (!voided)
      throw FieldValidationError.nonField(finishedMessage((await findEnvelope(this.db, envelope.id))!.status));
    const open = (await signersOf(this.db, [envelope.id])).filter((s) => OPEN_SIGNER.includes(s.status));
    for (const signer of open)
      await this.send(signingVoidedEmail({ to: signer.email, name: signer.name, title: envelope.title, reason: why }));
    await this.stopped(envelope.id, EnvelopeStatus.voided);
    return voided;
  }

  // The signer by link (no sign-in: the token is the key).

  async viewByToken(token: string, actor: Actor): Promise<SigningEnvelopeView> {
    const { envelope, signer } = await this.byToken(token, actor);
    return this.toView(envelope, signer);
  }

  async documentByToken(token: string, documentId: number, actor: Actor): Promise<{ name: string; pdf: Buffer }> {
    const { envelope } = await this.byToken(token, actor);
    const doc = (await documentsOf(this.db, envelope.id)).find((d) => d.id === documentId);
    if (!doc) throw notFound();
    const pdf = await readAll(await this.options.storage.read(doc.sealedStorageKey ?? doc.storageKey));
    return { name: doc.name, pdf };
  }

  async markViewedByToken(token: string, actor: Actor): Promise<SigningEnvelopeView> {
    const { envelope, signer } = await this.byToken(token, actor);
    return this.toView(envelope, await this.markViewed(envelope, signer, actor));
  }

  async signByToken(token: string, input: SignEnvelope, actor: Actor): Promise<SigningEnvelopeView> {
    const { envelope, signer } = await this.byToken(token, actor);
    if (!typedNameMatches(input.full_name, signer.name)) throw FieldValidationError.field('full_name', M.nameMismatch);
    const documents = await documentsOf(this.db, envelope.id);
    const { signed, status } = await this.db.transaction(async (tx) => {
      const signed = await moveSigner(tx, signer.id, OPEN_SIGNER, {
        status: SignerStatus.signed,
        signedAt: actor.now,
        signedName: input.full_name,
        viewedAt: signer.viewedAt ?? actor.now,
        ip: actor.ip,
      });
      // Another request signed first: that one signature stands.
      if (!signed) return { signed: undefined, status: envelope.status };
      await insertEvents(tx, [
        {
          envelopeId: envelope.id,
          signerId: signer.id,
          event: 'signed',
          ip: actor.ip,
          at: actor.now,
          details: {
            full_name: input.full_name,
            consent_to_sign_electronically: true,
            documents: documentHashes(documents),
          },
        },
      ]);
      const status = await this.settle(tx, envelope, actor.now);
      return { signed, status };
    });
    if (!signed) throw unusable(M.alreadySigned);
    if (status === EnvelopeStatus.completed) await this.completed(envelope.id);
    return this.toView({ ...envelope, status }, signed);
  }

  async declineByToken(token: string, input: DeclineEnvelope, actor: Actor): Promise<ChangeRequestDecision> {
    const { envelope, signer } = await this.byToken(token, actor);
    return this.decline(envelope, signer, input.reason?.trim() ?? '', actor);
  }

  // The signed-in signer (spec 2 §7 change requests: the envelope is the change request to sign).

  /**
   * The envelopes still out that the user is asked to sign: those they have to sign, and those
   * they signed that wait for the other signatories (without them, a joint holder who signed
   * first would see nothing, and the account page would say the documents are being prepared).
   */
  async toSign(userId: number): Promise<ChangeRequestToSign[]> {
    const rows = (await openEnvelopesOfSigner(this.db, userId, [EnvelopeStatus.sent])).filter(
      (r) => OPEN_SIGNER.includes(r.signer.status) || r.signer.status === SignerStatus.signed,
    );
    const everyone = await signersOf(
      this.db,
      rows.map((r) => r.envelope.id),
    );
    return rows.map(({ envelope, signer }) => {
      const canSign = OPEN_SIGNER.includes(signer.status);
      return {
        id: envelope.id,
        account: envelope.accountId,
        kind: envelope.kind,
        title: envelope.title,
        created: envelope.createdAt.toISOString(),
        can_sign: canSign,
        // The local pages issue a link at any time; another provider's once it has the envelope.
        is_sign_url_available: canSign && envelope.providerEnvelopeId !== null,
        is_viewed: signer.viewedAt !== null,
        is_signed: signer.status === SignerStatus.signed,
        signers: everyone.filter((s) => s.envelopeId === envelope.id).map(toSignerSummary),
      };
    });
  }

  async signUrl(userId: number, envelopeId: number): Promise<{ sign_url: string }> {
    const { envelope, signer } = await this.ofUser(userId, envelopeId);
    refuseUnlessOpen(envelope, signer);
    if (!envelope.providerEnvelopeId) throw notFound();
    const url = await this.provider.signingUrl({
      providerEnvelopeId: envelope.providerEnvelopeId,
      signer: { id: signer.id, name: signer.name, email: signer.email },
      returnUrl: `${this.options.publicUrl}/sign-result/${envelope.id}`,
    });
    return { sign_url: url };
  }

  async markViewedByUser(userId: number, envelopeId: number, actor: Actor): Promise<ChangeRequestDecision> {
    const { envelope, signer } = await this.ofUser(userId, envelopeId);
    refuseUnlessOpen(envelope, signer);
    await this.markViewed(envelope, signer, actor);
    return { detail: M.markedViewed };
  }

  /** What `/sign-result/{id}?event=signing_complete` calls: the signature must be there. */
  async confirmByUser(userId: number, envelopeId: number): Promise<ChangeRequestDecision> {
    let { envelope, signer } = await this.ofUser(userId, envelopeId);
    if (!this.isLocal && signer.status !== SignerStatus.signed) {
      await this.settleFromProvider(envelope);
      ({ envelope, signer } = await this.ofUser(userId, envelopeId));
    }
    if (signer.status !== SignerStatus.signed) throw FieldValidationError.nonField(M.notSignedYet);
    return { detail: M.signed };
  }

  /** What `/sign-result/{id}?event=decline` calls. */
  async declineByUser(userId: number, envelopeId: number, actor: Actor): Promise<ChangeRequestDecision> {
    let { envelope, signer } = await this.ofUser(userId, envelopeId);
    // The provider's own decline (DocuSign's ceremony) is recorded as it reports it.
    if (!this.isLocal && signer.status !== SignerStatus.declined) {
      await this.settleFromProvider(envelope);
      ({ envelope, signer } = await this.ofUser(userId, envelopeId));
    }
    // A decline already recorded (by the link's page) is the answer, not an error.
    if (signer.status === SignerStatus.declined) return { detail: Messages.declineSigningRecorded };
    refuseUnlessOpen(envelope, signer);
    return this.decline(envelope, signer, '', actor);
  }

  // Shared steps.

  /**
   * Records what the provider reports each signer did (signed or declined, at its time; the
   * provider gives no address) and finishes the envelope as the local flow does: the completion
   * hook on completion, the other signers told of a decline. Asked outside any transaction.
   */
  private async settleFromProvider(envelope: SigningEnvelopeRow): Promise<void> {
    if (!envelope.providerEnvelopeId || !isEnvelopeOpen(envelope.status)) return;
    const state = await this.provider.envelopeStatus(envelope.providerEnvelopeId);
    const signers = await signersOf(this.db, [envelope.id]);
    const reported = state.signers.flatMap((r) => {
      const row = signers.find((s) => s.id === r.signerId);
      return row && OPEN_SIGNER.includes(row.status) && (r.status === 'completed' || r.status === 'declined')
        ? [{ row, status: r.status, at: r.at ?? new Date() }]
        : [];
    });
    if (reported.length === 0) return;
    const now = new Date();
    const { status, declined } = await this.db.transaction(async (tx) => {
      const declined: SigningEnvelopeSignerRow[] = [];
      const documents = await documentsOf(tx, envelope.id);
      for (const { row, status, at } of reported) {
        const moved =
          status === 'completed'
            ? await moveSigner(tx, row.id, OPEN_SIGNER, {
                status: SignerStatus.signed,
                signedAt: at,
                viewedAt: row.viewedAt ?? at,
              })
            : await moveSigner(tx, row.id, OPEN_SIGNER, { status: SignerStatus.declined, declinedAt: at });
        // Another request recorded it first.
        if (!moved) continue;
        if (status === 'declined') declined.push(moved);
        await insertEvents(tx, [
          {
            envelopeId: envelope.id,
            signerId: row.id,
            event: status === 'completed' ? 'signed' : 'declined',
            at,
            details:
              status === 'completed'
                ? { provider: this.provider.name, documents: documentHashes(documents) }
                : { provider: this.provider.name, reason: '' },
          },
        ]);
      }
      return { status: await this.settle(tx, envelope, now), declined };
    });
    if (status === EnvelopeStatus.completed) await this.completed(envelope.id);
    if (status === EnvelopeStatus.declined) await this.stopped(envelope.id, status);
    for (const signer of declined) await this.tellOthersOfDecline(envelope, signer, '');
  }

  /**
   * Another provider's ceremony may have been finished by signers who never came back to the
   * portal: before reminding anyone, what it reports is recorded (and may finish the envelope).
   * Its failure only leaves the portal's state as it was.
   */
  private async syncFromProvider(envelopeId: number): Promise<void> {
    if (this.isLocal) return;
    const envelope = await findEnvelope(this.db, envelopeId);
    if (!envelope) return;
    try {
      await this.settleFromProvider(envelope);
    } catch (error) {
      this.options.log.warn({ err: error, envelope: envelopeId }, 'the signing provider’s status could not be read');
    }
  }

  /** A fresh link for this signer, replacing any earlier one. */
  private async issueToken(signerId: number, now: Date): Promise<{ token: string; expires: Date }> {
    const token = newSecret();
    const expires = new Date(now.getTime() + this.options.linkTtlMs);
    await this.db.transaction(async (tx) => {
      const signer = await findSigner(tx, signerId);
      await updateSigner(tx, signerId, { linkTokenHash: sha256(token), linkExpiresAt: expires });
      if (signer) await insertEvents(tx, [{ envelopeId: signer.envelopeId, signerId, event: 'link_issued', at: now }]);
    });
    return { token, expires };
  }

  /** The envelope staff act on, refused with why when it is finished. */
  private async openEnvelope(envelopeId: number): Promise<SigningEnvelopeRow> {
    const envelope = await findEnvelope(this.db, envelopeId);
    if (!envelope) throw notFound(M.envelopeNotFound);
    if (!isEnvelopeOpen(envelope.status)) throw FieldValidationError.nonField(finishedMessage(envelope.status));
    return envelope;
  }

  private async scheduleReminder(envelopeId: number, nth: number): Promise<void> {
    try {
      await this.options.scheduleReminder?.(envelopeId, nth);
    } catch (error) {
      // The envelope stands without it; staff can still remind by hand.
      this.options.log.error({ err: error, envelope: envelopeId }, 'a signing reminder could not be scheduled');
    }
  }

  private async byToken(token: string, actor: Actor) {
    const address = actor.ip ?? 'unknown';
    const wait = this.unknownLinks.retryAfterSeconds(address, actor.now);
    if (wait > 0)
      throw new HttpError(ErrorCode.rateLimited, M.tooManyUnknownLinks, {
        'Retry-After': String(wait),
      });
    const signer = await findSignerByTokenHash(this.db, sha256(token));
    const envelope = signer ? await findEnvelope(this.db, signer.envelopeId) : undefined;
    if (!signer || !envelope) {
      this.unknownLinks.record(address, actor.now);
      throw notFound(M.linkNotValid);
    }
    refuseUnlessOpen(envelope, signer);
    if (!signer.linkExpiresAt || signer.linkExpiresAt <= actor.now) throw unusable(M.linkExpired);
    return { envelope, signer };
  }

  private async ofUser(userId: number, envelopeId: number) {
    const envelope = await findEnvelope(this.db, envelopeId);
    const signer = envelope ? await findSignerOfUser(this.db, envelopeId, userId) : undefined;
    // Someone not asked to sign learns nothing of the envelope.
    if (!envelope || !signer) throw notFound();
    return { envelope, signer };
  }

  private async markViewed(envelope: SigningEnvelopeRow, signer: SigningEnvelopeSignerRow, actor: Actor) {
    if (nextSignerStatus(signer.status, 'view') === signer.status && signer.viewedAt) return signer;
    return this.db.transaction(async (tx) => {
      const moved =
        (await moveSigner(tx, signer.id, OPEN_SIGNER, { status: SignerStatus.viewed, viewedAt: actor.now })) ?? signer;
      await insertEvents(tx, [
        { envelopeId: envelope.id, signerId: signer.id, event: 'viewed', ip: actor.ip, at: actor.now },
      ]);
      return moved;
    });
  }

  /** A decline stops the envelope for everyone and tells the other signers. */
  private async decline(
    envelope: SigningEnvelopeRow,
    signer: SigningEnvelopeSignerRow,
    reason: string,
    actor: Actor,
  ): Promise<ChangeRequestDecision> {
    const { declined, status } = await this.db.transaction(async (tx) => {
      const moved = await moveSigner(tx, signer.id, OPEN_SIGNER, {
        status: SignerStatus.declined,
        declinedAt: actor.now,
        declineReason: reason,
        ip: actor.ip,
      });
      if (!moved) return { declined: undefined, status: envelope.status };
      await insertEvents(tx, [
        {
          envelopeId: envelope.id,
          signerId: signer.id,
          event: 'declined',
          ip: actor.ip,
          at: actor.now,
          details: { reason },
        },
      ]);
      return { declined: moved, status: await this.settle(tx, envelope, actor.now) };
    });
    if (!declined) throw unusable(M.alreadySigned);
    if (status === EnvelopeStatus.declined) await this.stopped(envelope.id, status);
    await this.tellOthersOfDecline(envelope, signer, reason);
    return { detail: Messages.declineSigningRecorded };
  }

  private async tellOthersOfDecline(envelope: SigningEnvelopeRow, signer: SigningEnvelopeSignerRow, reason: string) {
    const others = (await signersOf(this.db, [envelope.id])).filter((s) => s.id !== signer.id);
    for (const other of others) {
      await this.send(
        signingDeclinedEmail({
          to: other.email,
          name: other.name,
          title: envelope.title,
          declinedBy: signer.name,
          reason,
        }),
      );
    }
  }

  /** Applies the rules to the signers as they now stand; finishes the envelope when they say so. */
  private async settle(tx: Database, envelope: SigningEnvelopeRow, now: Date): Promise<EnvelopeStatus> {
    const signers = await signersOf(tx, [envelope.id]);
    const status = envelopeStatusFor(
      envelope.requirement,
      signers.filter((s) => s.userId !== null).map((s) => ({ userId: s.userId!, status: s.status })),
    );
    if (status === envelope.status) return status;
    const finished = status === EnvelopeStatus.completed ? { completedAt: now } : { finishedAt: now };
    await updateEnvelope(tx, envelope.id, { status, ...finished });
    if (status === EnvelopeStatus.completed || status === EnvelopeStatus.declined || status === EnvelopeStatus.expired)
      await insertEvents(tx, [{ envelopeId: envelope.id, event: status, at: now }]);
    return status;
  }

  private async completed(envelopeId: number): Promise<void> {
    try {
      await this.options.onEnvelopeCompleted(envelopeId);
    } catch (error) {
      // The signatures stand; what follows them (sealing, activation) is retried by its own owner.
      this.options.log.error({ err: error, envelope: envelopeId }, 'envelope completed, but its follow-up failed');
    }
  }

  private async stopped(envelopeId: number, status: StoppedEnvelopeStatus): Promise<void> {
    try {
      await this.options.onEnvelopeStopped?.(envelopeId, status);
    } catch (error) {
      this.options.log.error({ err: error, envelope: envelopeId }, 'envelope stopped, but its follow-up failed');
    }
  }

  private async send(message: Parameters<MessageSender['send']>[0]): Promise<void> {
    try {
      await this.options.sender.send(message);
    } catch (error) {
      this.options.log.error({ err: error }, 'a signing e-mail could not be sent');
    }
  }

  private async providerState(envelopeId: number): Promise<ProviderEnvelopeState> {
    const envelope = await findEnvelope(this.db, envelopeId);
    if (!envelope) throw notFound();
    const signers = await signersOf(this.db, [envelopeId]);
    const providerStatus = {
      sent: 'sent',
      completed: 'completed',
      declined: 'declined',
      expired: 'voided',
      voided: 'voided',
    } as const;
    const signerStatus = {
      sent: 'sent',
      viewed: 'delivered',
      signed: 'completed',
      declined: 'declined',
      expired: 'sent',
    } as const;
    return {
      status: providerStatus[envelope.status],
      signers: signers.map((s) => ({
        signerId: s.id,
        status: signerStatus[s.status],
        at: s.signedAt ?? s.declinedAt ?? s.viewedAt,
      })),
    };
  }

  private async toView(envelope: SigningEnvelopeRow, signer: SigningEnvelopeSignerRow): Promise<SigningEnvelopeView> {
    const documents = await documentsOf(this.db, envelope.id);
    const signers = await signersOf(this.db, [envelope.id]);
    return {
      envelope: {
        id: envelope.id,
        title: envelope.title,
        kind: envelope.kind,
        status: envelope.status,
        created: envelope.createdAt.toISOString(),
      },
      signer: {
        ...toSignerSummary(signer),
        email: signer.email,
        link_expires: (signer.linkExpiresAt ?? envelope.createdAt).toISOString(),
      },
      documents: documents.map((d) => ({ id: d.id, name: d.name, sha256: d.sealedSha256 ?? d.sha256 })),
      signers: signers.map(toSignerSummary),
    };
  }

  /** The person's name as their identity details give it, else as they registered. */
  private async fullName(member: { userId: number; firstName: string; lastName: string; email: string }) {
    const personal = await findPersonalDetail(this.db, member.userId);
    const name = personal ? `${personal.firstName} ${personal.lastName}` : `${member.firstName} ${member.lastName}`;
    return name.trim() || member.email;
  }
}

function toSignerSummary(s: SigningEnvelopeSignerRow) {
  return { id: s.id, name: s.name, status: s.status };
}

function documentHashes(documents: readonly SigningEnvelopeDocumentRow[]) {
  return documents.map((d) => ({ id: d.id, name: d.name, sha256: d.sealedSha256 ?? d.sha256 }));
}

function hashOf(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const unusable = (detail: string) => new HttpError(ErrorCode.signingLinkUnusable, detail);

/** The clear refusal for a signer who is done or an envelope that is finished. */
function refuseUnlessOpen(envelope: SigningEnvelopeRow, signer: SigningEnvelopeSignerRow): void {
  if (signer.status === SignerStatus.signed) throw unusable(M.alreadySigned);
  if (signer.status === SignerStatus.declined) throw unusable(M.alreadyDeclined);
  if (!isEnvelopeOpen(envelope.status)) throw unusable(finishedMessage(envelope.status));
  if (signer.status === SignerStatus.expired) throw unusable(M.linkExpired);
}

/** Why a finished envelope takes nothing more, to signers and staff alike. */
function finishedMessage(status: EnvelopeStatus): string {
  const why = {
    sent: M.envelopeExpired,
    completed: M.envelopeCompleted,
    declined: M.envelopeDeclined,
    expired: M.envelopeExpired,
    voided: M.envelopeVoided,
  } as const;
  return why[status];
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}
