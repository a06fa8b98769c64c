import {
  AccountStatusDisplay,
  PersonStatus,
  AccountTypeLabel,
  TrusteeTypeLabel,
  type Account,
  type AccountPerson,
  type OperatorAccount,
  type UnfilledAccountField,
} from '@portal/contract';
import type { AccountMembership, AccountPersonRow, AccountRow } from '../../db/schema/index.js';
import { NO_PEOPLE, toAccountPeople, type AccountPeopleFacts } from './account-people.mapper.js';
import { holdsSigningAuthority, type SigningAuthorityChoice } from './holds-signing-authority.js';

/** A person on the account as its screens list them, with their membership (primary or secondary). */
export interface PersonView extends AccountPerson {
  membership: AccountMembership;
}

/** The account as one person on it reads it (spec 2 §3 Account). */
export function toAccount(
  row: AccountRow,
  viewer: {
    userId: number;
    role: AccountMembership;
    isSelected: boolean;
    signingAuthority: SigningAuthorityChoice | null;
  },
  people: readonly PersonView[],
  unfilled: UnfilledAccountField[],
  required: UnfilledAccountField[],
  accountPeople: AccountPeopleFacts = NO_PEOPLE,
): Account {
  const hasSigningAuthority = holdsSigningAuthority(viewer.signingAuthority, viewer);
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    type: row.accountType,
    type_display: AccountTypeLabel[row.accountType],
    trustee: row.trusteeType,
    trustee_name: row.trusteeName ?? '',
    trustee_display: row.trusteeType ? TrusteeTypeLabel[row.trusteeType] : '',
    abn: row.abn ?? '',
    acn: row.acn ?? '',
    status: row.status,
    status_display: { ...AccountStatusDisplay[row.status] },
    products: row.products,
    primary_user: people.find((p) => p.membership === 'primary')?.id ?? null,
    has_signing_authority: hasSigningAuthority,
    can_edit_details: hasSigningAuthority,
    is_selected: viewer.isSelected,
    users: people.map(({ membership: _membership, ...person }) => person),
    primary_user_role: row.primaryUserRole,
    has_secondary_users: row.hasSecondaryUsers,
    ...toAccountPeople(row, accountPeople, hasSigningAuthority),
    skip_beneficial_owners: row.skipBeneficialOwners,
    unfilled_fields: unfilled,
    required_fields_for_account_type: required,
  };
}

/** The account as staff read it on the operator API. */
export function toOperatorAccount(
  row: AccountRow,
  members: ReadonlyArray<{
    userId: number;
    email: string;
    firstName: string;
    lastName: string;
    role: AccountMembership;
  }>,
  unfilled: UnfilledAccountField[],
  personRows: readonly AccountPersonRow[] = [],
  now: Date = new Date(),
): OperatorAccount {
  // As the people lists tell them (account-people.mapper.ts): an invitee with a user has joined.
  const invitees = personRows.filter((p) => p.kind === 'secondary_user' && !p.removedAt && p.userId === null);
  return {
    id: row.id,
    uuid: row.uuid,
    external_code: row.externalCode,
    name: row.name,
    type: row.accountType,
    status: row.status,
    trustee: row.trusteeType,
    trustee_name: row.trusteeName ?? '',
    abn: row.abn ?? '',
    acn: row.acn ?? '',
    products: row.products,
    members: members.map((m) => ({
      user_id: m.userId,
      email: m.email,
      first_name: m.firstName,
      last_name: m.lastName,
      role: m.role,
      status: m.role === 'primary' ? PersonStatus.primary : PersonStatus.joined,
    })),
    invitees: invitees.map((p) => ({
      email: p.email,
      first_name: p.firstName,
      last_name: p.lastName,
      status:
        p.inviteExpiresAt && p.inviteExpiresAt.getTime() <= now.getTime()
          ? PersonStatus.invite_expired
          : PersonStatus.invited,
    })),
    unfilled_fields: unfilled,
    created_at: row.createdAt.toISOString(),
    activated_at: row.activatedAt?.toISOString() ?? null,
  };
}
