/**
 * The investor's investment accounts (spec 2 §3 Account, §4 account details flow, §5 account
 * details rules, §7 calls): the account-details form, the account as the screens read it, the
 * registers' lookups and what is still missing. One source for the form and the route.
 */
import { z } from 'zod';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { abnSchema, acnSchema, optionalAbnSchema, optionalAcnSchema } from '../fields/identifiers.js';
import { recordIdSchema } from '../fields/record-id.js';
import { fieldHasIssue, optionalTextField, requiredTextField } from '../fields/text-field.js';
import { accountAcnDataSchema, EditablePersonField, personRoleSchema, PersonStatus } from './account-people.schemas.js';
import { AccountType, AccountStatus, SecondaryUserTitle, TrusteeType, UnfilledAccountField } from './accounts.enums.js';

export const AccountLimits = {
  /** An account's name as typed (a company's registered name can be long). */
  nameMaxLength: 200,
  trusteeNameMaxLength: 200,
} as const;

/** What the spec calls "required" for a field that depends on others. */
const required = fieldSpecMessages.fieldRequired;

/** Needs a trustee: an SMSF or a trust. */
export function takesTrustee(type: AccountType): boolean {
  return type === AccountType.smsf || type === AccountType.trust;
}

/** Needs an ACN: a company, or an SMSF or trust whose trustee is a company. */
export function takesAcn(type: AccountType, trustee: TrusteeType | null | undefined): boolean {
  return type === AccountType.company || (takesTrustee(type) && trustee === TrusteeType.corporate);
}

/** The name is typed for these; individual and joint take the person's name, an SMSF the ABN's. */
export function nameIsTyped(type: AccountType): boolean {
  return type !== AccountType.individual && type !== AccountType.smsf;
}

/**
 * The account-details form for a new account (spec 2 §5 Account details). Fields a type does
 * not take are ignored; each rule names its field:
 * - type is required;
 * - name is required unless individual or SMSF;
 * - ABN is required for an SMSF;
 * - trustee is required for an SMSF and a trust;
 * - trustee_confirm must be true for an individual trustee;
 * - ACN is required for a company or a corporate trustee;
 * - trustee_name is required for a corporate trustee.
 */
export const accountCreateSchema = z
  .object({
    type: z.enum(AccountType, { error: required }),
    name: optionalTextField(AccountLimits.nameMaxLength).default(''),
    abn: optionalAbnSchema.default(''),
    acn: optionalAcnSchema.default(''),
    trustee: z.enum(TrusteeType).nullable().default(null),
    trustee_name: optionalTextField(AccountLimits.trusteeNameMaxLength).default(''),
    trustee_confirm: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    const missing = (field: keyof typeof form, message = required) => {
      if (!fieldHasIssue(ctx, field)) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (nameIsTyped(form.type) && form.name === '') missing('name');
    if (form.type === AccountType.smsf && form.abn === '') missing('abn');
    if (takesTrustee(form.type)) {
      if (!form.trustee) missing('trustee');
      if (form.trustee === TrusteeType.individual && !form.trustee_confirm) missing('trustee_confirm');
      if (form.trustee === TrusteeType.corporate && form.trustee_name === '') missing('trustee_name');
    }
    if (takesAcn(form.type, form.trustee) && form.acn === '') missing('acn');
  })
  .meta({ id: 'AccountCreate' });
export type AccountCreateInput = z.input<typeof accountCreateSchema>;
export type AccountCreate = z.output<typeof accountCreateSchema>;

/**
 * PATCH /api/accounts/{id}/ (spec 2 §7 "Update account"): what the account pages change on their
 * own. Each field is optional; one left out stays as it is. Skipping a part (the beneficial owners'
 * Skip, the 'Trust deed required' dialog's skip) takes it off the account's unfilled parts.
 */
export const accountUpdateSchema = z
  .object({
    name: requiredTextField(AccountLimits.nameMaxLength).optional(),
    /** The primary director's answer to the 25% question (Set up directors; spec 2 §2). */
    primary_user_role: z.boolean().optional(),
    /** 'Are there any additional Trustees?' (Trustee details), or for a joint account whether others hold it. */
    has_secondary_users: z.boolean().optional(),
    skip_beneficial_owners: z.boolean().optional(),
    skip_deed_attachment: z.boolean().optional(),
  })
  .meta({ id: 'AccountUpdate' });
export type AccountUpdateInput = z.input<typeof accountUpdateSchema>;
export type AccountUpdate = z.output<typeof accountUpdateSchema>;

/** A status with how the screens draw it (spec 2 §3 status_display). */
export const statusDisplaySchema = z
  .object({ style: z.enum(['success', 'warning', 'info', 'default']), display_name: z.string() })
  .meta({ id: 'StatusDisplay' });
export type StatusDisplay = z.infer<typeof statusDisplaySchema>;

/**
 * A person on the account, as the account's screens list them (spec 2 §3 Person on an account).
 * In `users` (the members: people with a sign-in on the account) `id` is the user's id; in
 * `secondary_users` and `beneficial_owners` it is the person's id on the account (the {uid} of
 * their routes), and `user_id` is their sign-in once they have one.
 */
export const accountPersonSchema = z
  .object({
    id: z.number().int(),
    user_id: z.number().int().nullable(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    is_primary: z.boolean(),
    /** director, trustee or member for a secondary user (spec 2 §6); null for the primary person and beneficial owners. */
    title: z.enum(SecondaryUserTitle).nullable(),
    /** The person's role {id, title} (and its key); null when none is given (a primary person who has not answered). */
    role: personRoleSchema.nullable(),
    /** The ACN officeholder a director was prefilled from. */
    acn_uuid: z.string().nullable(),
    verification_status: z.string(),
    status: z.enum(PersonStatus),
    status_display: statusDisplaySchema,
    /** The viewer may send this pending invitee a new link (spec 2 §6 'Resend invite'). */
    can_resend_invite: z.boolean(),
    /** Whether the person has given their individual tax details (spec 2 §3). */
    has_individual_tax: z.boolean(),
    /** An additional director whose name is the primary person's (spec 2 §2 duplicate warning). */
    is_possible_duplicate: z.boolean(),
    is_removable_from_account: z.boolean(),
    /** What the viewer's form may change of this person; the rest shows locked (spec 2 §6). */
    list_of_editable_fields: z.array(z.enum(EditablePersonField)),
  })
  .meta({ id: 'AccountPerson' });
export type AccountPerson = z.infer<typeof accountPersonSchema>;

/** A list of people as the secondary-users/ and beneficial-owners/ calls answer it (after any change). */
export const accountPeopleSchema = z.array(accountPersonSchema).meta({ id: 'AccountPeople' });

/** An account as the account screens read it (spec 2 §3 Account; the parts built so far). */
export const accountSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    name: z.string(),
    type: z.enum(AccountType),
    type_display: z.string(),
    trustee: z.enum(TrusteeType).nullable(),
    trustee_name: z.string(),
    trustee_display: z.string(),
    abn: z.string(),
    acn: z.string(),
    status: z.enum(AccountStatus),
    status_display: statusDisplaySchema,
    /** Product codes registered on the account (icf, ipm, viv). */
    products: z.array(z.string()),
    primary_user: z.number().int().nullable(),
    /** Whether the signed-in person may give instructions on it (and so apply with it). */
    has_signing_authority: z.boolean(),
    can_edit_details: z.boolean(),
    is_selected: z.boolean(),
    users: z.array(accountPersonSchema),
    /** The primary director's answer to the 25% question; null until the directors step is saved. */
    primary_user_role: z.boolean().nullable(),
    /** Whether there are other holders or trustees; null until answered. */
    has_secondary_users: z.boolean().nullable(),
    /** Joint members, directors or trustees beside the primary person, invited or joined (spec 2 §6 titles). */
    secondary_users: z.array(accountPersonSchema),
    beneficial_owners: z.array(accountPersonSchema),
    skip_beneficial_owners: z.boolean(),
    /** The register's answer for the ACN when the account was set up, with the officeholders still on offer. */
    acn_lookup_data: accountAcnDataSchema.nullable(),
    /** The account's parts still to fill in, in the order the fill-in task asks for them. */
    unfilled_fields: z.array(z.enum(UnfilledAccountField)),
    /** Every part the account takes, filled or not (`requiredAccountParts`): the page's sections. */
    required_fields_for_account_type: z.array(z.enum(UnfilledAccountField)),
  })
  .meta({ id: 'Account' });
