/**
 * The signing envelope's rules (issue #21 item 2), pure so the server decides with them and the
 * tests work them out by hand: who must sign from the account's signing authority, how a signer's
 * status moves, and when the envelope is finished.
 */
import { AccountType } from '../accounts/accounts.enums.js';
import { AdvancedSigningOption, SigningAuthorityOption } from '../accounts/signing-authority.enums.js';
import { EnvelopeStatus, SignerStatus } from './signing.enums.js';

/** The account's saved signing authority, as far as signing needs it (null: none saved). */
export interface SigningAuthorityRule {
  option: SigningAuthorityOption;
  advancedOption: AdvancedSigningOption | null;
  minNumberOfSignatories: number | null;
  selectedSignatories: readonly number[];
}

export interface AccountSignerCandidate {
  userId: number;
  role: 'primary' | 'secondary';
}

/**
 * Who is asked to sign and how many of them must: every person asked gets a link, and the
 * envelope completes once `required` of them have signed.
 */
export interface SigningRequirement {
  /** User ids, in the account's order. */
  signers: number[];
  required: number;
}

/**
 * Spec 2 §3, §5 signing authority, issue #21 item 2:
 * - an individual account, or nothing saved yet: its primary person;
 * - 'any': every member is asked, any one completes it;
 * - 'all': every member, each must sign;
 * - advanced, a minimum number: every member is asked, that many (at most the members) must sign;
 * - advanced, specific members: the named members still on the account, each must sign.
 * A choice that leaves nobody (the named members all left) falls back to the primary person, so
 * an envelope never completes with no signature.
 */
export function requiredSignatures(
  accountType: AccountType,
  authority: SigningAuthorityRule | null,
  members: readonly AccountSignerCandidate[],
): SigningRequirement {
  const everyone = members.map((m) => m.userId);
  const primary = members.filter((m) => m.role === 'primary').map((m) => m.userId);
  const primaryOnly = { signers: primary.slice(0, 1), required: Math.min(1, primary.length) };
  if (accountType === AccountType.individual || !authority || everyone.length === 0) return primaryOnly;
  switch (authority.option) {
    case SigningAuthorityOption.any:
      return { signers: everyone, required: 1 };
    case SigningAuthorityOption.all:
      return { signers: everyone, required: everyone.length };
    case SigningAuthorityOption.advanced: {
      if (authority.advancedOption === AdvancedSigningOption.specific_members) {
        const named = everyone.filter((id) => authority.selectedSignatories.includes(id));
        return named.length > 0 ? { signers: named, required: named.length } : primaryOnly;
      }
      const wanted = Math.max(1, authority.minNumberOfSignatories ?? 1);
      return { signers: everyone, required: Math.min(wanted, everyone.length) };
    }
  }
}

/** What happens to a signer. */
export type SignerAction = 'view' | 'sign' | 'decline' | 'expire';

/**
 * A signer's next status, or null when the action is refused. Repeating what is already done
 * changes nothing (signing twice: one signature); a signer who signed can no longer decline, and
 * one who declined or whose link expired can no longer sign.
 */
export function nextSignerStatus(current: SignerStatus, action: SignerAction): SignerStatus | null {
  const open = current === SignerStatus.sent || current === SignerStatus.viewed;
  switch (action) {
    case 'view':
      return current === SignerStatus.sent ? SignerStatus.viewed : current;
    case 'sign':
      if (open) return SignerStatus.signed;
      return current === SignerStatus.signed ? current : null;
    case 'decline':
      if (open) return SignerStatus.declined;
      return current === SignerStatus.declined ? current : null;
    case 'expire':
      return open ? SignerStatus.expired : current;
  }
}

/** Whether the envelope still takes signatures. */
export function isEnvelopeOpen(status: EnvelopeStatus): boolean {
  return status === EnvelopeStatus.sent;
}

/**
 * Where an open envelope stands given its signers: any decline stops it for everyone; the
 * required signatures complete it; when too few signers are left who could still sign, it has
 * expired; otherwise it waits.
 */
export function envelopeStatusFor(
  requirement: SigningRequirement,
  signers: ReadonlyArray<{ userId: number; status: SignerStatus }>,
): EnvelopeStatus {
  const asked = signers.filter((s) => requirement.signers.includes(s.userId));
  if (asked.some((s) => s.status === SignerStatus.declined)) return EnvelopeStatus.declined;
  const signed = asked.filter((s) => s.status === SignerStatus.signed).length;
  if (signed >= requirement.required) return EnvelopeStatus.completed;
  const couldStill = asked.filter((s) => s.status === SignerStatus.sent || s.status === SignerStatus.viewed).length;
  return signed + couldStill < requirement.required ? EnvelopeStatus.expired : EnvelopeStatus.sent;
}

/** The typed name matches the signer's: case, outer spaces and repeated inner spaces aside. */
export function typedNameMatches(typed: string, signerName: string): boolean {
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-AU');
  return norm(typed) !== '' && norm(typed) === norm(signerName);
}
