import { Messages } from '@portal/contract';
import { isApiError } from '../../../lib/api-error';

/** What a failed removal's toast says: the server's detail (spec 2 §8), else its first message. */
export function removalFailureMessage(error: unknown): string {
  if (!isApiError(error)) return Messages.genericError;
  return error.detail ?? error.nonFieldErrors ?? error.message;
}
