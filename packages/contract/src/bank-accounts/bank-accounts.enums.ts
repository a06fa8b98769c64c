/** Bank accounts and their change requests (spec 2 §3-§4). */
import type { ValueOf } from '../value-of.js';

/**
 * What a change request asks for: verify (a bank account added after activation), edit (new
 * details), delete, or link (make it the account a product pays into and from, spec 2 §2
 * "update-linked-bank-account"). A bank account carries at most one open request at a time.
 */
export const BankChangeRequestKind = { verify: 'verify', edit: 'edit', delete: 'delete', link: 'link' } as const;
export type BankChangeRequestKind = ValueOf<typeof BankChangeRequestKind>;

/**
 * A change request's life (issue #19): `pending` while the members the signing authority requires
 * have not all agreed; `awaiting_approval` once they have, until the portfolio manager decides;
 * `applied` when approved (only then does the bank account change). It ends early as `declined`
 * (by a member or the portfolio manager), `cancelled` (by its initiator) or `expired`.
 */
export const ChangeRequestStatus = {
  pending: 'pending',
  awaiting_approval: 'awaiting_approval',
  applied: 'applied',
  declined: 'declined',
  cancelled: 'cancelled',
  expired: 'expired',
} as const;
export type ChangeRequestStatus = ValueOf<typeof ChangeRequestStatus>;

/** The statuses in which a request still waits for someone: every other one is final. */
export const OPEN_CHANGE_REQUEST_STATUSES: readonly ChangeRequestStatus[] = [
  ChangeRequestStatus.pending,
  ChangeRequestStatus.awaiting_approval,
];

/**
 * A bank account's own state: `active` (in use), `pending_verification` (added after activation,
 * waiting for its verify request to be applied), `removed` (deleted, or a verify request that
 * did not go through). Removed ones are kept for the history, never listed.
 */
export const BankAccountStatus = {
  active: 'active',
  pending_verification: 'pending_verification',
  removed: 'removed',
} as const;
export type BankAccountStatus = ValueOf<typeof BankAccountStatus>;

/** One step in a request's history, with who took it. */
export const ChangeRequestAction = {
  submitted: 'submitted',
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
  approved: 'approved',
  approval_declined: 'approval_declined',
  applied: 'applied',
  expired: 'expired',
} as const;
export type ChangeRequestAction = ValueOf<typeof ChangeRequestAction>;
