/**
 * Whatever goes wrong talking to DocuSign: its answer's errorCode and message (ENVELOPE_DOES_NOT_EXIST,
 * consent_required, ...), or NETWORK / TIMEOUT / UNEXPECTED_ANSWER when there was no usable answer.
 * The envelope module shows staff the code; no request details are kept, since the SDK's errors
 * carry the bearer token in their request headers.
 */
export class DocuSignError extends Error {
  constructor(
    /** DocuSign's errorCode (or the OAuth `error`), else NETWORK, TIMEOUT or UNEXPECTED_ANSWER. */
    public readonly code: string,
    /** DocuSign's own message, or what failed. */
    public readonly detail: string,
    /** The HTTP status of DocuSign's answer; null when none came. */
    public readonly status: number | null = null,
  ) {
    super(`DocuSign: ${code}: ${detail}`);
    this.name = 'DocuSignError';
  }
}

interface HttpFailure {
  code?: unknown;
  message?: unknown;
  response?: { status?: unknown; data?: unknown };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * An error of the SDK (an axios error: `response.data` is DocuSign's `{errorCode, message}`) or of
 * our own token request, turned into a DocuSignError carrying only the code, message and status.
 */
export function toDocuSignError(error: unknown, doing: string): DocuSignError {
  if (error instanceof DocuSignError) return error;
  const failure = (typeof error === 'object' && error !== null ? error : {}) as HttpFailure;
  const response = failure.response;
  if (response && typeof response.status === 'number') {
    const body = (typeof response.data === 'object' && response.data !== null ? response.data : {}) as Record<
      string,
      unknown
    >;
    const code = text(body.errorCode) ?? text(body.error) ?? `HTTP_${response.status}`;
    const message = text(body.message) ?? text(body.error_description) ?? `${doing} answered ${response.status}`;
    return new DocuSignError(code, message, response.status);
  }
  if (failure.code === 'ECONNABORTED' || failure.code === 'ETIMEDOUT' || isAbortTimeout(error))
    return new DocuSignError('TIMEOUT', `${doing} took too long`);
  const reason = text(failure.message) ?? String(error);
  return new DocuSignError('NETWORK', `${doing} failed: ${reason}`);
}

function isAbortTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}
