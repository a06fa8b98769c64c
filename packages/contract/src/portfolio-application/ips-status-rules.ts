import { IpsStatus } from './portfolio-application.enums.js';

/**
 * What may be done to an investment policy statement in each status (spec 2 §4): editing is
 * refused while it awaits signature or the portfolio manager's review, and an active one is not
 * edited while another (ongoing) one is under way; only a draft is deleted, and only when an
 * active statement remains.
 */

export const IpsRuleMessages = {
  awaitingSignature: 'This investment policy statement is waiting to be signed and cannot be changed.',
  inReview: 'This investment policy statement is with the portfolio manager for review and cannot be changed.',
  ongoingExists: 'A newer investment policy statement is under way: change that one instead.',
  /** An active statement is changed through a new one, signed and approved before it applies (issue #21). */
  changeThroughNewStatement:
    'An active investment policy statement is changed by starting a new one from it; the new one applies once signed and approved.',
  superseded: 'A newer investment policy statement has replaced this one.',
  deleteOnlyDraft: 'Only a draft investment policy statement can be deleted.',
  deleteNeedsActive: 'A draft can be deleted only while an active investment policy statement remains.',
} as const;

/** Why an IPS cannot be edited, or null when it can. */
export function ipsEditRefusal(status: IpsStatus, { hasOngoing }: { hasOngoing: boolean }): string | null {
  if (status === IpsStatus.awaiting_signature) return IpsRuleMessages.awaitingSignature;
  if (status === IpsStatus.portfolio_manager_review) return IpsRuleMessages.inReview;
  if (status === IpsStatus.active && hasOngoing) return IpsRuleMessages.ongoingExists;
  return null;
}

/** Why an IPS cannot be deleted, or null when it can. */
export function ipsDeleteRefusal(status: IpsStatus, { hasActive }: { hasActive: boolean }): string | null {
  if (status !== IpsStatus.draft) return IpsRuleMessages.deleteOnlyDraft;
  if (!hasActive) return IpsRuleMessages.deleteNeedsActive;
  return null;
}
