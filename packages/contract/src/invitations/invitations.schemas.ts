import { z } from 'zod';
import { AccountType, TrusteeType } from '../accounts/accounts.enums.js';
import { MAX_RECORD_ID, recordIdSchema } from '../fields/record-id.js';
import { invitationCodeSchema } from '../fields/codes.js';
import { fieldSpecMessages } from '../fields/fields.messages.js';
import { mobileSchema } from '../fields/identifiers.js';
import { currentPasswordSchema, newPasswordSchema } from '../fields/password.js';
import { emailSchema } from '../fields/person.js';
import { blankAsAbsent } from '../fields/text-field.js';
import { ProductKey } from '../products/products.enums.js';
import { PasswordRule } from '../validators/password.js';
import { RegistrationInviteStep } from './invitations.enums.js';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { pageSchema } from '../pagination/pagination.schemas.js';

/** What an operator sends to invite someone (`npm run admin -- invite create`). */
export const operatorInviteCreateSchema = z
  .object({
    email: emailSchema('Email'),
    phone_number: mobileSchema,
    type: z.enum(AccountType, { error: fieldSpecMessages.fieldRequired }),
    account_name: z.string().trim().min(1).max(255).optional(),
    /**
     * An account the provider already holds (from its feed, or set up by staff) that the invitee
     * takes up as its primary holder: its type and name replace `type` and `account_name`, and the
     * invitation ends at account_activate (still in setup) or account_fake_create (already active).
     */
    account_id: recordIdSchema.optional(),
    product: z.enum(ProductKey).default('ipm'),
    /** Days until the link expires. */
    expires_in_days: z.number().int().min(1).max(90).default(14),
  })
  .meta({ id: 'OperatorInviteCreate' });
export type OperatorInviteCreate = z.infer<typeof operatorInviteCreateSchema>;

/** What the back office says once the server has e-mailed the invitation (create or resend). */
export const InviteOperatorMessages = {
  sent: (email: string) => `Invitation sent to ${email}. The code goes to them by e-mail; it is not shown here.`,
  resent: (email: string) => `Invitation sent again to ${email} with a new code; the old code no longer works.`,
  /** The form's account id: not a whole number of at most 10 digits. */
  accountIdNotValid: 'Give the number of an account the provider holds, or leave it empty.',
  expired: (email: string) => `The invitation for ${email} is withdrawn: its link shows the expired page.`,
  /** An invitation onto an existing account: a link, not a code. */
  accountInviteSent: (email: string) =>
    `Invitation to the account sent to ${email}. The link goes to them by e-mail; it is not shown here.`,
  accountInviteResent: (email: string) =>
    `Invitation to the account sent again to ${email} with a new link; the old link no longer works.`,
} as const;

/**
 * The back office's "New invitation" form: the same rules, but an account name left empty is no
 * name (the route takes the field absent, not blank).
 */
export const operatorInviteFormSchema = operatorInviteCreateSchema.extend({
  account_name: blankAsAbsent(operatorInviteCreateSchema.shape.account_name),
  /** Typed as text: empty is none, digits are the id, anything else is refused. */
  account_id: z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      return text === '' ? undefined : /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    },
    z
      .number({ error: InviteOperatorMessages.accountIdNotValid })
      .int(InviteOperatorMessages.accountIdNotValid)
      .positive(InviteOperatorMessages.accountIdNotValid)
      .max(MAX_RECORD_ID, InviteOperatorMessages.accountIdNotValid)
      .optional(),
  ),
});
export type OperatorInviteForm = z.input<typeof operatorInviteFormSchema>;

/** Days an operator may give an invitation's link (the create schema allows 1 to 90). */
export const INVITE_EXPIRY_DAY_CHOICES = [7, 14, 30, 60, 90] as const;

/** The only time the code is shown: the answer to the create (and resend) call. */
export const operatorInviteIssuedSchema = z
  .object({ uuid: z.string(), code: z.string(), url: z.string(), expires: z.string() })
  .meta({ id: 'OperatorInviteIssued' });
export type OperatorInviteIssued = z.infer<typeof operatorInviteIssuedSchema>;

export const InviteStatus = { open: 'open', expired: 'expired', revoked: 'revoked', completed: 'completed' } as const;
export type InviteStatus = (typeof InviteStatus)[keyof typeof InviteStatus];
export const InviteStatusLabel = {
  open: 'Open',
  expired: 'Expired',
  revoked: 'Withdrawn',
  completed: 'Completed',
} as const satisfies Record<InviteStatus, string>;

export const operatorInviteSchema = z
  .object({
    uuid: z.string(),
    email: z.string(),
    phone_number: z.string(),
    type: z.enum(AccountType),
    account_name: z.string().nullable(),
    product: z.enum(ProductKey),
    step: z.string(),
    status: z.enum(InviteStatus),
    expires: z.string(),
    created: z.string(),
    opened: z.string().nullable(),
  })
  .meta({ id: 'OperatorInvite' });
export type OperatorInvite = z.infer<typeof operatorInviteSchema>;

