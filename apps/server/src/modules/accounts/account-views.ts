import type { UnfilledAccountField } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { AccountRow } from '../../db/schema/index.js';
import { findIndividualTax, findPersonalDetail } from '../identity/index.js';
import type { PersonView } from './account.mapper.js';
import { membersOf, type AccountMemberView } from './accounts.repository.js';
import { accountIdsWithCorporateDetails } from './corporate-account-details.repository.js';
import { accountIdsWithSigningAuthority } from './signing-authority.repository.js';
import { accountIdsWithTrustDetails } from './trust-details.repository.js';
import { unfilledFields } from './unfilled-fields.js';

/** What every view of an account needs beside its row: its people and its missing parts. */
export interface AccountDescription {
  members: AccountMemberView[];
  people: PersonView[];
  unfilled: UnfilledAccountField[];
}

/** A person's name and check as their identity details give them (the users row until they exist). */
interface Identity {
  firstName: string;
  lastName: string;
  verificationStatus: string;
  hasIndividualTax: boolean;
}

/**
 * The people and missing parts of each account, read in a few queries: the members of all of
 * them at once, then each distinct person's identity details and individual tax once (through
 * the identity module's door).
 */
export async function describeAccounts(
  db: Database,
  rows: readonly AccountRow[],
): Promise<Map<number, AccountDescription>> {
  const ids = rows.map((r) => r.id);
  const [members, withTrustDetails, withCorporateDetails, withSigningAuthority] = await Promise.all([
    membersOf(db, ids),
    accountIdsWithTrustDetails(db, ids),
    accountIdsWithCorporateDetails(db, ids),
    accountIdsWithSigningAuthority(db, ids),
  ]);
  const identities = new Map<number, Identity>();
  for (const member of members) {
    if (identities.has(member.userId)) continue;
    const [personal, tax] = await Promise.all([
      findPersonalDetail(db, member.userId),
      findIndividualTax(db, member.userId),
    ]);
    identities.set(member.userId, {
      firstName: personal?.firstName ?? member.firstName,
      lastName: personal?.lastName ?? member.lastName,
      verificationStatus: personal?.status ?? 'not_verified',
      hasIndividualTax: Boolean(tax),
    });
  }
  const described = new Map<number, AccountDescription>();
  for (const row of rows) {
    const own = members.filter((m) => m.accountId === row.id);
    const people = own.map((m): PersonView => {
      const identity = identities.get(m.userId)!;
      return {
        id: m.userId,
        first_name: identity.firstName,
        last_name: identity.lastName,
        email: m.email,
        is_primary: m.role === 'primary',
        verification_status: identity.verificationStatus,
        role: m.role,
      };
    });
    const primary = own.find((m) => m.role === 'primary');
    const unfilled = unfilledFields({
      type: row.accountType,
      trustee: row.trusteeType,
      memberCount: own.length,
      primaryHasIndividualTax: primary ? identities.get(primary.userId)!.hasIndividualTax : false,
      products: row.products,
      skipBeneficialOwners: row.skipBeneficialOwners,
      skipDeedAttachment: row.skipDeedAttachment,
      hasTrustDetails: withTrustDetails.has(row.id),
      hasCorporateAccountDetails: withCorporateDetails.has(row.id),
      hasSigningAuthority: withSigningAuthority.has(row.id),
    });
    described.set(row.id, { members: own, people, unfilled });
  }
  return described;
}

export async function describeAccount(db: Database, row: AccountRow): Promise<AccountDescription> {
  return (await describeAccounts(db, [row])).get(row.id)!;
}
