/**
 * Secondary-user invitations (spec 1 §4 and §7, spec 2 §4): a joint holder, director, trustee or
 * member invited onto someone else's account. The e-mailed link carries a 256-bit token, which is
 * the credential of every public step; the uuid is the operator's handle for it.
 */
import { z } from 'zod';
import { AccountType, SecondaryUserTitle, TrusteeType } from '../accounts/accounts.enums.js';
import { errorSchema } from '../errors/errors.schemas.js';
import { authCodeSchema } from '../fields/codes.js';
import { mobileSchema } from '../fields/identifiers.js';
import { emailSchema, personNameSchema } from '../fields/person.js';
import { blankAsAbsent } from '../fields/text-field.js';
import { ProductKey } from '../products/products.enums.js';
import { queueQuerySchema } from '../back-office/queue-query.js';
import { pageSchema } from '../pagination/pagination.schemas.js';
import { InviteStatus } from './invitations.schemas.js';
import { SecondaryInviteStep } from './invitations.enums.js';

/** 32 random bytes, base64url: 43 characters. */
export const SECONDARY_INVITE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const secondaryInviteTokenParamsSchema = z.object({
  token: z.string().regex(SECONDARY_INVITE_TOKEN_PATTERN, 'This invitation link is not valid.'),
});

/** Account types that have secondary users (an individual account has none). */
export const SecondaryAccountType = {
  joint: AccountType.joint,
  company: AccountType.company,
  trust: AccountType.trust,
  smsf: AccountType.smsf,
} as const;
export type SecondaryAccountType = (typeof SecondaryAccountType)[keyof typeof SecondaryAccountType];

/** `npm run admin -- invite secondary ...`: the account's primary user invites another person. */
export const operatorSecondaryInviteCreateSchema = z
  .object({
    email: emailSchema('Email'),
    phone_number: mobileSchema,
    first_name: personNameSchema(),
    last_name: personNameSchema(),
    /** The primary user (initiator) of the account, who must already be registered. */
    primary_email: emailSchema('Primary user email'),
    account_type: z.enum(SecondaryAccountType),
    trustee_type: z.enum(TrusteeType).optional(),
    account_name: z.string().trim().min(1).max(255).optional(),
    product: z.enum(ProductKey).default('ipm'),
    expires_in_days: z.number().int().min(1).max(90).default(14),
  })
  .meta({ id: 'OperatorSecondaryInviteCreate' });
export type OperatorSecondaryInviteCreate = z.infer<typeof operatorSecondaryInviteCreateSchema>;

/**
 * The back office's "New account invitation" form: the route's rules, an account name or trustee
 * type left empty being none.
 */
export const operatorSecondaryInviteFormSchema = operatorSecondaryInviteCreateSchema.extend({
  account_name: blankAsAbsent(operatorSecondaryInviteCreateSchema.shape.account_name),
  trustee_type: blankAsAbsent(operatorSecondaryInviteCreateSchema.shape.trustee_type),
});
export type OperatorSecondaryInviteForm = z.input<typeof operatorSecondaryInviteFormSchema>;

/** The only time the token is shown: the answer to create (and resend). */
export const operatorSecondaryInviteIssuedSchema = z
  .object({ uuid: z.string(), token: z.string(), url: z.string(), expires: z.string() })
  .meta({ id: 'OperatorSecondaryInviteIssued' });
export type OperatorSecondaryInviteIssued = z.infer<typeof operatorSecondaryInviteIssuedSchema>;

export const operatorSecondaryInviteSchema = z
  .object({
    uuid: z.string(),
    email: z.string(),
    phone_number: z.string(),
    full_name: z.string(),
    role: z.enum(SecondaryUserTitle),
    account_type: z.enum(SecondaryAccountType),
    account_name: z.string().nullable(),
    primary_user_email: z.string(),
    step: z.enum(SecondaryInviteStep),
    status: z.enum(InviteStatus),
    expires: z.string(),
    created: z.string(),
  })
  .meta({ id: 'OperatorSecondaryInvite' });
export type OperatorSecondaryInvite = z.infer<typeof operatorSecondaryInviteSchema>;