/** What the invitations queue orders by: a column's header. */
export const OPERATOR_INVITES_ORDERING = ['email', 'type', 'created', 'expires'] as const;

/** The invitations queue: a page, newest first unless a column says otherwise, one status, a search of e-mail or mobile. */
export const operatorInvitesQuerySchema = queueQuerySchema(OPERATOR_INVITES_ORDERING, '-created').extend({
  status: z.enum(InviteStatus).optional(),
});
export type OperatorInvitesQuery = z.infer<typeof operatorInvitesQuerySchema>;

export const operatorInvitePageSchema = pageSchema(operatorInviteSchema).meta({ id: 'OperatorInvitePage' });
export type OperatorInvitePage = z.infer<typeof operatorInvitePageSchema>;

export const inviteUuidParamsSchema = z.object({ uuid: z.uuid() });

/** The account a registration invitation is for, as its answer names it. */
export const registrationInviteAccountSchema = z
  .object({ id: z.number().int(), name: z.string(), type: z.enum(AccountType) })
  .meta({ id: 'RegistrationInviteAccount' });

/** The public view of an invitation (spec 1 §3 Registration invite), read by the invite screens. */
export const registrationInviteSchema = z
  .object({
    uuid: z.string(),
    /** The token the invitation link carries (spec 1 §3): its uuid. */
    token: z.string(),
    email: z.string(),
    phone_number: z.string(),
    /**
     * Always null. The 12-digit code is stored only as a hash, and entering it is what proves the
     * invitee read the invitation e-mail, so no answer ever carries it.
     */
    code: z.null(),
    /**
     * The account the invitation is for: the one the provider prepared, or, once registration has
     * set one up, the account the invitee created; null while there is none.
     */
    account: registrationInviteAccountSchema.nullable(),
    /** `account.id`, or null. */
    account_id: z.number().int().nullable(),
    registration_step: z.enum(RegistrationInviteStep),
    account_type: z.enum(AccountType),
    account_name: z.string().nullable(),
    application: z.object({ name: z.string(), product_key: z.enum(ProductKey), url_address: z.string() }),
    is_fake_creation_case: z.boolean(),
    is_activated_in_target_application: z.boolean(),
    is_setting_primary_case: z.boolean(),
    /** The account the provider prepared for the invitee (spec 1 §3 activation_object); null for a new one. */
    activation_object: z
      .object({
        account_id: z.number().int(),
        type: z.enum(AccountType),
        type_display: z.string(),
        name: z.string(),
        abn: z.string(),
        acn: z.string(),
        trustee: z.enum(TrusteeType).nullable(),
        trustee_name: z.string(),
      })
      .nullable(),
    /** The account exists (sign-up was sent): the next thing to ask for is the e-mail code. */
    user_created: z.boolean(),
    email_verified: z.boolean(),
    phone_verified: z.boolean(),
  })
  .meta({ id: 'RegistrationInvite' });
export type RegistrationInvite = z.infer<typeof registrationInviteSchema>;

/** The answer to taking up the account an invitation prepared: the account the person now holds. */
export const takenUpAccountSchema = z.object({ account_id: z.number().int() }).meta({ id: 'TakenUpAccount' });
export type TakenUpAccount = z.infer<typeof takenUpAccountSchema>;

/** Header the operator API is called with: `Authorization: Operator <key>`. */
export const OPERATOR_AUTH_SCHEME = 'Operator';

/** Entering the 12-digit code from the invitation e-mail. */
export const activateInviteSchema = z.object({ code: invitationCodeSchema }).meta({ id: 'ActivateInvite' });

/**
 * Sign-up from an invitation (spec 1 §7 wizard sign-up, same fields as set-password): e-mail and
 * phone are the invitation's (read-only), the password meets the checklist, terms are accepted.
 */
export const inviteSignUpSchema = z
  .object({
    email: emailSchema('Email'),
    phone_number: mobileSchema,
    password1: newPasswordSchema,
    password2: currentPasswordSchema,
    /** The checklist as the form showed it, rule by rule; the server judges the password itself. */
    password_check_list: z.partialRecord(z.enum(PasswordRule), z.boolean()).optional(),
    agreement_terms_and_policy: z.boolean().refine((v) => v, fieldSpecMessages.fieldRequired),
    marketing_opt_out: z.boolean().default(false),
    skip_email_verification: z.boolean().optional(),
    skip_phone_number_verification: z.boolean().optional(),
  })
  .refine((d) => d.password1 === d.password2, { message: fieldSpecMessages.passwordsDoNotMatch, path: ['password2'] })
  .meta({ id: 'InviteSignUp' });
export type InviteSignUp = z.infer<typeof inviteSignUpSchema>;

export const inviteEmailChangeSchema = z.object({ email: emailSchema('Email') }).meta({ id: 'InviteEmailChange' });
export const invitePhoneSchema = z.object({ phone_number: mobileSchema }).meta({ id: 'InvitePhone' });

/** Confirming the phone finishes sign-up: the answer signs the new user in. */
export const inviteSignedInSchema = z
  .object({ key: z.string(), invite: registrationInviteSchema })
  .meta({ id: 'InviteSignedIn' });
