import {
  AccountStatus,
  AccountType,
  CompanyRoleType,
  Messages,
  PersonRoleId,
  SECONDARY_USERS_MAX,
  SecondaryUserTitle,
  normaliseAcn,
  personRoleById,
  secondaryUserTitle,
  type AccountMemberRole,
  type AccountPerson,
  type PersonInput,
} from '@portal/contract';
import type { Database } from '../../db/client.js';
import type { AccountPersonKind, AccountPersonRow, AccountRow } from '../../db/schema/index.js';
import type { DomainEvents } from '../../platform/events/domain-events.js';
import { FieldValidationError, notFound, accountChangeRefused } from '../../plugins/app/http-errors.js';
import { toAccountPeople, withOfficeholderIds } from './account-people.mapper.js';
import {
  findPerson,
  insertPeople,
  removePeople,
  removeSecondaryMember,
  saveAcnLookupData,
  updatePerson,
} from './account-people.repository.js';
import { describeAccount, type AccountDescription } from './account-views.js';
import { findMemberAccount, type MemberAccountRow } from './accounts.repository.js';
import { requireSigningAuthority } from './accounts.service.js';
import { peopleInvited, peopleRemoved, type InvitedPerson } from './people-events.js';

/** How long an invitation onto an account stays open (the operator's resend uses the same). */
export const ACCOUNT_INVITE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

const choiceNotValid = 'Select a valid choice.';
const BENEFICIAL_OWNER_ROLES: ReadonlySet<AccountMemberRole> = new Set(Object.values(CompanyRoleType));

/** Called once a change that queued invitation e-mails has committed (see the plugin). */
export type AfterInvitesQueued = () => void;

/**
 * The people on an account beside its primary person (spec 2 §2, §5-§8): its secondary users
 * (joint members, directors, trustees: invited onto the account) and its beneficial owners
 * (recorded with a role). Another investor's account or person answers 404; a change needs
 * signing authority (403). Each rule is checked for every person before anything is stored, and
 * a broken one answers 400 on `users.{index}.{field}`.
 *
 * Invitations belong to the secondary-invites module, above this one: adding people emits
 * 'accounts.people-invited' inside the transaction, and that module records each invitation and
 * queues its e-mail as a job in the same transaction. The e-mail itself is sent by the job,
 * outside any transaction (PGlite has one connection; an SMTP server may be slow or down, and a
 * failed send is retried without undoing the people saved). `afterInvitesQueued` wakes the job
 * queue once the transaction has committed, so the e-mail leaves at once.
 */
export class AccountPeopleService {
  constructor(
    private readonly db: Database,
    private readonly events: DomainEvents,
    private readonly afterInvitesQueued: AfterInvitesQueued,
  ) {}

  async list(userId: number, accountId: number, kind: AccountPersonKind): Promise<AccountPerson[]> {
    const found = await this.memberAccount(userId, accountId);
    return this.listed(found, kind);
  }

  /** POST: adds the people (the list's own rules: at least one; secondary users at most 3 on the account). */
  add(userId: number, accountId: number, kind: AccountPersonKind, users: PersonInput[]): Promise<AccountPerson[]> {
    return this.save(userId, accountId, kind, users, 'add');
  }

  /**
   * bulk-update: the list as the form shows it. A person with an id is kept (an invited person's
   * details are locked; a beneficial owner's are updated), one without is added, and a removable
   * person left out is removed; one who cannot be removed stays.
   */
  replace(userId: number, accountId: number, kind: AccountPersonKind, users: PersonInput[]): Promise<AccountPerson[]> {
    return this.save(userId, accountId, kind, users, 'replace');
  }

  /** DELETE: only while the account is in setup (403 with the reason otherwise, spec 2 §8's toast). */
  async remove(userId: number, accountId: number, kind: AccountPersonKind, personId: number): Promise<void> {
    const found = await this.memberAccount(userId, accountId);
    requireSigningAuthority(found);
    const person = await findPerson(this.db, accountId, personId, kind);
    if (!person) throw notFound();
    if (!peopleRemovable(found.account)) throw accountChangeRefused(Messages.personNotRemovable);
    const at = new Date();
    await this.db.transaction((tx) => this.removeAll(tx, found.account, [person], at));
  }

  /** Resend invite (spec 2 §6): a new link and expiry for a secondary user who has not joined. */
  async reinvite(userId: number, accountId: number, personId: number): Promise<{ detail: string }> {
    const found = await this.memberAccount(userId, accountId);
    requireSigningAuthority(found);
    const person = await findPerson(this.db, accountId, personId, 'secondary_user');
    if (!person) throw notFound();
    if (person.userId) throw FieldValidationError.nonField(Messages.personAlreadyJoined);
    const { members } = await describeAccount(this.db, found.account);
    const at = new Date();
    const expiresAt = new Date(at.getTime() + ACCOUNT_INVITE_DAYS * DAY_MS);
    await this.db.transaction(async (tx) => {
      await updatePerson(tx, person.id, { inviteExpiresAt: expiresAt });
      await peopleInvited(this.events, tx, {
        ...inviteContext(found.account, primaryOf(members, userId)),
        people: [invited({ ...person, inviteExpiresAt: expiresAt })],
        at,
      });
    });
    this.afterInvitesQueued();
    return { detail: Messages.secondaryUserReinvited };
  }

