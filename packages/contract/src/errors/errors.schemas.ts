import { z } from 'zod';

/** 400 body: every validation problem, keyed by the field it concerns. */
export const validationErrorSchema = z
  .object({
    field_errors: z.record(z.string(), z.array(z.string())),
    non_field_errors: z.array(z.string()),
  })
  .meta({ id: 'ValidationError' });
export type ValidationErrorBody = z.infer<typeof validationErrorSchema>;

/** Every other error: a human sentence and a stable machine code. */
export const errorSchema = z
  .object({
    detail: z.string(),
    code: z.string(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorSchema>;

/** Codes the documents name, plus the transport-level ones the platform adds. */
export const ErrorCode = {
  login2faRequired: 'login_2fa_required',
  permissionDenied: 'permission_denied',
  temporaryBlocked: 'temporary_blocked',
  permanentBlocked: 'permanent_blocked',
  maxVerificationLimitReached: 'max_verification_limit_reached',
  /** The user must change their password before anything else (force_password_change). */
  passwordChangeRequired: 'password_change_required',
  /** Managed-User-id names a client the caller does not manage (a 403 the browser treats as forbidden, not as two-factor). */
  managedUserForbidden: 'managed_user_forbidden',
  /** A change only the client may make, asked for while acting for them (403). */
  actingForClientRefused: 'acting_for_client_refused',
  /** A protected write needs a fresh two-factor code first (the two-factor guard). */
  actionConfirmationRequired: 'action_confirmation_required',
  /**
   * A 503 from saving personal details (spec 1 §4, error_1): the identity check service could not
   * be reached. The details were saved and the person may skip verification.
   */
  identityCheckUnavailable: 'error_1',
  notAuthenticated: 'not_authenticated',
  notFound: 'not_found',
  methodNotAllowed: 'method_not_allowed',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  badRequest: 'bad_request',
  rateLimited: 'rate_limited',
  serverError: 'server_error',
  serviceUnavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const BLOCKED_ERROR_CODES: readonly string[] = [ErrorCode.temporaryBlocked, ErrorCode.permanentBlocked];
