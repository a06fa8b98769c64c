/**
 * What the other people on an account are called (spec 2 §6): directors of a company, and of an
 * SMSF or trust whose trustee is a company; trustees of an SMSF or trust with individual
 * trustees; members of a joint account. An individual account has none.
 */
import { AccountType, SecondaryUserTitle, TrusteeType } from './accounts.enums.js';

export function secondaryUserTitle(
  accountType: AccountType,
  trusteeType?: TrusteeType | null,
): SecondaryUserTitle | null {
  switch (accountType) {
    case AccountType.company:
      return SecondaryUserTitle.director;
    case AccountType.smsf:
    case AccountType.trust:
      return trusteeType === TrusteeType.corporate ? SecondaryUserTitle.director : SecondaryUserTitle.trustee;
    case AccountType.joint:
      return SecondaryUserTitle.member;
    case AccountType.individual:
      return null;
  }
}
