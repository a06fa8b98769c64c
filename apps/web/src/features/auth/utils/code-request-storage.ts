import type { TwoFactorChannel, TwoFactorRequestResponse } from '@portal/contract';

/**
 * What the browser remembers about the last two-factor code it asked for (document 1 §4, "The
 * expiry is stored locally"): when another may be asked for, where it went, and how many were
 * sent. Kept in localStorage so a reload during the countdown neither sends another code nor
 * forgets where the first one went. One entry per purpose, tagged with a fingerprint of the
 * session key, so a new sign-in never inherits the countdown of an old session.
 */
export type CodePurpose = 'login' | 'action';

export type CodeRequestRecord = {
  /** Fingerprint of the session key the code belongs to (never the key itself). */
  session: string;
  channel: TwoFactorChannel;
  destination: string;
  detail: string;
  reason: TwoFactorRequestResponse['reason'];
  /** Epoch milliseconds from which another code may be asked for. */
  resendAt: number;
  /** Codes sent for this session and purpose; the help link appears after the first resend. */
  sends: number;
};

const storageKey = (purpose: CodePurpose) => `portal.two_factor_code.${purpose}`;

/** A short, stable, non-reversible tag for a session key (FNV-1a). Collisions only cost a countdown. */
export function sessionFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i += 1) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

export function readCodeRequest(purpose: CodePurpose, token: string | null): CodeRequestRecord | null {
  if (!token) return null;
  try {
    const raw = localStorage.getItem(storageKey(purpose));
    if (!raw) return null;
    const record = JSON.parse(raw) as Partial<CodeRequestRecord>;
    if (record.session !== sessionFingerprint(token) || typeof record.resendAt !== 'number') return null;
    return record as CodeRequestRecord;
  } catch {
    return null;
  }
}

export function writeCodeRequest(purpose: CodePurpose, record: CodeRequestRecord): void {
  try {
    localStorage.setItem(storageKey(purpose), JSON.stringify(record));
  } catch {
    // Storage refused: the countdown still works for this page view.
  }
}

/** Forget the entry once its code was used: the next guard visit must ask for a fresh code. */
export function clearCodeRequest(purpose: CodePurpose): void {
  try {
    localStorage.removeItem(storageKey(purpose));
  } catch {
    // nothing to do
  }
}
