import {
  BankAccountLimits,
  BankAccountMessages,
  BankChangeRequestKind,
  ChangeRequestAction,
  ChangeRequestStatus,
  ChangeRequestStatusLabels,
  type OperatorChangeRequestsQuery,
  type ChangeRequest,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { AccountRow, BankChangeRequestRow, BankDetails } from '../../db/schema/index.js';
import { accountChangeRefused, FieldValidationError, notFound } from '../../plugins/app/http-errors.js';
import { findAccount, findMemberAccount, findSigningAuthority, membersOf } from '../accounts/index.js';
import { findUserById } from '../auth/index.js';
import { findBankAccountById, linkProduct, removeBankAccount, updateBankAccount } from './bank-accounts.repository.js';
import { answeredBy, confirmationsReceived, stillToAnswer, toChangeRequest } from './change-request.mapper.js';
import type { ChangeRequestNotices } from './change-request-notices.js';
import {
  findChangeRequest,
  findOpenRequestOf,
  insertChangeRequest,
  insertEvent,
  listAccountRequests,
  listEvents,
  listExpiredOpenRequestIds,
  changeRequestsPage,
  lockChangeRequest,
  updateChangeRequest,
} from './change-requests.repository.js';
import { requiredConfirmations, signingRule } from './required-confirmations.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How the provider's side appears in a request's history. */
export const PORTFOLIO_MANAGER = 'Portfolio manager';
export const PORTAL = 'Portal';

/** What opening a request needs: the bank account's change, from whom. */
export interface NewChangeRequest {
  account: AccountRow;
  initiator: { userId: number; name: string };
  bankAccountId: number;
  kind: BankChangeRequestKind;
  oldData: BankDetails | null;
  newData: BankDetails | null;
  product?: string | null;
}

/** The people of an account and the signing rule, read once per view. */
interface AccountPeople {
  names: Map<number, { firstName: string; lastName: string }>;
  signers: number[];
  /** Signatures a change needs in all. */
  total: number;
}

/**
 * Bank change requests (issue #19): opened by a member with signing authority on an active
 * account; `pending` until the other members the signing authority requires agree, then
 * `awaiting_approval` until the portfolio manager decides; `applied` only then. A member's
 * decline or the portfolio manager's ends it as `declined`, the initiator may cancel it while it
 * is open, and it expires after 14 days. Every step is a history event.
 *
 * Each transition locks the request's row (SELECT ... FOR UPDATE) and reads it again inside its
 * transaction, so two members answering at once give exactly one outcome: the second sees what
 * the first wrote and is refused. Expiry is applied lazily (every read and act first expires what
 * is due, in its own transaction, so a refusal afterwards does not roll it back) and by a job
 * queued for the moment each request expires.
 */
export class ChangeRequestsService {
  constructor(
    private readonly db: Database,
    private readonly notices: ChangeRequestNotices,
    /** Queues the expiry of a request for the moment it is due (a job run later, in any process). */
    private readonly scheduleExpiry: (tx: Database, row: BankChangeRequestRow) => Promise<void>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Opens a request in the caller's transaction (the bank account's own change happens there
   * too). One open request per bank account: another is refused (400), also when two arrive at
   * once (the partial unique index).
   */
  async open(tx: Database, input: NewChangeRequest): Promise<BankChangeRequestRow> {
    if (await findOpenRequestOf(tx, input.bankAccountId)) {
      throw FieldValidationError.nonField(BankAccountMessages.requestAlreadyOpen);
    }
    const now = this.now();
    const people = await this.people(tx, input.account.id);
    const required = requiredConfirmations(people, input.initiator.userId);
    const row = await insertChangeRequest(tx, {
      accountId: input.account.id,
      bankAccountId: input.bankAccountId,
      kind: input.kind,
      status: required === 0 ? ChangeRequestStatus.awaiting_approval : ChangeRequestStatus.pending,
      initiatorUserId: input.initiator.userId,
      oldData: input.oldData,
      newData: input.newData,
      product: input.product ?? null,
      requiredConfirmations: required,
      createdAt: now,
      expiresAt: new Date(now.getTime() + BankAccountLimits.changeRequestExpiryDays * DAY_MS),
    }).catch((error: unknown) => {
      // Two opened at once: the partial unique index lets one through.
      if (isUniqueViolation(error)) throw FieldValidationError.nonField(BankAccountMessages.requestAlreadyOpen);
      throw error;
    });
    await insertEvent(tx, {
      requestId: row.id,
      action: ChangeRequestAction.submitted,
      actorUserId: input.initiator.userId,
      actorName: input.initiator.name,
      at: now,
    });
    const waiting = row.status === ChangeRequestStatus.pending ? stillToAnswer(row, people.signers, []) : [];
    await this.notices.opened(tx, row, waiting);
    await this.scheduleExpiry(tx, row);
    return row;
  }

  /** After a change that opened a request commits: its notices go out now. */
  wakeNotices(): void {
    this.notices.wake();
  }

  /** One request, to a member of its account only (404 otherwise, as for a missing one). */
  async get(userId: number, requestId: number): Promise<ChangeRequest> {
    await this.expireDue([requestId]);
    const row = await findChangeRequest(this.db, requestId);
    if (!row || !(await findMemberAccount(this.db, userId, row.accountId)))
      throw notFound(BankAccountMessages.changeRequestNotFound);
    return (await this.describe([row], userId))[0]!;
  }

  /** An account's requests, newest first (its history); the caller must be on the account. */
  async listForAccount(userId: number, accountId: number): Promise<ChangeRequest[]> {
    if (!(await findMemberAccount(this.db, userId, accountId))) throw notFound();
    await this.expireDue();
    return this.describe(await listAccountRequests(this.db, accountId), userId);
  }

  /** Requests shown with bank accounts: the open ones, as the caller sees them. */
  describe(rows: readonly BankChangeRequestRow[], callerId: number | null): Promise<ChangeRequest[]> {
    return this.describeWith(this.db, rows, callerId);
  }

  /** A member with signing authority, not the initiator, agrees; enough agreements move it on. */
  async confirm(userId: number, requestId: number): Promise<ChangeRequest> {
    return this.answer(userId, requestId, async (tx, row, actorName, now) => {
      await insertEvent(tx, {
        requestId: row.id,
        action: ChangeRequestAction.confirmed,
        actorUserId: userId,
        actorName,
        at: now,
      });
      const events = await listEvents(tx, [row.id]);
      if (confirmationsReceived(events) < row.requiredConfirmations) return row;
      return updateChangeRequest(tx, row.id, { status: ChangeRequestStatus.awaiting_approval });
    });
  }

  /** A member with signing authority, not the initiator, declines: the request ends. */
  async decline(userId: number, requestId: number, reason: string): Promise<ChangeRequest> {
    return this.answer(userId, requestId, async (tx, row, actorName, now) => {
      await insertEvent(tx, {
        requestId: row.id,
        action: ChangeRequestAction.declined,
        actorUserId: userId,
        actorName,
        reason,
        at: now,
      });
      return this.close(tx, row, ChangeRequestStatus.declined, now);
    });
  }

  /** The initiator withdraws their request while it is open. */
  async cancel(userId: number, requestId: number): Promise<ChangeRequest> {
    await this.expireDue([requestId]);
    const found = await this.memberRequest(userId, requestId);
    if (found.initiatorUserId !== userId) throw accountChangeRefused(BankAccountMessages.onlyInitiatorCancels);
    const row = await this.db.transaction(async (tx) => {
      const locked = (await lockChangeRequest(tx, requestId))!;
      if (!isOpen(locked)) {
        throw FieldValidationError.nonField(BankAccountMessages.cannotCancel(statusLabel(locked)));
      }
      const now = this.now();
      await insertEvent(tx, {
        requestId,
        action: ChangeRequestAction.cancelled,
        actorUserId: userId,
        actorName: await this.nameOf(tx, userId),
        at: now,
      });
      return this.close(tx, locked, ChangeRequestStatus.cancelled, now);
    });
    this.notices.wake();
    return (await this.describe([row], userId))[0]!;
  }

  // The portfolio manager (operator API and CLI).

  /** One page of the change-requests queue, those past their expiry expired first. */
  async operatorList(query: OperatorChangeRequestsQuery): Promise<{ count: number; results: ChangeRequest[] }> {
    await this.expireDue();
    const { count, rows } = await changeRequestsPage(this.db, query);
    return { count, results: await this.describe(rows, null) };
  }

  async operatorGet(requestId: number): Promise<ChangeRequest> {
    await this.expireDue([requestId]);
    const row = await findChangeRequest(this.db, requestId);
    if (!row) throw notFound(BankAccountMessages.changeRequestNotFound);
    return (await this.describe([row], null))[0]!;
  }

  /** Approves a request the members agreed to, and applies it at once (the bank account changes now). */
  async approve(requestId: number): Promise<ChangeRequest> {
    return this.decide(requestId, async (tx, row, now) => {
      await insertEvent(tx, {
        requestId,
        action: ChangeRequestAction.approved,
        actorUserId: null,
        actorName: PORTFOLIO_MANAGER,
        at: now,
      });
      await this.apply(tx, row, now);
      await insertEvent(tx, {
        requestId,
        action: ChangeRequestAction.applied,
        actorUserId: null,
        actorName: PORTAL,
        at: now,
      });
      return this.close(tx, row, ChangeRequestStatus.applied, now);
    });
  }

  async operatorDecline(requestId: number, reason: string): Promise<ChangeRequest> {
    return this.decide(requestId, async (tx, row, now) => {
      await insertEvent(tx, {
        requestId,
        action: ChangeRequestAction.approval_declined,
        actorUserId: null,
        actorName: PORTFOLIO_MANAGER,
        reason,
        at: now,
      });
      return this.close(tx, row, ChangeRequestStatus.declined, now);
    });
  }

  /**
   * Expires open requests past their expiry: these ids, or every one that is due. Each in its
   * own transaction under the row's lock; one another transaction closed first is left alone.
   */
  async expireDue(ids?: readonly number[]): Promise<number> {
    const now = this.now();
    const due = (await listExpiredOpenRequestIds(this.db, now)).filter((id) => !ids || ids.includes(id));
    let expired = 0;
    for (const id of due) {
      const done = await this.db.transaction(async (tx) => {
        const row = await lockChangeRequest(tx, id);
        if (!row || !isOpen(row) || row.expiresAt > now) return false;
        await insertEvent(tx, {
          requestId: id,
          action: ChangeRequestAction.expired,
          actorUserId: null,
          actorName: PORTAL,
          at: now,
        });
        await this.close(tx, row, ChangeRequestStatus.expired, now);
        return true;
      });
      if (done) expired += 1;
    }
    if (expired > 0) this.notices.wake();
    return expired;
  }

  // Steps shared by the transitions.

  /**
   * A member's answer: who they are is judged first (404 off the account; 403 for the initiator
   * and for a member without signing authority), then, under the row's lock, whether the request
   * still waits for them (400 with its status, or already answered).
   */
  private async answer(
    userId: number,
    requestId: number,
    step: (tx: Database, row: BankChangeRequestRow, actorName: string, now: Date) => Promise<BankChangeRequestRow>,
  ): Promise<ChangeRequest> {
    await this.expireDue([requestId]);
    const found = await this.memberRequest(userId, requestId);
    if (found.initiatorUserId === userId) throw accountChangeRefused(BankAccountMessages.ownRequest);
    const { signers } = await this.people(this.db, found.accountId);
    if (!signers.includes(userId)) throw accountChangeRefused(BankAccountMessages.notASigner);
    const row = await this.db.transaction(async (tx) => {
      const locked = (await lockChangeRequest(tx, requestId))!;
      const events = await listEvents(tx, [requestId]);
      if (answeredBy(events).has(userId)) throw FieldValidationError.nonField(BankAccountMessages.alreadyAnswered);
      if (locked.status !== ChangeRequestStatus.pending) {
        throw FieldValidationError.nonField(BankAccountMessages.noLongerPending(statusLabel(locked)));
      }
      return step(tx, locked, await this.nameOf(tx, userId), this.now());
    });
    this.notices.wake();
    return (await this.describe([row], userId))[0]!;
  }

  /** The portfolio manager's decision: only on a request awaiting it (400 otherwise). */
  private async decide(
    requestId: number,
    step: (tx: Database, row: BankChangeRequestRow, now: Date) => Promise<BankChangeRequestRow>,
  ): Promise<ChangeRequest> {
    await this.expireDue([requestId]);
    const row = await this.db.transaction(async (tx) => {
      const locked = await lockChangeRequest(tx, requestId);
      if (!locked) throw notFound(BankAccountMessages.changeRequestNotFound);
      if (locked.status !== ChangeRequestStatus.awaiting_approval) {
        throw FieldValidationError.nonField(BankAccountMessages.notAwaitingApproval(statusLabel(locked)));
      }
      return step(tx, locked, this.now());
    });
    this.notices.wake();
    return (await this.describe([row], null))[0]!;
  }

  /**
   * Ends a request with a final status. A verify request that does not go through takes its new
   * bank account with it; the initiator hears of every outcome but their own cancel.
   */
  private async close(tx: Database, row: BankChangeRequestRow, status: ChangeRequestStatus, now: Date) {
    const closed = await updateChangeRequest(tx, row.id, { status, closedAt: now });
    if (row.kind === BankChangeRequestKind.verify && status !== ChangeRequestStatus.applied) {
      await removeBankAccount(tx, row.bankAccountId, now);
    }
    if (status !== ChangeRequestStatus.cancelled) await this.notices.outcome(tx, closed);
    return closed;
  }

  /** What approval does to the bank account, by kind. */
  private async apply(tx: Database, row: BankChangeRequestRow, now: Date): Promise<void> {
    const bank = await findBankAccountById(tx, row.bankAccountId);
    if (!bank || bank.removedAt) throw FieldValidationError.nonField(BankAccountMessages.bankAccountNotFound);
    switch (row.kind) {
      case BankChangeRequestKind.verify:
        await updateBankAccount(tx, bank.id, { status: 'active' });
        return;
      case BankChangeRequestKind.edit: {
        const d = row.newData!;
        await updateBankAccount(tx, bank.id, {
          name: d.name,
          bsb: d.bsb,
          number: d.number,
          bank: d.bank,
          branch: d.branch,
          bsbWasFound: d.bsbWasFound,
          documentFileId: d.documentFileId,
          ...(d.passwordHash ? { passwordHash: d.passwordHash } : {}),
        });
        return;
      }
      case BankChangeRequestKind.delete:
        await removeBankAccount(tx, bank.id, now);
        return;
      case BankChangeRequestKind.link:
        await linkProduct(tx, row.accountId, row.product!, bank.id);
        return;
    }
  }

  private async memberRequest(userId: number, requestId: number): Promise<BankChangeRequestRow> {
    const row = await findChangeRequest(this.db, requestId);
    if (!row || !(await findMemberAccount(this.db, userId, row.accountId))) {
      throw notFound(BankAccountMessages.changeRequestNotFound);
    }
    return row;
  }

  private async describeWith(db: Database, rows: readonly BankChangeRequestRow[], callerId: number | null) {
    const events = await listEvents(
      db,
      rows.map((r) => r.id),
    );
    const byAccount = new Map<number, { name: string; people: AccountPeople }>();
    for (const accountId of new Set(rows.map((r) => r.accountId))) {
      const account = await findAccount(db, accountId);
      byAccount.set(accountId, { name: account?.name ?? '', people: await this.people(db, accountId) });
    }
    return rows.map((row) => {
      const { name, people } = byAccount.get(row.accountId)!;
      return toChangeRequest(row, {
        accountName: name,
        names: people.names,
        signers: people.signers,
        events: events.filter((e) => e.requestId === row.id),
        callerId,
      });
    });
  }

  private async people(db: Database, accountId: number): Promise<AccountPeople> {
    const members = await membersOf(db, [accountId]);
    const rule = signingRule((await findSigningAuthority(db, accountId)) ?? null, members);
    return {
      names: new Map(members.map((m) => [m.userId, { firstName: m.firstName, lastName: m.lastName }])),
      signers: rule.signers,
      total: rule.total,
    };
  }

  /** The person's name as the history keeps it. */
  private async nameOf(db: Database, userId: number): Promise<string> {
    const user = await findUserById(db, userId);
    return user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  }
}

function isOpen(row: BankChangeRequestRow): boolean {
  return row.status === ChangeRequestStatus.pending || row.status === ChangeRequestStatus.awaiting_approval;
}

function statusLabel(row: BankChangeRequestRow): string {
  return ChangeRequestStatusLabels[row.status].toLowerCase();
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
}
