import {
  AccountStatus,
  EditablePersonField,
  isPossibleDuplicateName,
  personRole,
  PersonStatus,
  PersonStatusDisplay,
  type AccountAcnData,
  type AccountPerson,
  type CorporateInfo,
  type Officeholder,
} from '@portal/contract';
import type { AccountPersonRow, AccountRow } from '../../db/schema/index.js';

/** A person's name and check as their identity details give them (the users row until they exist). */
export interface PersonIdentity {
  firstName: string;
  lastName: string;
  verificationStatus: string;
  hasIndividualTax: boolean;
}

/** What the account's people lists are made of, read once per account (account-views.ts). */
export interface AccountPeopleFacts {
  /** Every person row of the account, removed ones included (their ACN prefills stay used). */
  rows: readonly AccountPersonRow[];
  /** The identities of people who have joined, by user id. */
  identities: ReadonlyMap<number, PersonIdentity>;
  /** The primary person's name, for the duplicate-director check. */
  primaryName: { first_name: string; last_name: string } | null;
}

export const NO_PEOPLE: AccountPeopleFacts = { rows: [], identities: new Map(), primaryName: null };

/** An officeholder as stored in acn_lookup_data: the register's, with the id it is offered under. */
export type StoredOfficeholder = Officeholder & { uuid?: string };

/** The id an officeholder is offered under: its stored uuid, else its place in the register's list. */
export function officeholderId(officeholder: StoredOfficeholder, index: number): string {
  return officeholder.uuid ?? `officeholder-${index + 1}`;
}

/** The register's answer with each officeholder's id written in (so a removal leaves the others' ids alone). */
export function withOfficeholderIds(
  data: CorporateInfo,
): Omit<CorporateInfo, 'officeholders'> & { officeholders: Array<Officeholder & { uuid: string }> } {
  return {
    ...data,
    officeholders: data.officeholders.map((o, i) => ({ ...o, uuid: officeholderId(o, i) })),
  };
}

const ALL_EDITABLE = Object.values(EditablePersonField);

/**
 * A person of the account's secondary users or beneficial owners as the viewer reads them (spec 2
 * §3, §6). Invited people are locked (names, e-mail, phone and role: remove and add again to
 * change them); beneficial owners stay editable by someone with signing authority. People can be
 * removed while the account is in setup, by someone with signing authority.
 */
export function toPersonOnAccount(
  account: AccountRow,
  row: AccountPersonRow,
  facts: AccountPeopleFacts,
  canEdit: boolean,
  now: Date,
): AccountPerson {
  const identity = row.userId ? facts.identities.get(row.userId) : undefined;
  const invitee = row.kind === 'secondary_user';
  const status: PersonStatus = !invitee
    ? PersonStatus.declared
    : row.userId
      ? PersonStatus.joined
      : row.inviteExpiresAt && row.inviteExpiresAt.getTime() <= now.getTime()
        ? PersonStatus.invite_expired
        : PersonStatus.invited;
  const person = {
    first_name: identity?.firstName ?? row.firstName,
    last_name: identity?.lastName ?? row.lastName,
  };
  return {
    id: row.id,
    user_id: row.userId,
    ...person,
    email: row.email,
    phone_number: row.phoneNumber,
    is_primary: false,
    title: row.title,
    role: personRole(row.role),
    acn_uuid: row.acnUuid,
    verification_status: identity?.verificationStatus ?? 'not_verified',
    status,
    status_display: { ...PersonStatusDisplay[status] },
    can_resend_invite: canEdit && invitee && !row.userId,
    has_individual_tax: identity?.hasIndividualTax ?? false,
    is_possible_duplicate:
      row.title === 'director' && facts.primaryName !== null && isPossibleDuplicateName(person, facts.primaryName),
    is_removable_from_account: canEdit && account.status === AccountStatus.pending,
    list_of_editable_fields: canEdit && !invitee ? [...ALL_EDITABLE] : [],
  };
}

/** The account's people lists and its ACN data with the officeholders still on offer. */
export function toAccountPeople(
  account: AccountRow,
  facts: AccountPeopleFacts,
  canEdit: boolean,
  now: Date = new Date(),
): { secondary_users: AccountPerson[]; beneficial_owners: AccountPerson[]; acn_lookup_data: AccountAcnData | null } {
  const current = facts.rows.filter((r) => r.accountId === account.id && !r.removedAt);
  const view = (kind: AccountPersonRow['kind']) =>
    current.filter((r) => r.kind === kind).map((r) => toPersonOnAccount(account, r, facts, canEdit, now));
  return {
    secondary_users: view('secondary_user'),
    beneficial_owners: view('beneficial_owner'),
    acn_lookup_data: toAcnData(account, facts),
  };
}

/**
 * The officeholders are offered as prefilled directors until the directors step is saved (the
 * primary director's answer given): those not added then were not wanted. One already added (or
 * added and removed) or removed with DELETE acn-data/users/{uid}/ is not offered again.
 */
function toAcnData(account: AccountRow, facts: AccountPeopleFacts): AccountAcnData | null {
  const data = account.acnLookupData;
  if (!data) return null;
  const used = new Set(facts.rows.filter((r) => r.accountId === account.id).map((r) => r.acnUuid));
  const onOffer = account.primaryUserRole === null;
  return {
    acn: data.acn,
    business_name: data.business_name,
    company_type: data.company_type,
    abn: data.abn,
    officeholders: (data.officeholders as StoredOfficeholder[])
      .map((o, i) => ({ o, uuid: officeholderId(o, i) }))
      .filter(({ uuid }) => onOffer && !used.has(uuid))
      .map(({ o, uuid }) => ({
        uuid,
        first_name: o.first_name,
        last_name: o.last_name,
        role: o.role,
        is_possible_duplicate:
          o.role === 'director' && facts.primaryName !== null && isPossibleDuplicateName(o, facts.primaryName),
      })),
  };
}
