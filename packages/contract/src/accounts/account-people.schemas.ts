/**
 * The people on an account (spec 2 §2 Beneficial owners, Secondary users, Set up directors,
 * Trustee details; §3 Person on an account; §5 their rules; §6 titles and roles; §7 calls; §8
 * list errors keyed under `users` by index). One source for the forms and the routes.
 *
 * Two lists, each under /api/accounts/{id}/:
 * - secondary-users/: the other people who hold or act for the account and are invited onto it
 *   (a joint account's members, a company's or corporate trustee's directors, an individual
 *   trustee fund's trustees; their title comes from secondaryUserTitle). At most 3.
 * - beneficial-owners/: a company's or trust's beneficial owners, controllers and decision
 *   makers, declared with a role (default beneficial_owner). They are recorded for the
 *   provider's checks, not invited: they neither see nor sign for the account.
 *
 * Calls (under /api/accounts/; every answer is the list after the change, AccountPeople):
 * - GET {id}/secondary-users/; POST {id}/secondary-users/ {users} (201, adds and invites);
 *   PUT or POST {id}/secondary-users/bulk-update/ {users} (keeps, adds, removes);
 *   DELETE {id}/secondary-users/{uid}/ -> {detail}; POST {id}/secondary-users/{uid}/reinvite/ -> {detail};
 * - the same for {id}/beneficial-owners/ (no reinvite);
 * - GET person-roles/ -> PersonRole[]; DELETE {id}/acn-data/users/{uid}/?acn= -> {detail};
 * - PATCH {id}/ {primary_user_role, has_secondary_users} (accountUpdateSchema).
 * Changes need signing authority (403); another investor's account or person is a 404.
 *
 * A 400 on a list keys each person's field with its index, `users.{i}.{field}`
 * (`users.1.email`), and a rule on the list as a whole (at least one, at most three) on `users`.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { mobileSchema } from '../fields/identifiers.js';
import { emailSchema, personNameSchema } from '../fields/person.js';
import { recordIdParamSchema, recordIdSchema } from '../fields/record-id.js';
import { fieldHasIssue } from '../fields/text-field.js';
import { accountSpecMessages } from './accounts.messages.js';
import { BENEFICIAL_OWNERS_MIN, DEFAULT_BENEFICIAL_OWNER_ROLE_ID, SECONDARY_USERS_MAX } from './accounts.constants.js';
import { AccountMemberRole, CompanyRoleType } from './accounts.enums.js';
import type { ValueOf } from '../value-of.js';

const required = fieldSpecMessages.fieldRequired;

/**
 * The roles a person can hold (spec 2 §3 role {id, title}; §5 "the default beneficial owner role
 * is 9"). Ids are the wire's; 9 is the spec's default, the others are ours.
 */
export const PersonRoleId = {
  beneficial_owner: DEFAULT_BENEFICIAL_OWNER_ROLE_ID,
  controller: 10,
  decision_maker: 11,
  contact: 12,
} as const satisfies Record<AccountMemberRole, number>;
export type PersonRoleId = ValueOf<typeof PersonRoleId>;

/** Ours: the spec says the titles come from the server, without quoting them. */
export const PersonRoleTitle = {
  beneficial_owner: 'Beneficial owner',
  controller: 'Controller',
  decision_maker: 'Decision maker',
  contact: 'Contact',
} as const satisfies Record<AccountMemberRole, string>;

export const personRoleSchema = z
  .object({ id: z.number().int(), key: z.enum(AccountMemberRole), title: z.string() })
  .meta({ id: 'PersonRole' });
export type PersonRole = z.infer<typeof personRoleSchema>;

export function personRole(key: AccountMemberRole): PersonRole {
  return { id: PersonRoleId[key], key, title: PersonRoleTitle[key] };
}

export function personRoleById(id: number): PersonRole | null {
  const key = (Object.keys(PersonRoleId) as AccountMemberRole[]).find((k) => PersonRoleId[k] === id);
  return key ? personRole(key) : null;
}

/** GET /api/accounts/person-roles/: the roles the beneficial-owner form offers (spec 2 §6). */
export const personRolesSchema = z.array(personRoleSchema).meta({ id: 'PersonRoles' });
export function beneficialOwnerRoles(): PersonRole[] {
  return Object.values(CompanyRoleType).map(personRole);
}

/**
 * A director's role choice is the directors' question ('Do you hold beneficial ownership or
 * control 25% or greater, ...?', Messages.directorOwnershipQuestion): yes is beneficial_owner,
 * no is contact. The primary director's own answer is the account's primary_user_role.
 */
export function directorRoleId(answer: boolean): PersonRoleId {
  return answer ? PersonRoleId.beneficial_owner : PersonRoleId.contact;
}
export function directorAnswer(roleId: number | null | undefined): boolean | null {
  if (roleId === null || roleId === undefined) return null;
  return roleId !== PersonRoleId.contact;
}

