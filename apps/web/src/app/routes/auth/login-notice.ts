import { AuthMessages } from '@portal/contract';
import type { SignOutReason } from '../../../lib/session';

/** What another page may tell the login page when it sends the user there (navigation state). */
export type LoginNotice = { notice: string };

export function loginNoticeState(notice: string): LoginNotice {
  return { notice };
}

/** The sentence above the login form: why the user is here again, if there is a reason to say. */
export function loginNotice(state: unknown, signedOutReason: SignOutReason | null): string | null {
  if (typeof state === 'object' && state !== null && 'notice' in state && typeof state.notice === 'string') {
    return state.notice;
  }
  return signedOutReason === 'expired' ? AuthMessages.sessionExpired : null;
}