  /** DELETE acn-data/users/{uid}/?acn=: an officeholder the investor does not want offered as a director. */
  async removeAcnOfficeholder(userId: number, accountId: number, uid: string, acn: string): Promise<void> {
    const found = await this.memberAccount(userId, accountId);
    requireSigningAuthority(found);
    const data = found.account.acnLookupData;
    if (!data || normaliseAcn(acn) !== data.acn) throw notFound();
    const withIds = withOfficeholderIds(data);
    const kept = withIds.officeholders.filter((o) => o.uuid !== uid);
    if (kept.length === withIds.officeholders.length) throw notFound(Messages.acnOfficeholderNotFound);
    await saveAcnLookupData(this.db, accountId, { ...withIds, officeholders: kept });
  }

  private async save(
    userId: number,
    accountId: number,
    kind: AccountPersonKind,
    users: PersonInput[],
    mode: 'add' | 'replace',
  ): Promise<AccountPerson[]> {
    const found = await this.memberAccount(userId, accountId);
    requireSigningAuthority(found);
    const account = found.account;
    const title = kind === 'secondary_user' ? secondaryUserTitle(account.accountType, account.trusteeType) : null;
    if (kind === 'secondary_user' && !title) throw FieldValidationError.nonField(Messages.accountTakesNoSecondaryUsers);
    if (kind === 'beneficial_owner' && !takesBeneficialOwners(account.accountType)) {
      throw FieldValidationError.nonField(Messages.beneficialOwnersNotTaken);
    }

    const described = await describeAccount(this.db, account);
    const listed = described.accountPeople.rows.filter((r) => !r.removedAt && r.kind === kind);
    const byId = new Map(listed.map((r) => [r.id, r]));
    const given = mode === 'add' ? users.map((u) => ({ ...u, id: undefined })) : users;
    // Someone else's person (or one no longer on this list) is not found, as a missing one.
    if (given.some((u) => u.id !== undefined && !byId.has(u.id))) throw notFound();

    const removable = peopleRemovable(account);
    const keptIds = new Set(given.flatMap((u) => (u.id !== undefined ? [u.id] : [])));
    const leftOut = mode === 'replace' ? listed.filter((r) => !keptIds.has(r.id)) : [];
    const toRemove = removable ? leftOut : [];
    const staying = listed.filter((r) => !toRemove.includes(r) && !keptIds.has(r.id));
    const newCount = given.filter((u) => u.id === undefined).length;
    if (kind === 'secondary_user' && staying.length + keptIds.size + newCount > SECONDARY_USERS_MAX) {
      throw FieldValidationError.field('users', Messages.secondaryUsersLimit);
    }

    const checked = this.check(account, kind, title, given, staying, described);
    const at = new Date();
    const expiresAt = new Date(at.getTime() + ACCOUNT_INVITE_DAYS * DAY_MS);
    const invitedAny = await this.db.transaction(async (tx) => {
      await this.removeAll(tx, account, toRemove, at);
      for (const { input, role } of checked.filter((c) => c.input.id !== undefined)) {
        // Only a beneficial owner's details change; an invited person's are locked (remove and add again).
        if (kind !== 'beneficial_owner') continue;
        await updatePerson(tx, input.id!, {
          firstName: input.first_name,
          lastName: input.last_name,
          email: input.email.toLowerCase(),
          phoneNumber: input.phone_number,
          role,
        });
      }
      const added = await insertPeople(
        tx,
        checked
          .filter((c) => c.input.id === undefined)
          .map(({ input, role }) => ({
            accountId: account.id,
            kind,
            title,
            role,
            firstName: input.first_name,
            lastName: input.last_name,
            email: input.email.toLowerCase(),
            phoneNumber: input.phone_number,
            acnUuid: title === SecondaryUserTitle.director ? (input.acn_uuid ?? null) : null,
            fromAcnLookup: title === SecondaryUserTitle.director && Boolean(input.acn_uuid),
            inviteExpiresAt: kind === 'secondary_user' ? expiresAt : null,
          })),
      );
      if (kind !== 'secondary_user' || added.length === 0) return false;
      await peopleInvited(this.events, tx, {
        ...inviteContext(account, primaryOf(described.members, userId)),
        people: added.map(invited),
        at,
      });
      return true;
    });
    if (invitedAny) this.afterInvitesQueued();
    return this.listed(found, kind);
  }

