import {
  type BankChangeRequestKind,
  ChangeRequestAction,
  ChangeRequestStatus,
  ChangeRequestStatusLabels,
  type ChangeRequest,
  type MaskedBankDetails,
} from '@portal/contract';
import type { BankChangeRequestEventRow, BankChangeRequestRow, BankDetails } from '../../db/schema/index.js';

/** A stored account number as a request shows it: stars, then its last three digits. */
export function maskAccountNumber(number: string): string {
  return `${'*'.repeat(Math.max(number.length - 3, 0))}${number.slice(-3)}`;
}

export function maskDetails(details: BankDetails | null): MaskedBankDetails | null {
  if (!details) return null;
  return {
    name: details.name,
    bsb: details.bsb,
    number: maskAccountNumber(details.number),
    bank: details.bank,
    branch: details.branch,
  };
}

/** What the mapper needs to know beside the row: the account, the people and the caller. */
export interface ChangeRequestContext {
  accountName: string;
  /** Names of the account's people and past actors, by user id. */
  names: ReadonlyMap<number, { firstName: string; lastName: string }>;
  /** Members holding signing authority now. */
  signers: readonly number[];
  events: readonly BankChangeRequestEventRow[];
  /** The member asking; null for the operator. */
  callerId: number | null;
}

/** Who has answered a request already (confirmed or declined), by user id. */
export function answeredBy(events: readonly BankChangeRequestEventRow[]): Set<number> {
  return new Set(
    events
      .filter((e) => e.action === ChangeRequestAction.confirmed || e.action === ChangeRequestAction.declined)
      .flatMap((e) => (e.actorUserId === null ? [] : [e.actorUserId])),
  );
}

export function confirmationsReceived(events: readonly BankChangeRequestEventRow[]): number {
  return events.filter((e) => e.action === ChangeRequestAction.confirmed).length;
}

/** The signers (other than the initiator) who have not answered yet. */
export function stillToAnswer(
  row: BankChangeRequestRow,
  signers: readonly number[],
  events: readonly BankChangeRequestEventRow[],
): number[] {
  const answered = answeredBy(events);
  return signers.filter((id) => id !== row.initiatorUserId && !answered.has(id));
}

export function toChangeRequest(row: BankChangeRequestRow, ctx: ChangeRequestContext): ChangeRequest {
  const pending = row.status === ChangeRequestStatus.pending;
  const open = pending || row.status === ChangeRequestStatus.awaiting_approval;
  const waiting = pending ? stillToAnswer(row, ctx.signers, ctx.events) : [];
  const initiator = row.initiatorUserId === null ? undefined : ctx.names.get(row.initiatorUserId);
  const callerMayAnswer = ctx.callerId !== null && waiting.includes(ctx.callerId);
  const shows = (kind: BankChangeRequestKind[]) => kind.includes(row.kind);
  return {
    id: row.id,
    uuid: row.uuid,
    kind: row.kind,
    status: row.status,
    status_display: ChangeRequestStatusLabels[row.status],
    account: { id: row.accountId, name: ctx.accountName },
    bank_account_id: row.bankAccountId,
    initiator: {
      first_name: initiator?.firstName ?? '',
      last_name: initiator?.lastName ?? '',
      is_current_user: ctx.callerId !== null && ctx.callerId === row.initiatorUserId,
    },
    old_data: shows(['edit', 'delete', 'link']) ? maskDetails(row.oldData) : null,
    new_data: shows(['verify', 'edit', 'link']) ? maskDetails(row.newData) : null,
    product: row.product,
    confirmations_required: row.requiredConfirmations,
    confirmations_received: confirmationsReceived(ctx.events),
    waiting_for: waiting.map((id) => {
      const name = ctx.names.get(id);
      return name ? `${name.firstName} ${name.lastName}`.trim() : '';
    }),
    can_confirm: callerMayAnswer,
    can_decline: callerMayAnswer,
    can_cancel: open && ctx.callerId !== null && ctx.callerId === row.initiatorUserId,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    history: ctx.events.map((e) => ({ action: e.action, actor_name: e.actorName, at: e.at.toISOString() })),
  };
}