export type Account = z.infer<typeof accountSchema>;

/** Steps of an account's application (spec 2 §4 activation steps). */
export const ActivationStep = {
  activate_account: 'activate_account',
  fill_in_missing_details: 'fill_in_missing_details',
  loan_note_not_created: 'loan_note_not_created',
  finish_loan_note_application: 'finish_loan_note_application',
  submit_investment_policy_statement: 'submit_investment_policy_statement',
  sign_investment_policy_statement: 'sign_investment_policy_statement',
} as const;
export type ActivationStep = (typeof ActivationStep)[keyof typeof ActivationStep];

export const activationStepsSchema = z
  .object({
    steps: z.array(z.enum(ActivationStep)),
    unfilled_fields: z.array(z.enum(UnfilledAccountField)),
  })
  .meta({ id: 'ActivationSteps' });
export type ActivationSteps = z.infer<typeof activationStepsSchema>;

/** POST /api/accounts/abn-lookup/ */
export const abnLookupSchema = z.object({ abn: abnSchema }).meta({ id: 'AbnLookup' });
export type AbnLookupInput = z.input<typeof abnLookupSchema>;

export const abnLookupResultSchema = z
  .object({
    abn: z.string(),
    organization_name: z.string(),
    entity_type: z.string(),
    /** 'active' or 'cancelled': a cancelled ABN is shown, and refused when an account is created. */
    status: z.enum(['active', 'cancelled']),
    acn: z.string().nullable(),
  })
  .meta({ id: 'AbnLookupResult' });
export type AbnLookupResult = z.infer<typeof abnLookupResultSchema>;

/** POST /api/accounts/fetch-corporate-info/ */
export const corporateInfoLookupSchema = z
  .object({
    acn: acnSchema,
    account_id: recordIdSchema.optional(),
    registration_invite_uuid: z.uuid().optional(),
  })
  .meta({ id: 'CorporateInfoLookup' });
export type CorporateInfoLookupInput = z.input<typeof corporateInfoLookupSchema>;

export const officeholderSchema = z
  .object({ first_name: z.string(), last_name: z.string(), role: z.enum(['director', 'secretary']) })
  .meta({ id: 'Officeholder' });
export type Officeholder = z.infer<typeof officeholderSchema>;

export const corporateInfoSchema = z
  .object({
    acn: z.string(),
    business_name: z.string(),
    company_type: z.string().nullable(),
    abn: z.string().nullable(),
    officeholders: z.array(officeholderSchema),
  })
  .meta({ id: 'CorporateInfo' });
export type CorporateInfo = z.infer<typeof corporateInfoSchema>;
