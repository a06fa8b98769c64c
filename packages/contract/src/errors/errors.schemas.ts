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
  /**
   * A change to an investment account this person may not make (403): they lack signing authority
   * on it, or the person they would remove cannot be removed now. Not `permission_denied`, which
   * the browser reads as "a two-factor code is owed" (document 1 §8): the detail says why.
   */
  accountChangeRefused: 'account_change_refused',
  /**
   * A staff member's role may not make this call, or they have no role yet (403, issue #23). Not
   * `permission_denied`, which the browser reads as "a two-factor code is owed": the detail names the role.
   */
  staffRoleRefused: 'staff_role_refused',
  /** A staff member without login two-factor: the back office is closed to them until they turn it on (403). */
  staffTwoFactorRequired: 'staff_two_factor_required',
  /** A protected write needs a fresh two-factor code first (the two-factor guard). */
  actionConfirmationRequired: 'action_confirmation_required',
  /**
   * A 503 from saving personal details (spec 1 §4, error_1): the identity check service could not
   * be reached. The details were saved and the person may skip verification.
   */
  identityCheckUnavailable: 'error_1',
  /** The sign-in link's JWT (POST /auth/base/jwt_login/) is not valid or has expired. */
  invalidJwt: 'invalid_jwt',
  /** A registration or secondary invitation that can no longer be used (410). */
  inviteExpired: 'invite_expired',
  /** A signing link that can no longer be used: expired, already used to sign, or its envelope finished (410). */
  signingLinkUnusable: 'signing_link_unusable',
  /** What a confirmed bulk action would change is no longer what staff were shown (409): preview again. */
  previewStale: 'preview_stale',
  notAuthenticated: 'not_authenticated',
  notFound: 'not_found',
  /** The thing changed state since it was read (a decision already made, by this caller or another): 409. */
  conflict: 'conflict',
  methodNotAllowed: 'method_not_allowed',
  unsupportedMediaType: 'unsupported_media_type',
  payloadTooLarge: 'payload_too_large',
  badRequest: 'bad_request',
  rateLimited: 'rate_limited',
  serverError: 'server_error',
  serviceUnavailable: 'service_unavailable',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/**
 * The one HTTP status each code is sent with. The server's `HttpError` takes its status from
 * here, so a code cannot answer 403 at one throw and 401 at another. A 400 never carries its code
 * on the wire: its body is `{field_errors, non_field_errors}`.
 */
export const ERROR_CODE_STATUS = {
  [ErrorCode.login2faRequired]: 403,
  [ErrorCode.permissionDenied]: 403,
  [ErrorCode.temporaryBlocked]: 403,
  [ErrorCode.permanentBlocked]: 403,
  [ErrorCode.maxVerificationLimitReached]: 403,
  [ErrorCode.passwordChangeRequired]: 403,
  [ErrorCode.managedUserForbidden]: 403,
  [ErrorCode.actingForClientRefused]: 403,
  [ErrorCode.accountChangeRefused]: 403,
  [ErrorCode.actionConfirmationRequired]: 403,
  [ErrorCode.staffRoleRefused]: 403,
  [ErrorCode.staffTwoFactorRequired]: 403,
  [ErrorCode.identityCheckUnavailable]: 503,
  [ErrorCode.invalidJwt]: 401,
  [ErrorCode.inviteExpired]: 410,
  [ErrorCode.signingLinkUnusable]: 410,
  [ErrorCode.previewStale]: 409,
  [ErrorCode.notAuthenticated]: 401,
  [ErrorCode.notFound]: 404,
  [ErrorCode.conflict]: 409,
  [ErrorCode.methodNotAllowed]: 405,
  [ErrorCode.unsupportedMediaType]: 415,
  [ErrorCode.payloadTooLarge]: 413,
  [ErrorCode.badRequest]: 400,
  [ErrorCode.rateLimited]: 429,
  [ErrorCode.serverError]: 500,
  [ErrorCode.serviceUnavailable]: 503,
} as const satisfies Record<ErrorCode, number>;

export const BLOCKED_ERROR_CODES: readonly string[] = [ErrorCode.temporaryBlocked, ErrorCode.permanentBlocked];
