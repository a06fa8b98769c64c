/** Bank accounts and their change requests (spec 2 §3-§4). */
import type { ValueOf } from '../value-of.js';

/** A bank account carries one change request of each kind: verify (add), edit, delete. */
export const BankChangeRequestKind = { verify: 'verify', edit: 'edit', delete: 'delete' } as const;
export type BankChangeRequestKind = ValueOf<typeof BankChangeRequestKind>;

/**
 * The documents name only `pending`; the outcomes follow from the actions they describe
 * (another member confirms or declines, the initiator cancels).
 */
export const ChangeRequestStatus = {
  pending: 'pending',
  confirmed: 'confirmed',
  declined: 'declined',
  cancelled: 'cancelled',
} as const;
export type ChangeRequestStatus = ValueOf<typeof ChangeRequestStatus>;
