import type { UnfilledAccountField } from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { AccountRow } from '../../db/schema/index.js';
import { findIndividualTax, findPersonalDetail } from '../identity/index.js';
import {
  personRole,
  PersonStatus,
  PersonStatusDisplay,
  requiredAccountParts,
  secondaryUserTitle,
} from '@portal/contract';
import type { PersonView } from './account.mapper.js';
import { attachmentCounts } from './account-attachments.repository.js';
import { accountIdsWithActiveBankAccount } from './bank-account-facts.repository.js';
import { NO_PEOPLE, type AccountPeopleFacts } from './account-people.mapper.js';
import { peopleOf } from './account-people.repository.js';
import { membersOf, type AccountMemberView } from './accounts.repository.js';
import { accountIdsWithCorporateTax } from './corporate-tax.repository.js';
import { accountIdsWithCorporateDetails } from './corporate-account-details.repository.js';
import { accountIdsWithSigningAuthority } from './signing-authority.repository.js';
import { accountIdsWithTrustDetails } from './trust-details.repository.js';
import { unfilledFields } from './unfilled-fields.js';

/** What every view of an account needs beside its row: its people and its missing parts. */
export interface AccountDescription {
  members: AccountMemberView[];
  people: PersonView[];
  unfilled: UnfilledAccountField[];
  /** Every part the account's type (and products, people) takes, filled or not. */
  required: UnfilledAccountField[];
  /** The secondary users and beneficial owners (account-people.mapper.ts makes the lists). */
  accountPeople: AccountPeopleFacts;
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
  const [
    members,
    withTrustDetails,
    attachments,
    withCorporateTax,
    personRows,
    withCorporateDetails,
    withSigningAuthority,
    withBankAccount,
  ] = await Promise.all([
    membersOf(db, ids),
    accountIdsWithTrustDetails(db, ids),
    attachmentCounts(db, ids),
    accountIdsWithCorporateTax(db, ids),
    peopleOf(db, ids, { withRemoved: true }),
    accountIdsWithCorporateDetails(db, ids),
    accountIdsWithSigningAuthority(db, ids),
    accountIdsWithActiveBankAccount(db, ids),
  ]);
  const identities = new Map<number, Identity>();
  const joined = personRows.flatMap((p) => (p.userId && !p.removedAt ? [{ ...p, userId: p.userId }] : []));
  for (const member of [...members, ...joined]) {
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
    const ownPeople = personRows.filter((p) => p.accountId === row.id);
    const current = ownPeople.filter((p) => !p.removedAt);
    const people = own.map((m): PersonView => {
      const identity = identities.get(m.userId)!;
      const isPrimary = m.role === 'primary';
      const asPerson = current.find((p) => p.userId === m.userId);
      const status = isPrimary ? PersonStatus.primary : PersonStatus.joined;
      const primaryRole =
        row.primaryUserRole === null ? null : personRole(row.primaryUserRole ? 'beneficial_owner' : 'contact');
      return {
        id: m.userId,
        user_id: m.userId,
        first_name: identity.firstName,
        last_name: identity.lastName,
        email: m.email,
        phone_number: m.phoneNumber ?? '',
        is_primary: isPrimary,
        title: isPrimary ? null : (asPerson?.title ?? secondaryUserTitle(row.accountType, row.trusteeType)),
        role: isPrimary ? primaryRole : asPerson ? personRole(asPerson.role) : null,
        acn_uuid: asPerson?.acnUuid ?? null,
        verification_status: identity.verificationStatus,
        status,
        status_display: { ...PersonStatusDisplay[status] },
        can_resend_invite: false,
        has_individual_tax: identity.hasIndividualTax,
        is_possible_duplicate: false,
        // Removal goes through the person's list (secondary_users), by the person's id.
        is_removable_from_account: false,
        list_of_editable_fields: [],
        membership: m.role,
      };
    });
    const primary = own.find((m) => m.role === 'primary');
    const primaryIdentity = primary ? identities.get(primary.userId) : undefined;
    // Invited people who have not joined yet count as people on the account: they will sign.
    const invitedOnly = current.filter((p) => p.kind === 'secondary_user' && !own.some((m) => m.userId === p.userId));
    const shape = {
      type: row.accountType,
      trustee: row.trusteeType,
      memberCount: own.length + invitedOnly.length,
      products: row.products,
    };
    const unfilled = unfilledFields({
      ...shape,
      primaryUserRole: row.primaryUserRole,
      hasSecondaryUsers: row.hasSecondaryUsers,
      beneficialOwnerCount: current.filter((p) => p.kind === 'beneficial_owner').length,
      primaryHasIndividualTax: primary ? identities.get(primary.userId)!.hasIndividualTax : false,
      skipBeneficialOwners: row.skipBeneficialOwners,
      skipDeedAttachment: row.skipDeedAttachment,
      hasTrustDetails: withTrustDetails.has(row.id),
      deedCount: attachments.get(row.id)?.deed ?? 0,
      certificateCount: attachments.get(row.id)?.certificate ?? 0,
      hasCorporateTax: withCorporateTax.has(row.id),
      hasCorporateAccountDetails: withCorporateDetails.has(row.id),
      hasSigningAuthority: withSigningAuthority.has(row.id),
      hasActiveBankAccount: withBankAccount.has(row.id),
      hasPortfolioApplication: row.portfolioApplicationSavedAt !== null,
      hasCompletedInvestmentPolicy: row.investmentPolicyCompletedAt !== null,
    });
    const accountPeople: AccountPeopleFacts = {
      ...NO_PEOPLE,
      rows: ownPeople,
      identities,
      primaryName: primaryIdentity
        ? { first_name: primaryIdentity.firstName, last_name: primaryIdentity.lastName }
        : null,
    };
    described.set(row.id, { members: own, people, unfilled, required: requiredAccountParts(shape), accountPeople });
  }
  return described;
}

export async function describeAccount(db: Database, row: AccountRow): Promise<AccountDescription> {
  return (await describeAccounts(db, [row])).get(row.id)!;
}
