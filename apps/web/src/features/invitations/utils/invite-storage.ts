/**
 * What the browser remembers about an invitation between reloads, in localStorage by uuid:
 * - when another e-mail or SMS code may be asked for (document 1 §4: "The expiry is stored
 *   locally"), so a reload during the countdown does not offer a resend the server would refuse;
 * - that sign-up was sent. The invitation's public view cannot tell "account not created yet"
 *   from "created, e-mail not confirmed" (both are step sign_up, email_verified false), so this
 *   is how a reload comes back to the e-mail code instead of the sign-up form.
 */
export type CodeChannel = 'email' | 'sms';

const resendKey = (uuid: string, channel: CodeChannel) => `portal.invite.${uuid}.resend_${channel}`;
const signedUpKey = (uuid: string) => `portal.invite.${uuid}.signed_up`;

// Storage can throw (private mode, quota); the screens still work for this page view.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // keep going
  }
}

/** Epoch milliseconds from which a resend is allowed, or 0 when nothing is known. */
export function readResendAt(uuid: string, channel: CodeChannel): number {
  const value = Number(read(resendKey(uuid, channel)));
  return Number.isFinite(value) ? value : 0;
}

export function writeResendAt(uuid: string, channel: CodeChannel, at: number): void {
  write(resendKey(uuid, channel), String(at));
}

export function readSignedUp(uuid: string): boolean {
  return read(signedUpKey(uuid)) === 'true';
}

export function writeSignedUp(uuid: string): void {
  write(signedUpKey(uuid), 'true');
}