/** What the account-invitations queue orders by: a column's header. */
export const OPERATOR_SECONDARY_INVITES_ORDERING = ['email', 'account_type', 'created', 'expires'] as const;

/**
 * The account-invitations queue: a page, newest first unless a column says otherwise, one status,
 * a search of the invitee's e-mail or name, the account's name or the primary user's e-mail.
 */
export const operatorSecondaryInvitesQuerySchema = queueQuerySchema(
  OPERATOR_SECONDARY_INVITES_ORDERING,
  '-created',
).extend({ status: z.enum(InviteStatus).optional() });
export type OperatorSecondaryInvitesQuery = z.infer<typeof operatorSecondaryInvitesQuerySchema>;

export const operatorSecondaryInvitePageSchema = pageSchema(operatorSecondaryInviteSchema).meta({
  id: 'OperatorSecondaryInvitePage',
});
export type OperatorSecondaryInvitePage = z.infer<typeof operatorSecondaryInvitePageSchema>;

/** What the invitee's screens read (spec 1 §3 Secondary invite: step, primary_user_full_name). */
export const secondaryInviteSchema = z
  .object({
    uuid: z.string(),
    step: z.enum(SecondaryInviteStep),
    email: z.string(),
    phone_number: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    role: z.enum(SecondaryUserTitle),
    account_type: z.enum(SecondaryAccountType),
    account_name: z.string().nullable(),
    primary_user_full_name: z.string(),
    application: z.object({ name: z.string(), product_key: z.enum(ProductKey), url_address: z.string() }),
    /** The invitee already has a sign-in here: they sign in and activate instead of setting a password. */
    existing_user: z.boolean(),
    terms_accepted: z.boolean(),
  })
  .meta({ id: 'SecondaryInvite' });
export type SecondaryInvite = z.infer<typeof secondaryInviteSchema>;

export const secondaryConfirmPhoneSchema = z
  .object({ email: emailSchema('Email'), phone_number: mobileSchema, code: authCodeSchema })
  .meta({ id: 'SecondaryConfirmPhone' });
export type SecondaryConfirmPhone = z.infer<typeof secondaryConfirmPhoneSchema>;

export const secondaryActivateSchema = z
  .object({ token: z.string().regex(SECONDARY_INVITE_TOKEN_PATTERN, 'This invitation link is not valid.') })
  .meta({ id: 'SecondaryActivate' });

/** Confirming the phone signs the new user in, like the primary flow. */
export const secondaryInviteSignedInSchema = z
  .object({ key: z.string(), invite: secondaryInviteSchema })
  .meta({ id: 'SecondaryInviteSignedIn' });

/**
 * 403 on set-password (spec 1 §8 Forbidden modal): the message, and the application's admin
 * contact when it has one ('Please, contact admin at ...').
 */
export const forbiddenWithContactSchema = errorSchema
  .extend({ admin_email: z.string().nullable() })
  .meta({ id: 'ForbiddenWithContact' });
export type ForbiddenWithContact = z.infer<typeof forbiddenWithContactSchema>;

/**
 * `{token}` of /accounts/secondary-invite/{accountId}/{token}/: the e-mailed link's token, or the
 * invitation's uuid when the invitee opens it from the accounts list's panel (only the token's hash
 * is kept, so the panel cannot link by token). Either way only the person invited may use it.
 */
export const accountInvitationParamsSchema = z.object({
  account_id: z.coerce.number().int().positive(),
  token: z.union([z.string().regex(SECONDARY_INVITE_TOKEN_PATTERN), z.uuid()], {
    error: 'This invitation link is not valid.',
  }),
});

/** An invitation onto an account that exists, as the person invited (already registered) sees it. */
export const accountInvitationSchema = z
  .object({
    uuid: z.string(),
    account_id: z.number().int(),
    account_name: z.string().nullable(),
    account_type: z.enum(SecondaryAccountType),
    /** The title the invitee will hold on the account (member, director, trustee). */
    role: z.enum(SecondaryUserTitle),
    primary_user_full_name: z.string(),
    expires: z.string(),
    status: z.enum(['open', 'accepted', 'declined', 'expired']),
  })
  .meta({ id: 'AccountInvitation' });
export type AccountInvitation = z.infer<typeof accountInvitationSchema>;
