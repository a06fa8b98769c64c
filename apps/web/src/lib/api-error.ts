import { BLOCKED_ERROR_CODES, ErrorCode, Messages } from '@portal/contract';

/**
 * A failed API call, already read into the shapes the screens need (document 1 §8, wire format
 * in the spec README): a 400 carries `field_errors` and `non_field_errors`, anything else
 * `{detail, code}`. Arrays are joined into one text because a field shows one message.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when the request never got an answer (offline, DNS, CORS). */
  readonly status: number;
  /** The body as sent, for anything the named fields below do not cover. */
  readonly body: unknown;
  readonly detail: string | undefined;
  readonly code: string | undefined;
  /** Field name (nested names dotted, e.g. `address.post_code`) to its message. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  readonly nonFieldErrors: string | undefined;
  /** Seconds from a Retry-After header (429 rate_limited, 403 temporary_blocked), when sent. */
  readonly retryAfterSeconds: number | undefined;

  /** `cause`: what made an answer unusable (e.g. one that did not fit the contract's schema). */
  constructor(status: number, body: unknown, retryAfter?: string | null, cause?: unknown) {
    const parsed = readErrorBody(body);
    super(parsed.detail ?? parsed.nonFieldErrors ?? Object.values(parsed.fieldErrors)[0] ?? Messages.genericError, {
      cause,
    });
    this.status = status;
    this.body = body;
    this.detail = parsed.detail;
    this.code = parsed.code;
    this.fieldErrors = parsed.fieldErrors;
    this.nonFieldErrors = parsed.nonFieldErrors;
    const seconds = retryAfter ? Number(retryAfter) : NaN;
    this.retryAfterSeconds = Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
  }

  get isBlocked(): boolean {
    return this.code !== undefined && BLOCKED_ERROR_CODES.includes(this.code);
  }

  /** 403 that asks for a two-factor code before the app may continue. */
  get requiresTwoFactor(): boolean {
    return (
      this.status === 403 && (this.code === ErrorCode.login2faRequired || this.code === ErrorCode.permissionDenied)
    );
  }

  get isVerificationLimitReached(): boolean {
    return this.status === 403 && this.code === ErrorCode.maxVerificationLimitReached;
  }

  /** "A 403 stating the password must be changed" (document 1 §4). */
  get requiresPasswordChange(): boolean {
    return this.status === 403 && this.code === ErrorCode.passwordChangeRequired;
  }

  get isServerError(): boolean {
    return this.status >= 500 && this.status <= 505;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** One text from a string, an array of strings, or anything else printable. */
/** The words a failed call shows the user: the server's own, else the generic message (never a library's text). */
export function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : Messages.genericError;
}

export function joinText(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) {
    const parts = value.map(joinText).filter((p): p is string => Boolean(p));
    return parts.length > 0 ? parts.join(' ') : undefined;
  }
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Flatten nested serializer errors into dotted names, the way react-hook-form names nested fields. */
function flattenFieldErrors(value: unknown, prefix: string, into: Record<string, string>): void {
  if (isRecord(value)) {
    for (const [key, inner] of Object.entries(value))
      flattenFieldErrors(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  const text = joinText(value);
  if (text && prefix) into[prefix] = text;
}

const KNOWN_KEYS = new Set(['field_errors', 'non_field_errors', 'detail', 'code']);

function readErrorBody(body: unknown): {
  detail: string | undefined;
  code: string | undefined;
  fieldErrors: Record<string, string>;
  nonFieldErrors: string | undefined;
} {
  const fieldErrors: Record<string, string> = {};
  if (!isRecord(body)) return { detail: joinText(body), code: undefined, fieldErrors, nonFieldErrors: undefined };

  flattenFieldErrors(body.field_errors, '', fieldErrors);
  // "field_errors plus other keys": a body that names fields at the top level is read the same way.
  for (const [key, value] of Object.entries(body)) {
    if (!KNOWN_KEYS.has(key)) flattenFieldErrors(value, key, fieldErrors);
  }
  return {
    detail: joinText(body.detail),
    code: typeof body.code === 'string' ? body.code : undefined,
    fieldErrors,
    nonFieldErrors: joinText(body.non_field_errors),
  };
}