  /**
   * Every person's rules beside the contract's (spec 2 §5, §6), all reported together: not the
   * primary person's own e-mail, not someone already on this list, a director's role given, a
   * role the list offers, an ACN officeholder still on offer.
   */
  private check(
    account: AccountRow,
    kind: AccountPersonKind,
    title: SecondaryUserTitle | null,
    given: PersonInput[],
    staying: readonly AccountPersonRow[],
    described: AccountDescription,
  ): Array<{ input: PersonInput; role: AccountMemberRole }> {
    const problems: Record<string, string[]> = {};
    const flag = (index: number, field: string, message: string) => {
      (problems[`users.${index}.${field}`] ??= []).push(message);
    };
    const primaryEmail = described.members.find((m) => m.role === 'primary')?.email.toLowerCase();
    const stored = new Map(described.accountPeople.rows.map((r) => [r.id, r]));
    const seen = new Set(staying.map((r) => r.email));
    // Whichever of the directors form's two saves comes first, its prefills are still the register's.
    const unanswered = { ...account, primaryUserRole: null };
    const offered = new Set(
      (toAccountPeople(unanswered, described.accountPeople, true).acn_lookup_data?.officeholders ?? []).map(
        (o) => o.uuid,
      ),
    );
    const checked = given.map((input, index) => {
      const keptInvitee = input.id !== undefined && kind === 'secondary_user' ? stored.get(input.id) : undefined;
      // An invited person's e-mail and role are locked: what is stored counts, not what was sent.
      const email = keptInvitee?.email ?? input.email.toLowerCase();
      if (email === primaryEmail) flag(index, 'email', Messages.personIsPrimary);
      else if (seen.has(email)) flag(index, 'email', Messages.personAlreadyOnAccount);
      seen.add(email);
      const role = keptInvitee?.role ?? this.roleOf(kind, title, input, (message) => flag(index, 'role', message));
      if (!keptInvitee && title === SecondaryUserTitle.director && input.acn_uuid && !offered.has(input.acn_uuid)) {
        flag(index, 'acn_uuid', Messages.acnOfficeholderNotFound);
      }
      return { input, role };
    });
    if (Object.keys(problems).length > 0) throw new FieldValidationError(problems);
    return checked;
  }

  /** Directors choose theirs; beneficial owners default to beneficial_owner; members and trustees are contacts. */
  private roleOf(
    kind: AccountPersonKind,
    title: SecondaryUserTitle | null,
    input: PersonInput,
    flag: (message: string) => void,
  ): AccountMemberRole {
    if (kind === 'beneficial_owner') {
      const role = personRoleById(input.role ?? PersonRoleId.beneficial_owner);
      if (role && BENEFICIAL_OWNER_ROLES.has(role.key)) return role.key;
      flag(choiceNotValid);
      return 'beneficial_owner';
    }
    if (title !== SecondaryUserTitle.director) return 'contact';
    if (input.role === null || input.role === undefined) {
      flag(Messages.fieldRequired);
      return 'contact';
    }
    const role = personRoleById(input.role);
    if (!role) flag(choiceNotValid);
    return role?.key ?? 'contact';
  }

  private async removeAll(tx: Database, account: AccountRow, people: AccountPersonRow[], at: Date): Promise<void> {
    if (people.length === 0) return;
    await removePeople(
      tx,
      people.map((p) => p.id),
      at,
    );
    for (const person of people) {
      if (person.userId) await removeSecondaryMember(tx, account.id, person.userId);
    }
    const invitees = people.filter((p) => p.kind === 'secondary_user').map((p) => p.id);
    await peopleRemoved(this.events, tx, { accountId: account.id, personIds: invitees, at });
  }

  private async listed(found: MemberAccountRow, kind: AccountPersonKind): Promise<AccountPerson[]> {
    const { accountPeople } = await describeAccount(this.db, found.account);
    const lists = toAccountPeople(found.account, accountPeople, canChangePeople(found));
    return kind === 'secondary_user' ? lists.secondary_users : lists.beneficial_owners;
  }

  private async memberAccount(userId: number, accountId: number): Promise<MemberAccountRow> {
    const found = await findMemberAccount(this.db, userId, accountId);
    if (!found) throw notFound();
    return found;
  }
}

/** Whether the viewer may change the account's people (the same test requireSigningAuthority makes). */
function canChangePeople(found: MemberAccountRow): boolean {
  try {
    requireSigningAuthority(found);
    return true;
  } catch {
    return false;
  }
}

/** People can be taken off an account while it is being set up; afterwards changes go through staff. */
function peopleRemovable(account: AccountRow): boolean {
  return account.status === AccountStatus.pending;
}

function takesBeneficialOwners(type: AccountType): boolean {
  return type === AccountType.company || type === AccountType.trust;
}

function primaryOf(members: AccountDescription['members'], fallback: number): number {
  return members.find((m) => m.role === 'primary')?.userId ?? fallback;
}

function inviteContext(account: AccountRow, primaryUserId: number) {
  return {
    accountId: account.id,
    accountName: account.name,
    accountType: account.accountType as Exclude<AccountType, 'individual'>,
    tenantId: account.tenantId,
    primaryUserId,
  };
}

function invited(person: AccountPersonRow): InvitedPerson {
  return {
    personId: person.id,
    email: person.email,
    phoneNumber: person.phoneNumber,
    firstName: person.firstName,
    lastName: person.lastName,
    title: person.title ?? SecondaryUserTitle.member,
    expiresAt: person.inviteExpiresAt ?? new Date(Date.now() + ACCOUNT_INVITE_DAYS * DAY_MS),
  };
}
