/** Errors shared by every screen (spec 1 §8, spec 3 §8): this domain's part of `Messages`. */
export const errorSpecMessages = {
  genericError: 'Looks like something went wrong',
  sorryTitle: 'Sorry!',
  unexpectedError: (email: string) => `Unexpected error: Please try again later or contact ${email}`,
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  forbiddenTitle: 'Forbidden',
  /** Followed by the admin's contact. */
  forbiddenContactAdmin: 'Please, contact admin at',
  forbiddenFallback: 'Oops something went wrong',
} as const;

/**
 * What the API answers when a request cannot even reach a route's own rules (malformed body, wrong
 * content type, an unknown field, a limit): the portal's words, never the framework's.
 */
export const TransportMessages = {
  invalidJson: 'The request body is not valid JSON.',
  emptyJsonBody: 'The request body is empty but the content type is JSON.',
  unsupportedMediaType: 'This content type is not supported here; send application/json.',
  contentLengthMismatch: 'The Content-Length header does not match the body.',
  bodyTooLarge: 'The request body is too large.',
  fieldNotAllowed: 'This field is not allowed.',
  invalidValue: 'This value is not valid.',
  notProcessed: 'The request could not be processed.',
  tooManyRequests: 'Too many requests in a short time. Please wait a moment and try again.',
  serverError: 'A server error occurred.',
} as const;
