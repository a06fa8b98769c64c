import { z } from 'zod';
import { AccountType, ProductKey, RegistrationInviteStep } from '../enums.js';
import { mobileSchema } from './fields/identifiers.js';
import { emailSchema } from './fields/person.js';

/** What an operator sends to invite someone (`npm run admin -- invite create`). */
export const operatorInviteCreateSchema = z
  .object({
    email: emailSchema('Email'),
    phone_number: mobileSchema,
    type: z.enum(AccountType),
    account_name: z.string().trim().min(1).max(255).optional(),
    product: z.enum(ProductKey).default('ipm'),
    /** Days until the link expires. */
    expires_in_days: z.number().int().min(1).max(90).default(14),
  })
  .meta({ id: 'OperatorInviteCreate' });
export type OperatorInviteCreate = z.infer<typeof operatorInviteCreateSchema>;

/** The only time the code is shown: the answer to the create (and resend) call. */
export const operatorInviteIssuedSchema = z
  .object({ uuid: z.string(), code: z.string(), url: z.string(), expires: z.string() })
  .meta({ id: 'OperatorInviteIssued' });
export type OperatorInviteIssued = z.infer<typeof operatorInviteIssuedSchema>;

export const InviteStatus = { open: 'open', expired: 'expired', revoked: 'revoked', completed: 'completed' } as const;
export type InviteStatus = (typeof InviteStatus)[keyof typeof InviteStatus];

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

export const inviteUuidParamsSchema = z.object({ uuid: z.uuid() });

/** The public view of an invitation (spec 1 §3 Registration invite), read by the invite screens. */
export const registrationInviteSchema = z
  .object({
    uuid: z.string(),
    email: z.string(),
    phone_number: z.string(),
    registration_step: z.enum(RegistrationInviteStep),
    account_type: z.enum(AccountType),
    account_name: z.string().nullable(),
    application: z.object({ name: z.string(), product_key: z.enum(ProductKey), url_address: z.string() }),
    is_fake_creation_case: z.boolean(),
    is_activated_in_target_application: z.boolean(),
    is_setting_primary_case: z.boolean(),
  })
  .meta({ id: 'RegistrationInvite' });
export type RegistrationInvite = z.infer<typeof registrationInviteSchema>;

/** Header the operator API is called with: `Authorization: Operator <key>`. */
export const OPERATOR_AUTH_SCHEME = 'Operator';