/** Where a person stands (ours; spec 2 §3 names status_display without listing its values). */
export const PersonStatus = {
  /** The account's initiator. */
  primary: 'primary',
  /** Invited; the invitee has not joined yet (Resend invite applies). */
  invited: 'invited',
  /** Invited, but the link ran out: Resend invite sends a new one. */
  invite_expired: 'invite_expired',
  /** Joined the account (registered or signed in through the invitation). */
  joined: 'joined',
  /** A beneficial owner on record (not invited). */
  declared: 'declared',
} as const;
export type PersonStatus = ValueOf<typeof PersonStatus>;

/** Ours, as above. */
export const PersonStatusDisplay = {
  primary: { style: 'success', display_name: 'Primary user' },
  invited: { style: 'warning', display_name: 'Invitation sent' },
  invite_expired: { style: 'warning', display_name: 'Invitation expired' },
  joined: { style: 'success', display_name: 'Joined' },
  declared: { style: 'default', display_name: 'Recorded' },
} as const satisfies Record<PersonStatus, { style: 'success' | 'warning' | 'info' | 'default'; display_name: string }>;

/** The fields of a person the server may let a form change (spec 2 §6 list_of_editable_fields). */
export const EditablePersonField = {
  first_name: 'first_name',
  last_name: 'last_name',
  email: 'email',
  phone_number: 'phone_number',
  role: 'role',
} as const;
export type EditablePersonField = ValueOf<typeof EditablePersonField>;

export const PersonLimits = {
  nameMaxLength: 100,
  acnUuidMaxLength: 64,
} as const;

/**
 * One person in a POST or bulk-update list (spec 2 §5): first name, last name, a valid e-mail
 * and an Australian mobile (04 and 8 more digits; spaces are stripped) are required.
 * - id: on bulk-update, an existing person of this list (kept); without it the person is new;
 * - role: a PersonRoleId. Beneficial owners default to beneficial_owner (9); directors need one
 *   (the server answers 400 on `users.{i}.role` without it); joint members and additional
 *   trustees are always contact, whatever is sent;
 * - acn_uuid: the ACN officeholder (account.acn_lookup_data.officeholders[].uuid) this director
 *   was prefilled from.
 * Fields of an existing person that its list_of_editable_fields does not name are kept as stored.
 */
export const personInputSchema = z
  .object({
    id: recordIdSchema.optional(),
    first_name: personNameSchema(PersonLimits.nameMaxLength),
    last_name: personNameSchema(PersonLimits.nameMaxLength),
    email: emailSchema('Email'),
    phone_number: mobileSchema,
    role: z.number().int().min(0).max(1000).nullable().optional(),
    acn_uuid: z.string().max(PersonLimits.acnUuidMaxLength).nullable().optional(),
  })
  .meta({ id: 'PersonInput' });
export type PersonInputValues = z.input<typeof personInputSchema>;
export type PersonInput = z.output<typeof personInputSchema>;

/** Same e-mail twice in one list: the later one is flagged (ours). */
function noRepeatedEmails(users: ReadonlyArray<{ email: string }>, ctx: z.RefinementCtx<unknown>) {
  const seen = new Set<string>();
  users.forEach((user, index) => {
    const email = user.email.trim().toLowerCase();
    if (email === '') return;
    if (seen.has(email)) {
      ctx.addIssue({
        code: 'custom',
        path: ['users', index, 'email'],
        message: accountSpecMessages.personAlreadyOnAccount,
      });
    }
    seen.add(email);
  });
}

const secondaryUsersList = z.array(personInputSchema).max(SECONDARY_USERS_MAX, accountSpecMessages.secondaryUsersLimit);

/** POST /api/accounts/{id}/secondary-users/: adds at least one person (at most 3 on the account). */
export const secondaryUsersCreateSchema = z
  .object({ users: secondaryUsersList.min(1, required) })
  .superRefine((body, ctx) => noRepeatedEmails(body.users, ctx))
  .meta({ id: 'SecondaryUsersCreate' });
/**
 * PUT or POST /api/accounts/{id}/secondary-users/bulk-update/: the list as the form shows it.
 * People with an id are kept, people without one are added and invited, and removable people
 * left out are removed. May be empty (a company whose only director is the primary person).
 */
export const secondaryUsersBulkUpdateSchema = z
  .object({ users: secondaryUsersList })
  .superRefine((body, ctx) => noRepeatedEmails(body.users, ctx))
  .meta({ id: 'SecondaryUsersBulkUpdate' });
export type SecondaryUsersInput = z.input<typeof secondaryUsersBulkUpdateSchema>;
export type SecondaryUsers = z.output<typeof secondaryUsersBulkUpdateSchema>;

