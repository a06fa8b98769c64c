/**
 * Sign-in, two-factor and codes (spec 1 §2, §4, §8). `authSpecMessages` is this domain's part of
 * `Messages`, the documents' wording; `AuthMessages` is ours, for what the documents do not quote.
 */
import { formatResendCountdown } from '../formatters/countdown.js';

export const authSpecMessages = {
  accountBlocked:
    'Your account is blocked; you will not be able to log in until an administrator has unblocked your account',
  loginTitle: 'Client Portal',
  enterYourCode: 'Enter your code',
  twoFactorAfterPasswordReset:
    'You recently reset your password. Two-factor authentication verification is required to continue. A six digit code has just been sent via SMS to verify your identity.',
  twoFactorCodeSent: 'A six digit code has just been sent via SMS to verify your identity.',
  resendCode: 'Resend code',
  /**
   * 'Resend code in m:ss minute/second': the unit word is 'minute' while a minute or more
   * remains and 'second' in the last minute.
   */
  resendCodeIn: (seconds: number) =>
    `Resend code in ${formatResendCountdown(seconds)} ${Math.ceil(seconds) >= 60 ? 'minute' : 'second'}`,
  needHelpContactSupport: 'Need help? Contact support',
  /** The link text inside needHelpContactSupport. */
  contactSupport: 'contact support',
} as const;

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
  staffKeepTwoFactor:
    'Staff members must keep two-factor authentication on: it protects every client they can act for.',
  /** A change the client must make themselves, asked for while acting for them (Managed-User-id). */
  actingForClientRefused:
    'While acting for a client you cannot change their sign-in, contact, identity, bank or tax details. Please ask the client to make this change.',
  /** The title of a page only the client may use, opened while acting for them. */
  clientOnlyTitle: 'Only the client can do this',
} as const;
