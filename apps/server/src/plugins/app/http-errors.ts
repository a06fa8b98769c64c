import { ERROR_CODE_STATUS, ErrorCode } from '@portal/contract';

/**
 * The two error shapes of the wire format. Services throw these; the error handler turns them
 * into `{detail, code}` or `{field_errors, non_field_errors}` bodies. An `HttpError`'s status is
 * its code's, from the contract's `ERROR_CODE_STATUS`.
 */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(
    public readonly code: ErrorCode,
    detail: string,
    public readonly headers: Record<string, string> = {},
    /** More body fields beside detail and code, where a route's 4xx schema declares them. */
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
    this.statusCode = ERROR_CODE_STATUS[code];
  }
}

export class FieldValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    public readonly fieldErrors: Record<string, string[]> = {},
    public readonly nonFieldErrors: string[] = [],
  ) {
    super('Validation failed');
    this.name = 'FieldValidationError';
  }

  static field(field: string, message: string): FieldValidationError {
    return new FieldValidationError({ [field]: [message] });
  }

  static nonField(message: string): FieldValidationError {
    return new FieldValidationError({}, [message]);
  }
}

export const notFound = (detail = 'Not found.') => new HttpError(ErrorCode.notFound, detail);
/** A change to an account the person may not make; the detail says why (no signing authority, ...). */
export const accountChangeRefused = (detail: string) => new HttpError(ErrorCode.accountChangeRefused, detail);

export const permissionDenied = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(ErrorCode.permissionDenied, detail);
export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(ErrorCode.notAuthenticated, detail);