/** POST and bulk-update of /api/accounts/{id}/beneficial-owners/: at least one owner. */
export const beneficialOwnersInputSchema = z
  .object({ users: z.array(personInputSchema).min(BENEFICIAL_OWNERS_MIN, required).max(20) })
  .superRefine((body, ctx) => noRepeatedEmails(body.users, ctx))
  .meta({ id: 'BeneficialOwnersInput' });
export type BeneficialOwnersInput = z.input<typeof beneficialOwnersInputSchema>;
export type BeneficialOwners = z.output<typeof beneficialOwnersInputSchema>;

/**
 * The Set up directors form (spec 2 §2, §5): the primary director's answer to the 25% question
 * (sent as PATCH /api/accounts/{id}/ primary_user_role) and the additional directors (sent as
 * secondary-users bulk-update), each with a role (directorRoleId of their answer).
 */
export const directorsFormSchema = z
  .object({
    primary_user_role: z.boolean().nullable().default(null),
    users: secondaryUsersList,
  })
  .superRefine((form, ctx) => {
    if (form.primary_user_role === null) {
      ctx.addIssue({ code: 'custom', path: ['primary_user_role'], message: required });
    }
    form.users.forEach((user, index) => {
      if (user.role === null || user.role === undefined) {
        ctx.addIssue({ code: 'custom', path: ['users', index, 'role'], message: required });
      }
    });
    noRepeatedEmails(form.users, ctx);
  })
  .meta({ id: 'DirectorsForm' });
export type DirectorsFormInput = z.input<typeof directorsFormSchema>;

/**
 * The Trustee details form (spec 2 §2, §5): 'Are there any additional Trustees?' (PATCH
 * /api/accounts/{id}/ has_secondary_users) and, when yes, at least one trustee (secondary-users
 * bulk-update; an answer of no sends an empty list).
 */
export const trusteesFormSchema = z
  .object({
    has_secondary_users: z.boolean().nullable().default(null),
    users: secondaryUsersList,
  })
  .superRefine((form, ctx) => {
    if (form.has_secondary_users === null) {
      if (!fieldHasIssue(ctx, 'has_secondary_users')) {
        ctx.addIssue({ code: 'custom', path: ['has_secondary_users'], message: required });
      }
    } else if (form.has_secondary_users && form.users.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['users'], message: required });
    }
    noRepeatedEmails(form.users, ctx);
  })
  .meta({ id: 'TrusteesForm' });
export type TrusteesFormInput = z.input<typeof trusteesFormSchema>;

/**
 * `/accounts/{id}/secondary-users/{uid}/` and the same under beneficial-owners/. The re-invite
 * answers `detailSchema` {detail} (Messages.secondaryUserReinvited, spec 2 §8's toast).
 */
export const accountPersonParamsSchema = z.object({
  id: recordIdParamSchema,
  uid: recordIdParamSchema,
});

/** DELETE /api/accounts/{id}/acn-data/users/{uid}/?acn=: an officeholder prefill not wanted. */
export const acnDataUserParamsSchema = z.object({
  id: recordIdParamSchema,
  uid: z.string().min(1).max(PersonLimits.acnUuidMaxLength),
});
export const acnDataQuerySchema = z.object({ acn: z.string().min(1).max(20) });

/**
 * An officeholder of the company as the register gave it when the account was set up, offered as
 * a prefilled director (spec 2 §2 Set up directors) until saved (a person then carries its uuid
 * as acn_uuid) or removed (DELETE acn-data/users/{uuid}/).
 */
export const acnOfficeholderSchema = z
  .object({
    uuid: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.enum(['director', 'secretary']),
    /** The officeholder's name is the primary person's (case and spaces aside). */
    is_possible_duplicate: z.boolean(),
  })
  .meta({ id: 'AcnOfficeholder' });
export type AcnOfficeholder = z.infer<typeof acnOfficeholderSchema>;

/** account.acn_lookup_data: the register's answer, its officeholders those still on offer. */
export const accountAcnDataSchema = z
  .object({
    acn: z.string(),
    business_name: z.string(),
    company_type: z.string().nullable(),
    abn: z.string().nullable(),
    officeholders: z.array(acnOfficeholderSchema),
  })
  .meta({ id: 'AccountAcnData' });
export type AccountAcnData = z.infer<typeof accountAcnDataSchema>;

/**
 * Whether an additional director may be the primary person again (spec 2 §2 duplicate warning):
 * the same first and last name, case and spaces aside.
 */
export function isPossibleDuplicateName(
  person: { first_name: string; last_name: string },
  primary: { first_name: string; last_name: string },
): boolean {
  const key = (p: { first_name: string; last_name: string }) =>
    `${p.first_name}|${p.last_name}`.toLowerCase().replace(/\s+/g, '');
  return key(person) === key(primary) && key(primary) !== '|';
}
