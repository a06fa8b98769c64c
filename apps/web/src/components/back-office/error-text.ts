import { Messages } from '@portal/contract';
import { isApiError } from '../../lib/api-error';

/** What a refused decision says: the server's own words (a role's 403 names the role), else the usual message. */
export function refusalText(error: unknown): string {
  if (!isApiError(error)) return Messages.genericError;
  return error.detail ?? error.nonFieldErrors ?? error.message;
}
