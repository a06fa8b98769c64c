import { ErrorCode } from '@portal/contract';

/**
 * The two error shapes of the wire format. Services throw these; the error handler turns them
 * into `{detail, code}` or `{field_errors, non_field_errors}` bodies.
 */
export class HttpError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: string,
    detail: string,
    public readonly headers: Record<string, string> = {},
    /** More body fields beside detail and code, where a route's 4xx schema declares them. */
    public readonly extra: Record<string, unknown> = {},
  ) {
    super(detail);
    this.name = 'HttpError';
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

export const notFound = (detail = 'Not found.') => new HttpError(404, ErrorCode.notFound, detail);
export const permissionDenied = (detail = 'You do not have permission to perform this action.') =>
  new HttpError(403, ErrorCode.permissionDenied, detail);
export const notAuthenticated = (detail = 'Authentication credentials were not provided.') =>
  new HttpError(401, ErrorCode.notAuthenticated, detail);
