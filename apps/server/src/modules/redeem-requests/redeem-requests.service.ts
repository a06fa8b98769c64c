import {
  AuthMessages,
  centsToDecimalString,
  ErrorCode,
  formatMobile,
  formatMoney,
  LoanNoteHeldStatus,
  parseRedeemAmount,
  RedeemRequestStatus,
  RedemptionMessages,
  type ApplicationSettings,
  type ConfirmRedeemRequest,
  type CreateRedeemRequest,
  type RedeemRequestsQuery,
  type LoanNoteHeld,
  type RedeemRequest,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { RedeemRequestRow } from '../../db/schema/index.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { accountChangeRefused, FieldValidationError, HttpError, notFound } from '../../plugins/app/http-errors.js';
import { findMemberAccount, holdsSigningAuthority } from '../accounts/index.js';
import { checkCode, CODE_TTL_SECONDS, findUserById, issueCode, latestCode } from '../auth/index.js';
import type { LoanNotesHeldService } from '../loan-notes-held/index.js';
import type { NotificationsService } from '../notifications/index.js';
import {
  cancelOwnAwaitingCode,
  findRedeemRequest,
  insertRedeemRequest,
  redeemRequestsPage,
  updateRedeemRequest,
} from './redeem-requests.repository.js';

export interface RedeemRequestsDeps {
  notes: LoanNotesHeldService;
  sender: MessageSender;
  notifications: NotificationsService;
  settingsFor: (tenantId: number | null) => ApplicationSettings;
  tenantName: (tenantId: number | null) => string;
  now?: () => Date;
}

const PURPOSE = 'redemption' as const;

/**
 * Redemptions of loan notes held (issue #22 item 5). The investor asks (awaiting_code), confirms
 * with the code sent for that request (requested), and the operator settles or rejects it. Rules:
 * a member with signing authority on the account holding the note; the at-call note any time, a
 * fixed-term one before maturity only early with the settings' penalty text accepted; never a
 * matured or redeemed note; an amount above zero and at most the balance. One open request per
 * note: the database's partial unique index decides between requests sent at the same moment.
 * No transaction is held while a code is sent.
 */
export class RedeemRequestsService {
  private readonly now: () => Date;

  constructor(
    private readonly db: Database,
    private readonly deps: RedeemRequestsDeps,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** POST /api/ipm/redeem-requests/ */
  async create(userId: number, input: CreateRedeemRequest): Promise<RedeemRequest> {
    const note = await this.deps.notes.find(input.note);
    if (!note) throw notFound();
    const member = await findMemberAccount(this.db, userId, note.account.id);
    if (!member) throw notFound();
    if (!holdsSigningAuthority(member.signingAuthority, member))
      throw accountChangeRefused(RedemptionMessages.noSigningAuthority);
    refuseClosedNote(note);
    const settings = this.deps.settingsFor(member.account.tenantId);
    const penaltyText = note.is_at_call ? null : (settings.early_redemption_penalty_text ?? null);
    if (penaltyText !== null && input.penalty_accepted !== true)
      throw FieldValidationError.field('penalty_accepted', RedemptionMessages.penaltyNotAccepted);
    const balance = parseRedeemAmount(note.current_balance)!;
    const amount = input.whole ? balance : parseRedeemAmount(input.amount ?? '')!;
    if (amount > balance) throw FieldValidationError.field('amount', RedemptionMessages.aboveHolding(balance));
    if (amount <= 0n) throw FieldValidationError.field('amount', RedemptionMessages.amountPositive);

    const user = await findUserById(this.db, userId);
    if (!user) throw notFound();
    const channel = user.phoneNumber ? 'sms' : 'email';
    const destination = user.phoneNumber ?? user.email;
    const timeout = settings.resend_verification_code_timeout;
    await this.refuseWithinResendTimeout(userId, timeout);

    let row: RedeemRequestRow;
    try {
      row = await this.db.transaction(async (tx) => {
        await cancelOwnAwaitingCode(tx, note.id, userId);
        return insertRedeemRequest(tx, {
          heldNoteId: note.id,
          requesterUserId: userId,
          whole: input.whole,
          amountCents: Number(amount),
          status: RedeemRequestStatus.awaiting_code,
          penaltyText,
          codeChannel: channel,
          codeDestination: destination,
          createdAt: this.now(),
        });
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw FieldValidationError.nonField(RedemptionMessages.alreadyRedeeming);
      throw error;
    }
    const sent = await this.sendCode(row, note, member.account.tenantId, timeout);
    return this.view(sent, note, timeout);
  }

  /** POST /api/ipm/redeem-requests/{id}/resend-code/: a new code for the request, after the resend timeout. */
  async resendCode(userId: number, id: number): Promise<RedeemRequest> {
    const { row, note, tenantId } = await this.ownRequest(userId, id);
    if (row.status !== RedeemRequestStatus.awaiting_code)
      throw FieldValidationError.nonField(RedemptionMessages.notAwaitingCode);
    const timeout = this.deps.settingsFor(tenantId).resend_verification_code_timeout;
    const sent = await this.sendCode(row, note, tenantId, timeout);
    return this.view(sent, note, timeout);
  }

  /** POST /api/ipm/redeem-requests/{id}/confirm/: the request's code moves it to requested. */
  async confirm(userId: number, id: number, input: ConfirmRedeemRequest): Promise<RedeemRequest> {
    const { row, note, tenantId } = await this.ownRequest(userId, id);
    if (row.status !== RedeemRequestStatus.awaiting_code)
      throw FieldValidationError.nonField(
        row.status === RedeemRequestStatus.requested ? RedemptionMessages.alreadyConfirmed : RedemptionMessages.notOpen,
      );
    refuseClosedNote(note);
    const code = await latestCode(this.db, userId, null, PURPOSE);
    // Only the code sent for this request confirms it (a later request's code is another's).
    await checkCode(this.db, code && code.id === row.codeId ? code : undefined, input.code, this.now());
    const confirmed = await updateRedeemRequest(this.db, row.id, [RedeemRequestStatus.awaiting_code], {
      status: RedeemRequestStatus.requested,
      confirmedAt: this.now(),
    });
    if (!confirmed) throw FieldValidationError.nonField(RedemptionMessages.notOpen);
    return this.view(confirmed, note, this.deps.settingsFor(tenantId).resend_verification_code_timeout);
  }

  /** GET /api/ipm/redeem-requests/{id}/: anyone on the account holding the note; 404 for everyone else. */
  async get(userId: number, id: number): Promise<RedeemRequest> {
    const row = await findRedeemRequest(this.db, id);
    const note = row && (await this.deps.notes.find(row.heldNoteId));
    if (!row || !note) throw notFound();
    const member = await findMemberAccount(this.db, userId, note.account.id);
    if (!member) throw notFound();
    return this.view(row, note, this.deps.settingsFor(member.account.tenantId).resend_verification_code_timeout);
  }

  /** One redemption request as the operator's queue shows it (the audit trail's before). */
  async operatorShow(id: number): Promise<RedeemRequest> {
    const row = await findRedeemRequest(this.db, id);
    const note = row && (await this.deps.notes.find(row.heldNoteId));
    if (!row || !note) throw notFound();
    return this.view(row, note, 0);
  }

  /** GET /api/operator/redeem-requests/: one page of the queue. */
  async operatorList(query: RedeemRequestsQuery): Promise<{ count: number; results: RedeemRequest[] }> {
    const { count, rows } = await redeemRequestsPage(this.db, query);
    const results: RedeemRequest[] = [];
    for (const row of rows) {
      // A note goes only with its account, and its requests with it (cascade): each row has one.
      const note = await this.deps.notes.find(row.heldNoteId);
      if (note) results.push(this.view(row, note, 0));
    }
    return { count, results };
  }

  /**
   * POST /api/operator/redeem-requests/{id}/settle/: a requested redemption is paid out. The
   * principal comes off the note today (Sydney); a whole one takes the balance as of today and
   * marks the note redeemed. The request's row is locked, so a second settle waits and is refused.
   */
  async settle(id: number): Promise<RedeemRequest> {
    const settledOn = this.deps.notes.asOf();
    const row = await this.db.transaction(async (tx) => {
      const found = await findRedeemRequest(tx, id, { forUpdate: true });
      if (!found) throw notFound();
      if (found.status !== RedeemRequestStatus.requested)
        throw FieldValidationError.nonField(RedemptionMessages.notOpen);
      const note = await this.deps.notes.find(found.heldNoteId, tx);
      if (!note) throw notFound();
      refuseClosedNote(note);
      const balance = parseRedeemAmount(note.current_balance)!;
      const amount = found.whole ? balance : BigInt(found.amountCents);
      if (amount > balance) throw FieldValidationError.nonField(RedemptionMessages.aboveHolding(balance));
      await this.deps.notes.recordRedemption(tx, {
        heldNoteId: note.id,
        redeemRequestId: found.id,
        redeemedOn: settledOn,
        amountCents: Number(amount),
        whole: found.whole,
      });
      return (await updateRedeemRequest(tx, found.id, [RedeemRequestStatus.requested], {
        status: RedeemRequestStatus.settled,
        amountCents: Number(amount),
        settledAt: this.now(),
        settledOn,
      }))!;
    });
    return this.afterDecision(row, 'settled');
  }

  /** POST /api/operator/redeem-requests/{id}/reject/ {reason}: an open request is refused, with the reason. */
  async reject(id: number, reason: string): Promise<RedeemRequest> {
    const found = await findRedeemRequest(this.db, id);
    if (!found) throw notFound();
    const row = await updateRedeemRequest(
      this.db,
      id,
      [RedeemRequestStatus.awaiting_code, RedeemRequestStatus.requested],
      { status: RedeemRequestStatus.rejected, rejectedAt: this.now(), reason },
    );
    if (!row) throw FieldValidationError.nonField(RedemptionMessages.notOpen);
    return this.afterDecision(row, 'rejected');
  }

  private async afterDecision(row: RedeemRequestRow, outcome: 'settled' | 'rejected'): Promise<RedeemRequest> {
    const note = (await this.deps.notes.find(row.heldNoteId))!;
    const user = await findUserById(this.db, row.requesterUserId);
    if (user) {
      const amount = formatMoney(row.amountCents);
      await this.deps.notifications.notify(user.id, {
        title:
          outcome === 'settled'
            ? RedemptionMessages.settledTitle(note.account.name)
            : RedemptionMessages.rejectedTitle(note.account.name),
        description:
          outcome === 'settled'
            ? `${amount} of the ${note.note_type.label} note was redeemed.`
            : `The redemption of ${amount} from the ${note.note_type.label} note was rejected: ${row.reason ?? ''}`,
        redirectUrl: '/products/',
        tenantId: user.tenantId,
      });
    }
    return this.view(row, note, 0);
  }

  /** The request, its note and account's tenant, for the person who asked; 404 for anyone else. */
  private async ownRequest(userId: number, id: number) {
    const row = await findRedeemRequest(this.db, id);
    if (!row || row.requesterUserId !== userId) throw notFound();
    const note = await this.deps.notes.find(row.heldNoteId);
    const member = note && (await findMemberAccount(this.db, userId, note.account.id));
    if (!note || !member) throw notFound();
    return { row, note, tenantId: member.account.tenantId };
  }

  /** A new request waits like a resend: the person's last redemption code must be older than the timeout. */
  private async refuseWithinResendTimeout(userId: number, timeoutSeconds: number): Promise<void> {
    const previous = await latestCode(this.db, userId, null, PURPOSE);
    if (!previous) return;
    const wait = Math.ceil(timeoutSeconds - (this.now().getTime() - previous.createdAt.getTime()) / 1000);
    if (wait > 0)
      throw new HttpError(ErrorCode.rateLimited, AuthMessages.resendTooSoon(wait), { 'Retry-After': String(wait) });
  }

  /** Issues the request's code (its own short transaction), ties it to the request, then sends it. */
  private async sendCode(
    row: RedeemRequestRow,
    note: LoanNoteHeld,
    tenantId: number | null,
    timeoutSeconds: number,
  ): Promise<RedeemRequestRow> {
    const code = await issueCode(
      this.db,
      {
        userId: row.requesterUserId,
        sessionId: null,
        purpose: PURPOSE,
        channel: row.codeChannel,
        destination: row.codeDestination,
      },
      timeoutSeconds,
      this.now(),
    );
    const issued = await latestCode(this.db, row.requesterUserId, null, PURPOSE);
    const updated =
      (await updateRedeemRequest(this.db, row.id, [RedeemRequestStatus.awaiting_code], { codeId: issued!.id })) ?? row;
    const tenant = this.deps.tenantName(tenantId);
    const what = `redeem ${formatMoney(row.amountCents)} from the ${note.note_type.label} note of ${note.account.name}`;
    await this.deps.sender.send({
      channel: row.codeChannel,
      to: row.codeDestination,
      subject: `Your ${tenant} redemption code`,
      body: `Your ${tenant} code to ${what} is ${code}. It expires in ${CODE_TTL_SECONDS / 60} minutes. Never share it with anyone.`,
      code,
    });
    return updated;
  }

  private view(row: RedeemRequestRow, note: LoanNoteHeld, timeoutSeconds: number): RedeemRequest {
    const waited = (this.now().getTime() - row.createdAt.getTime()) / 1000;
    return {
      id: row.id,
      account: note.account,
      note: {
        id: note.id,
        label: note.note_type.label,
        is_at_call: note.is_at_call,
        maturity_date: note.maturity_date,
        current_balance: note.current_balance,
      },
      amount: centsToDecimalString(row.amountCents),
      whole: row.whole,
      status: row.status,
      penalty_text: row.penaltyText,
      code_sent_to: row.codeChannel === 'sms' ? formatMobile(row.codeDestination) : row.codeDestination,
      code_channel: row.codeChannel,
      resend_available_in:
        row.status === RedeemRequestStatus.awaiting_code ? Math.max(0, Math.ceil(timeoutSeconds - waited)) : 0,
      created: row.createdAt.toISOString(),
      confirmed: row.confirmedAt?.toISOString() ?? null,
      settled: row.settledAt?.toISOString() ?? null,
      rejected: row.rejectedAt?.toISOString() ?? null,
      reason: row.reason,
    };
  }
}

function refuseClosedNote(note: LoanNoteHeld): void {
  if (note.status === LoanNoteHeldStatus.redeemed) throw FieldValidationError.nonField(RedemptionMessages.noteRedeemed);
  if (note.status === LoanNoteHeldStatus.matured) throw FieldValidationError.nonField(RedemptionMessages.noteMatured);
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
}
