import { z } from 'zod';
import { TwoFactorChannel } from '../enums.js';
import { authCodeSchema } from './fields/codes.js';
import { currentPasswordSchema, passwordChangeSchema, passwordSetupSchema } from './fields/password.js';
import { emailSchema } from './fields/person.js';
import { profileSchema } from './profile.js';

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

/** Messages of the sign-in flows that the documents do not quote (ours, kept in one place). */
export const AuthMessages = {
  invalidCredentials: 'Unable to log in with provided credentials.',
  accountLocked: (retryAt: string) => `Too many failed sign-in attempts. Please try again after ${retryAt}.`,
  tooManyRequests: 'Too many sign-in attempts from this network. Please wait a few minutes and try again.',
  invalidCode: 'The code is not valid.',
  codeExpired: 'The code has expired. Please request a new one.',
  noCodeRequested: 'Please request a new code.',
  maxVerificationLimit: 'You have entered a wrong code too many times. Please request a new code.',
  resendTooSoon: (seconds: number) => `Please wait ${seconds} seconds before requesting a new code.`,
  loggedOut: 'Successfully logged out.',
  passwordResetSent: 'If an account exists for this e-mail, we have sent a link to reset the password.',
  passwordResetDone: 'Your password has been reset. Please sign in with the new password.',
  passwordChanged: 'Your password has been changed.',
  passwordVerified: 'The password is correct.',
  wrongPassword: 'The password is incorrect.',
  wrongOldPassword: 'Your old password was entered incorrectly. Please enter it again.',
  tokenInvalid: 'This link is not valid or has expired. Please request a new one.',
  emailVerified: 'Your e-mail address has been verified.',
  verificationEmailSent: 'We have sent you a link to verify your e-mail address.',
  passwordChangeRequired: 'You must change your password before you continue.',
  sessionAlive: 'Your session has been extended.',
  sessionEnded: 'The session has been ended.',
  jwtInvalid: 'The sign-in link is not valid or has expired.',
  managedUserForbidden: 'You do not manage this client.',
  notAuthenticated: 'Authentication credentials were not provided.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  codeConfirmed: 'The code has been confirmed.',
  /** PATCH /profiles/my/ switching login two-factor off for a staff member. */
  staffKeepTwoFactor: 'Staff members must keep two-factor authentication on: it protects every client they can act for.',
  /** A change the client must make themselves, asked for while acting for them (Managed-User-id). */
  actingForClientRefused:
    'While acting for a client you cannot change their sign-in, contact, identity, bank or tax details. Please ask the client to make this change.',
} as const;
