import { AdvancedSigningOption, SigningAuthorityOption } from '@portal/contract';
import type { AccountMembership, SigningAuthorityRow } from '../../db/schema/index.js';
import { holdsSigningAuthority } from '../accounts/index.js';

type Choice = Pick<SigningAuthorityRow, 'option' | 'advancedOption' | 'minNumberOfSignatories' | 'selectedSignatories'>;

/** Who signs for an account and how many signatures a change needs. */
export interface SigningRule {
  /** The members holding signing authority (user ids). */
  signers: number[];
  /** Signatures a change needs in all, the initiator's included. */
  total: number;
}

/**
 * The account's signing authority as a rule for bank changes (spec 2 §3 signing authority):
 * nothing saved: the primary person only; any applicant: one signature; all applicants: every
 * member holding signing authority; advanced, a minimum of N: N of them; advanced, specific
 * members: every selected member still on the account.
 */
export function signingRule(
  choice: Choice | null,
  members: ReadonlyArray<{ userId: number; role: AccountMembership }>,
): SigningRule {
  const signers = members.filter((m) => holdsSigningAuthority(choice, m)).map((m) => m.userId);
  if (!choice) return { signers, total: Math.min(1, signers.length) };
  if (choice.option === SigningAuthorityOption.any) return { signers, total: Math.min(1, signers.length) };
  if (choice.option === SigningAuthorityOption.all) return { signers, total: signers.length };
  if (choice.advancedOption === AdvancedSigningOption.minimum_signatures) {
    return { signers, total: Math.min(Math.max(choice.minNumberOfSignatories ?? 1, 1), signers.length) };
  }
  return { signers, total: signers.length };
}

/**
 * Agreements a request needs besides its initiator's: the initiator's own counts as one when they
 * hold signing authority, the rest must come from OTHER signers (never more than there are).
 */
export function requiredConfirmations(rule: SigningRule, initiatorId: number): number {
  const initiatorSigns = rule.signers.includes(initiatorId);
  const others = rule.signers.filter((id) => id !== initiatorId).length;
  return Math.min(Math.max(rule.total - (initiatorSigns ? 1 : 0), 0), others);
}
