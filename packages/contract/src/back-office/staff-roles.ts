/**
 * The provider's staff roles (issue #23 item 1). A staff user has exactly one; a user who is not
 * staff has none. Wire spelling ours.
 */
import type { ValueOf } from '../value-of.js';

export const StaffRole = {
  /** Runs the portal day to day: invitations, users, accounts, loan notes, documents. */
  operator: 'operator',
  /** Approves or declines what waits for the portfolio manager (change requests, policies). */
  portfolio_manager: 'portfolio_manager',
  /** Reads everything, the audit trail included, and changes nothing. */
  auditor: 'auditor',
} as const;
export type StaffRole = ValueOf<typeof StaffRole>;

export const StaffRoleLabel = {
  operator: 'Operator',
  portfolio_manager: 'Portfolio manager',
  auditor: 'Auditor (read only)',
} as const satisfies Record<StaffRole, string>;
