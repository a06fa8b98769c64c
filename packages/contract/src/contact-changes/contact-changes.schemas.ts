/**
 * Changing the e-mail address, the mobile number and the residential address of a signed-in user,
 * and blocking one's own access (spec 1 §2 screen 6, §4 Block account, §5, §7 profile calls). The
 * e-mail and the phone change only once a code (or, for e-mail, a link) sent to the NEW address
 * proves it belongs to the user; each request also asks for the password.
 */
import { z } from 'zod';
import { authCodeSchema } from '../fields/codes.js';
import { mobileSchema } from '../fields/identifiers.js';
import { currentPasswordSchema } from '../fields/password.js';
import { emailSchema } from '../fields/person.js';
import { identityAddressSchema } from '../identity/identity.schemas.js';
import { EmailConfirmationType } from './contact-changes.enums.js';

// ---------------------------------------------------------------------------------------------
// E-mail

export const changeEmailRequestSchema = z
  .object({
    new_email: emailSchema('Email'),
    password: currentPasswordSchema,
    /** The profile screen sends 'link' (spec 1 §7); 'code' e-mails six digits instead. */
    confirmation_type: z.enum(EmailConfirmationType).default(EmailConfirmationType.link),
  })
  .meta({ id: 'ChangeEmailRequest' });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

export const changeEmailResponseSchema = z
  .object({ detail: z.string(), new_email: z.string() })
  .meta({ id: 'ChangeEmailResponse' });
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

export const confirmEmailByCodeSchema = z.object({ code: authCodeSchema }).meta({ id: 'ConfirmEmailByCode' });
export type ConfirmEmailByCode = z.infer<typeof confirmEmailByCodeSchema>;

export const confirmEmailByLinkSchema = z
  .object({ token: z.string().min(1).max(200) })
  .meta({ id: 'ConfirmEmailByLink' });
export type ConfirmEmailByLink = z.infer<typeof confirmEmailByLinkSchema>;

/** The answer of either confirmation: the address the account now has. */
export const emailChangedSchema = z.object({ detail: z.string(), email: z.string() }).meta({ id: 'EmailChanged' });
export type EmailChanged = z.infer<typeof emailChangedSchema>;

export const resendEmailConfirmationSchema = z
  .object({
    /** The new address waiting for confirmation. */
    email: emailSchema('Email'),
    confirmation_type: z.enum(EmailConfirmationType).default(EmailConfirmationType.link),
  })
  .meta({ id: 'ResendEmailConfirmation' });
export type ResendEmailConfirmation = z.infer<typeof resendEmailConfirmationSchema>;

// ---------------------------------------------------------------------------------------------
// Mobile number

export const changePhoneRequestSchema = z
  .object({ new_phone_number: mobileSchema, password: currentPasswordSchema })
  .meta({ id: 'ChangePhoneRequest' });
export type ChangePhoneRequest = z.infer<typeof changePhoneRequestSchema>;

export const changePhoneResponseSchema = z.object({ new_phone_number: z.string() }).meta({ id: 'ChangePhoneResponse' });
export type ChangePhoneResponse = z.infer<typeof changePhoneResponseSchema>;

export const confirmPhoneSchema = z.object({ code: authCodeSchema }).meta({ id: 'ConfirmPhone' });
export type ConfirmPhone = z.infer<typeof confirmPhoneSchema>;

export const phoneChangedSchema = z
  .object({ detail: z.string(), phone_number: z.string() })
  .meta({ id: 'PhoneChanged' });
export type PhoneChanged = z.infer<typeof phoneChangedSchema>;

export const resendPhoneConfirmationSchema = z
  .object({ phone_number: mobileSchema })
  .meta({ id: 'ResendPhoneConfirmation' });
export type ResendPhoneConfirmation = z.infer<typeof resendPhoneConfirmationSchema>;

// ---------------------------------------------------------------------------------------------
// Residential address (the address of the personal details, with the same field rules)

export const changeAddressSchema = identityAddressSchema.meta({ id: 'ChangeAddress' });
export type ChangeAddress = z.infer<typeof changeAddressSchema>;

export const addressChangedSchema = z
  .object({
    detail: z.string(),
    street_number: z.string(),
    street_name: z.string(),
    suburb: z.string(),
    state: z.string(),
    post_code: z.string(),
    country: z.string(),
  })
  .meta({ id: 'AddressChanged' });
export type AddressChanged = z.infer<typeof addressChangedSchema>;

// ---------------------------------------------------------------------------------------------
// Block own access

export const blockAccessSchema = z.object({ password: currentPasswordSchema }).meta({ id: 'BlockAccess' });
export type BlockAccess = z.infer<typeof blockAccessSchema>;

/** The operator's unblock (npm run admin -- user unblock --email E). */
export const operatorUnblockSchema = z.object({ email: emailSchema('Email') }).meta({ id: 'OperatorUnblock' });
export type OperatorUnblock = z.infer<typeof operatorUnblockSchema>;

export const operatorUserAccessSchema = z
  .object({ user_id: z.number().int(), email: z.string(), is_blocked: z.boolean(), detail: z.string() })
  .meta({ id: 'OperatorUserAccess' });
export type OperatorUserAccess = z.infer<typeof operatorUserAccessSchema>;
