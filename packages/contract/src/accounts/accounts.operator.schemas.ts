/**
 * The operator API's view of investment accounts (`npm run admin -- account ...`): staff list
 * them, read one with its people, and activate one set up in the portal, giving it the
 * administration system's account code.
 */
import { z } from 'zod';
import { optionalAbnSchema, optionalAcnSchema } from '../fields/identifiers.js';
import { optionalTextField, requiredTextField } from '../fields/text-field.js';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { staffReasonField } from '../back-office/staff-reason.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { PersonStatus } from './account-people.schemas.js';
import { AccountStatus, AccountType, TrusteeType, UnfilledAccountField } from './accounts.enums.js';
import { AccountLimits, takesAcn, takesTrustee } from './accounts.schemas.js';

/** The administration system's account codes, as the portfolio feed spells them. */
export const ACCOUNT_EXTERNAL_CODE_MAX_LENGTH = 100;

/** What the accounts queue orders by: a column's header. */
export const OPERATOR_ACCOUNTS_ORDERING = ['name', 'type', 'status', 'created_at'] as const;

/**
 * The accounts queue: a page, newest first unless a column says otherwise, one status, and a
 * search matching the name, ABN, ACN, or a member's name or e-mail.
 */
export const operatorAccountsQuerySchema = queueQuerySchema(OPERATOR_ACCOUNTS_ORDERING, '-created_at').extend({
  status: z.enum(AccountStatus).optional(),
});
export type OperatorAccountsQuery = z.infer<typeof operatorAccountsQuerySchema>;

/**
 * An account the provider prepares for someone it will invite (`npm run admin -- account create`):
 * nobody holds it until the invitee takes it up (`invite create --account-id`). Pending, it then
 * asks the invitee for its missing details; `active` (an account already running in the
 * administration system, with its code) is the fake-creation case. Fields a type does not take
 * are not kept.
 */
export const operatorAccountCreateSchema = z
  .object({
    type: z.enum(AccountType),
    name: requiredTextField(AccountLimits.nameMaxLength),
    abn: optionalAbnSchema.default(''),
    acn: optionalAcnSchema.default(''),
    trustee: z.enum(TrusteeType).nullable().default(null),
    trustee_name: optionalTextField(AccountLimits.trusteeNameMaxLength).default(''),
    status: z.enum([AccountStatus.pending, AccountStatus.active]).default(AccountStatus.pending),
    external_code: z.string().trim().min(1).max(ACCOUNT_EXTERNAL_CODE_MAX_LENGTH).optional(),
  })
  .superRefine((form, ctx) => {
    if (takesTrustee(form.type) && !form.trustee)
      ctx.addIssue({ code: 'custom', path: ['trustee'], message: fieldSpecMessages.fieldRequired });
    if (takesAcn(form.type, form.trustee) && form.acn === '')
      ctx.addIssue({ code: 'custom', path: ['acn'], message: fieldSpecMessages.fieldRequired });
  })
  .meta({ id: 'OperatorAccountCreate' });
export type OperatorAccountCreate = z.output<typeof operatorAccountCreateSchema>;

/**
 * Staff activation: the account becomes active, with its administration code when given, and
 * the reason every change of status needs (kept in the audit trail with the call).
 */
export const operatorAccountActivateSchema = z
  .object({
    external_code: z.string().trim().min(1).max(ACCOUNT_EXTERNAL_CODE_MAX_LENGTH).optional(),
    reason: staffReasonField,
  })
  .meta({ id: 'OperatorAccountActivate' });
export type OperatorAccountActivate = z.infer<typeof operatorAccountActivateSchema>;

export const AccountsAdminMessages = {
  alreadyInactive: 'This account is already inactive.',
  /** An operator route's answer for an account id nobody has (404). */
  notFound: 'No account has this id.',
} as const;

export const operatorAccountMemberSchema = z.object({
  user_id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(['primary', 'secondary']),
  /** The primary user, or a secondary user who has joined. */
  status: z.enum([PersonStatus.primary, PersonStatus.joined]),
});

/** A secondary user invited onto the account who has not joined yet. */
export const operatorAccountInviteeSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  status: z.enum([PersonStatus.invited, PersonStatus.invite_expired]),
});

export const operatorAccountSchema = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    /** The administration system's code; null until staff give one (an account set up in the portal). */
    external_code: z.string().nullable(),
    name: z.string(),
    type: z.enum(AccountType),
    status: z.enum(AccountStatus),
    trustee: z.enum(TrusteeType).nullable(),
    trustee_name: z.string(),
    abn: z.string(),
    acn: z.string(),
    products: z.array(z.string()),
    members: z.array(operatorAccountMemberSchema),
    invitees: z.array(operatorAccountInviteeSchema),
    unfilled_fields: z.array(z.enum(UnfilledAccountField)),
    created_at: z.string(),
    activated_at: z.string().nullable(),
  })
  .meta({ id: 'OperatorAccount' });

export const operatorAccountPageSchema = pageSchema(operatorAccountSchema).meta({ id: 'OperatorAccountPage' });
export type OperatorAccountPage = z.infer<typeof operatorAccountPageSchema>;
export type OperatorAccount = z.infer<typeof operatorAccountSchema>;
