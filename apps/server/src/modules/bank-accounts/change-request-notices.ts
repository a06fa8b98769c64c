import {
  BankAccountMessages,
  BankChangeRequestKind,
  ChangeRequestKindLabels,
  ChangeRequestStatus,
  ChangeRequestStatusLabels,
  formatBsb,
  formatDate,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { BankChangeRequestRow } from '../../db/schema/index.js';
import type { JobQueue } from '../../platform/jobs/job-queue.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { findAccount } from '../accounts/index.js';
import { findUserById } from '../auth/index.js';
import type { NotificationsService } from '../notifications/index.js';
import { maskAccountNumber } from './change-request.mapper.js';
import { findChangeRequest } from './change-requests.repository.js';

/** The queue whose jobs tell people about a change request (in-app and by e-mail). */
export const CHANGE_REQUEST_NOTICE_QUEUE = 'bank-change-requests.notify';

/**
 * One person to tell about one request, on one channel: `waiting` (a member whose answer it needs:
 * one job in-app, one by e-mail) or `outcome` (the initiator: applied, declined or expired,
 * in-app). One outside effect per job, so a job retried after its e-mail failed does not put a
 * second notice in the member's list, nor the other way round.
 */
export interface ChangeRequestNoticePayload {
  request_id: number;
  user_id: number;
  notice: 'waiting' | 'outcome';
  /** Absent on jobs queued before notices were split by channel: both, as then. */
  channel?: 'in_app' | 'email';
}

/** Where each kind of request is reviewed in the web app (issue #19, spec 2 §2 routes). */
export function reviewPath(row: Pick<BankChangeRequestRow, 'id' | 'kind' | 'accountId' | 'bankAccountId'>): string {
  switch (row.kind) {
    case BankChangeRequestKind.edit:
      return `/accounts/confirm-edit-bank-account/${row.accountId}/${row.bankAccountId}/`;
    case BankChangeRequestKind.delete:
      return `/accounts/delete-bank-account/${row.accountId}/${row.bankAccountId}/${row.id}`;
    case BankChangeRequestKind.verify:
    case BankChangeRequestKind.link:
      return `/accounts/verify-new-bank-account/${row.accountId}/${row.bankAccountId}/`;
  }
}

/**
 * Tells people about change requests. The transitions queue one job per person in their own
 * transaction (so nobody hears of a change that rolled back, and the mail server is never called
 * inside it); the job sends after the commit. Delivery is at least once: a process that dies after
 * the mail server took a message but before the job is marked done sends it again. A job runs again only after a failure, and it
 * checks the request first: a member is no longer told about a request that stopped waiting.
 * No message carries a full account number: only its last three digits.
 */
export class ChangeRequestNotices {
  constructor(
    private readonly db: Database,
    private readonly deps: {
      jobs: JobQueue;
      notifications: NotificationsService;
      messages: MessageSender;
      publicUrl: string;
    },
  ) {}

  /** The members whose answer a new request waits for. */
  async opened(tx: Database, row: BankChangeRequestRow, waitingUserIds: readonly number[]): Promise<void> {
    for (const userId of waitingUserIds) {
      await this.queue(tx, { request_id: row.id, user_id: userId, notice: 'waiting', channel: 'in_app' });
      await this.queue(tx, { request_id: row.id, user_id: userId, notice: 'waiting', channel: 'email' });
    }
  }

  /** The initiator hears of the outcome. */
  async outcome(tx: Database, row: BankChangeRequestRow): Promise<void> {
    if (row.initiatorUserId === null) return;
    await this.queue(tx, { request_id: row.id, user_id: row.initiatorUserId, notice: 'outcome' });
  }

  /** After a transition commits: its jobs run now rather than at the next poll. */
  wake(): void {
    this.deps.jobs.wake();
  }

  /** The job's work. */
  async send(payload: ChangeRequestNoticePayload): Promise<void> {
    const row = await findChangeRequest(this.db, payload.request_id);
    const user = await findUserById(this.db, payload.user_id);
    if (!row || !user) return;
    const account = await findAccount(this.db, row.accountId);
    const accountName = account?.name ?? 'your account';
    const what = ChangeRequestKindLabels[row.kind].toLowerCase();
    const details = row.newData ?? row.oldData;
    const bank = details
      ? `${details.bank}, BSB ${formatBsb(details.bsb)}, account ${maskAccountNumber(details.number)}`
      : '';
    const redirectUrl = reviewPath(row);

    if (payload.notice === 'waiting') {
      if (row.status !== ChangeRequestStatus.pending) return;
      const initiator = row.initiatorUserId === null ? undefined : await findUserById(this.db, row.initiatorUserId);
      const who = initiator ? `${initiator.firstName} ${initiator.lastName}`.trim() : 'A member';
      const title = `Bank account change waiting for you: ${accountName}`;
      const description = `${who} asked to ${what} on ${accountName} (${bank}). Please confirm or decline it. ${BankAccountMessages.portfolioManagerApproves}`;
      if (payload.channel !== 'email') {
        await this.deps.notifications.notify(user.id, {
          title,
          description,
          redirectUrl,
          tenantId: account?.tenantId ?? user.tenantId,
        });
      }
      if (payload.channel === 'in_app') return;
      await this.deps.messages.send({
        channel: 'email',
        to: user.email,
        subject: title,
        body: [
          `Hello ${user.firstName},`,
          '',
          description,
          '',
          `Review it here: ${this.deps.publicUrl}${redirectUrl}`,
          '',
          `The request expires on ${formatDate(row.expiresAt)}.`,
        ].join('\n'),
      });
      return;
    }

    const outcome = ChangeRequestStatusLabels[row.status].toLowerCase();
    await this.deps.notifications.notify(user.id, {
      title: `Your bank account request was ${outcome}: ${accountName}`,
      description: `${ChangeRequestKindLabels[row.kind]} (${bank}): ${outcome}.`,
      redirectUrl: `/accounts/${row.accountId}/`,
      tenantId: account?.tenantId ?? user.tenantId,
    });
  }

  private async queue(tx: Database, payload: ChangeRequestNoticePayload): Promise<void> {
    await this.deps.jobs.enqueue(CHANGE_REQUEST_NOTICE_QUEUE, { ...payload }, { db: tx });
  }
}
