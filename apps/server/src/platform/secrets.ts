import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** Session keys and link tokens: 256 random bits, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** Keys and tokens are high-entropy, so a plain SHA-256 is enough to keep them out of the database. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Six digits from the CSPRNG, leading zeros kept. */
export function newSixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes have only a million values, so their hash is salted per code: a copied table row does
 * not answer for another row, and comparison is constant-time.
 */
export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('hex');
  return `${salt}$${sha256(`${salt}:${code}`)}`;
}

export function codeMatches(stored: string, code: string): boolean {
  const [salt, hash] = stored.split('$');
  if (!salt || !hash) return false;
  const candidate = Buffer.from(sha256(`${salt}:${code}`), 'hex');
  const expected = Buffer.from(hash, 'hex');
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}
