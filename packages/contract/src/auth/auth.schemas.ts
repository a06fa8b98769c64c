import { z } from 'zod';
import { authCodeSchema } from '../fields/codes.js';
import { currentPasswordSchema, passwordChangeSchema, passwordSetupSchema } from '../fields/password.js';
import { emailSchema } from '../fields/person.js';
import { profileSchema } from '../profile/profile.schemas.js';
import { TwoFactorChannel } from './auth.enums.js';

export const loginRequestSchema = z
  .object({ email: emailSchema('Email'), password: currentPasswordSchema })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * What a sign-in that still needs its second factor is told: only what the code step needs. A
 * caller who has just the password learns nothing else about the person (no profile).
 */
export const loginTwoFactorSchema = z
  .object({
    /** 'password_reset': the first sign-in after a reset, which always needs a code. */
    reason: z.enum(['login', 'password_reset']),
    /** The message to show above the code entry. */
    detail: z.string(),
    channel: z.enum(TwoFactorChannel),
    /** Where the code will go, masked ('•••• ••• 678'). */
    destination: z.string(),
    /** How long a code stays valid once sent, in seconds. */
    code_expires_in: z.number().int(),
    /** Seconds between two code requests. */
    resend_timeout: z.number().int(),
  })
  .meta({ id: 'LoginTwoFactor' });
export type LoginTwoFactor = z.infer<typeof loginTwoFactorSchema>;

/** `profile` once the session is fully signed in; `two_factor` instead while it waits for its code. */
export const loginResponseSchema = z
  .object({ key: z.string(), profile: profileSchema.nullable(), two_factor: loginTwoFactorSchema.nullable() })
  .meta({ id: 'LoginResponse' });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const detailSchema = z.object({ detail: z.string() }).meta({ id: 'Detail' });
export type DetailResponse = z.infer<typeof detailSchema>;

export const twoFactorRequestSchema = z.object({ channel: z.enum(TwoFactorChannel) }).meta({ id: 'TwoFactorRequest' });

export const twoFactorRequestResponseSchema = z
  .object({
    detail: z.string(),
    channel: z.enum(TwoFactorChannel),
    /** Where the code went, formatted for display ('0412 345 678' or the e-mail address). */
    destination: z.string(),
    /** Seconds until another code may be requested. */
    resend_available_in: z.number().int(),
    /** Why the code is asked for: shown above the entry ('login' or 'password_reset'). */
    reason: z.enum(['login', 'password_reset', 'action']),
  })
  .meta({ id: 'TwoFactorRequestResponse' });
export type TwoFactorRequestResponse = z.infer<typeof twoFactorRequestResponseSchema>;

export const twoFactorConfirmSchema = z.object({ code: authCodeSchema }).meta({ id: 'TwoFactorConfirm' });
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>;

/** Answer of OPTIONS on a protected endpoint: does a write need a fresh code first? */
export const securitySchemaResponseSchema = z
  .object({
    security_schema: z.object({
      two_factor_required: z.boolean(),
      level: z.enum(['system', 'account', 'none']),
      channel: z.enum(TwoFactorChannel),
      confirmed: z.boolean(),
    }),
  })
  .meta({ id: 'SecuritySchema' });
export type SecuritySchemaResponse = z.infer<typeof securitySchemaResponseSchema>;

export const sessionConfigurationSchema = z
  .object({
    resendVerificationCodeTimeout: z.number().int(),
    session_expire_after: z.number().int(),
    session_expire_warning_after: z.number().int(),
  })
  .meta({ id: 'SessionConfiguration' });
export type SessionConfiguration = z.infer<typeof sessionConfigurationSchema>;

export const lastActivitySchema = z.object({ inactive_seconds: z.number().int() }).meta({ id: 'LastActivity' });

export const passwordResetRequestSchema = z
  .object({ email: emailSchema('Email') })
  .meta({ id: 'PasswordResetRequest' });
export const passwordResetTokenSchema = z
  .object({ token: z.string().min(1).max(200) })
  .meta({ id: 'PasswordResetToken' });
export const passwordResetConfirmSchema = passwordSetupSchema
  .and(passwordResetTokenSchema)
  .meta({ id: 'PasswordResetConfirm' });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;
export const tokenValiditySchema = z.object({ is_valid: z.boolean() }).meta({ id: 'TokenValidity' });
export const passwordVerifySchema = z.object({ password: currentPasswordSchema }).meta({ id: 'PasswordVerify' });
export { passwordChangeSchema };
export const emailVerifySchema = z.object({ token: z.string().min(1).max(200) }).meta({ id: 'EmailVerify' });

export const jwtLoginRequestSchema = z
  .object({ jwt_token: z.string().min(1).max(4096) })
  .meta({ id: 'JwtLoginRequest' });
export const jwtLoginResponseSchema = z
  .object({
    key: z.string(),
    extra_permissions: z.array(z.string()),
    managed_user_id: z.number().int().nullable(),
  })
  .meta({ id: 'JwtLoginResponse' });
export type JwtLoginResponse = z.infer<typeof jwtLoginResponseSchema>;

export const sessionSummarySchema = z
  .object({
    id: z.number().int(),
    user_agent: z.string().nullable(),
    ip_address: z.string().nullable(),
    created: z.string(),
    last_activity: z.string(),
    is_current: z.boolean(),
  })
  .meta({ id: 'SessionSummary' });
export type SessionSummary = z.infer<typeof sessionSummarySchema>;

/** Header a staff user or advisor sends to act for a client they manage. */
export const MANAGED_USER_HEADER = 'Managed-User-id';
/** The advisor system's token, sent back on every call after an advisor entry (spec 1 §7). */
export const ADVISOR_JWT_HEADER = 'X-advisor-jwt';
