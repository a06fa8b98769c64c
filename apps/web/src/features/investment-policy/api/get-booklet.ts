import { api } from '../../../lib/api-client';
import { INVESTMENT_POLICIES_PATH } from './investment-policy-keys';

export const bookletPath = (accountId: number) => `${INVESTMENT_POLICIES_PATH}booklet/?account=${accountId}`;

/** GET /ipm/investment-policies/booklet/?account={id} (spec 2 §7 "GET booklet"): the PDF, fetched with the session's key. */
export function getBooklet(accountId: number): Promise<Blob> {
  return api.get(bookletPath(accountId), { responseType: 'blob', accept: 'application/pdf' });
}
