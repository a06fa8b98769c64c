import { AdvancedSigningOption, SigningAuthorityOption } from '@portal/contract';
import type { AccountMembership, SigningAuthorityRow } from '../../db/schema/index.js';

/** What decides signing authority: the account's saved choice, if any. */
export type SigningAuthorityChoice = Pick<SigningAuthorityRow, 'option' | 'advancedOption' | 'selectedSignatories'>;

/**
 * Whether a person on the account may give instructions on it (spec 2 §3, §5 signing authority),
 * the one place that decides it:
 * - nothing saved yet: the primary person only;
 * - any or all applicants to sign: every person on the account;
 * - advanced, a minimum number of signatures: every person on the account (each signs toward it);
 * - advanced, specific members: only the selected people.
 */
export function holdsSigningAuthority(
  choice: SigningAuthorityChoice | null,
  member: { userId: number; role: AccountMembership },
): boolean {
  if (!choice) return member.role === 'primary';
  if (choice.option !== SigningAuthorityOption.advanced) return true;
  if (choice.advancedOption === AdvancedSigningOption.specific_members) {
    return choice.selectedSignatories.includes(member.userId);
  }
  return true;
}
