/** Codes, passwords and sessions (spec 1 §5, §9). Lengths count characters as typed. */

export const AUTH_CODE_LENGTH = 6;
export const PASSWORD_MIN_LENGTH = 12;
/** Ours: a new password, long enough for any passphrase or manager-made password. */
export const PASSWORD_MAX_LENGTH = 128;
/**
 * Ours: a password given to sign in or to confirm a change. Longer than a new one may be, so a
 * password set before PASSWORD_MAX_LENGTH existed still works; still short of a pasted document.
 */
export const CURRENT_PASSWORD_MAX_LENGTH = 1024;
/** Seconds before a code can be sent again, unless the session configuration says otherwise. */
export const DEFAULT_RESEND_CODE_TIMEOUT_SECONDS = 60;
