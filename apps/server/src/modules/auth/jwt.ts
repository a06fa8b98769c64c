import { createHmac, timingSafeEqual } from 'node:crypto';

export interface AdvisorJwtClaims {
  /** E-mail of the staff user or advisor signing in. */
  email: string;
  managed_user_id?: number | null;
  extra_permissions?: string[];
  exp: number;
  nbf?: number;
}

function b64urlJson(part: string): unknown {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
}

/**
 * Verifies an HS256 JWT from the advisor system: the algorithm is fixed (no 'none', no key
 * confusion), the signature is compared in constant time, and exp is required.
 * Returns null for anything wrong; the caller gives one answer for every failure.
 */
export function verifyAdvisorJwt(token: string, secret: string, now: Date): AdvisorJwtClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [head, body, signature] = parts as [string, string, string];
  try {
    const header = b64urlJson(head) as { alg?: string; typ?: string };
    if (header.alg !== 'HS256') return null;
    const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const claims = b64urlJson(body) as Partial<AdvisorJwtClaims>;
    const seconds = now.getTime() / 1000;
    if (typeof claims.exp !== 'number' || claims.exp <= seconds) return null;
    if (typeof claims.nbf === 'number' && claims.nbf > seconds + 30) return null;
    if (typeof claims.email !== 'string' || !claims.email.includes('@')) return null;
    if (claims.managed_user_id != null && !Number.isInteger(claims.managed_user_id)) return null;
    if (
      claims.extra_permissions != null &&
      !(Array.isArray(claims.extra_permissions) && claims.extra_permissions.every((p) => typeof p === 'string'))
    )
      return null;
    return claims as AdvisorJwtClaims;
  } catch {
    return null;
  }
}

/**
 * The link the provider's advisor system would send `email` in with (document 1 §2, /advisor-entry):
 * demo mode prints one for the demo advisor. Valid for `hours`.
 */
export function advisorEntryLink(publicUrl: string, secret: string, email: string, now: Date, hours = 24): string {
  const token = signAdvisorJwt({ email, exp: Math.floor(now.getTime() / 1000) + hours * 3600 }, secret);
  return `${publicUrl}/advisor-entry?jwt_token=${encodeURIComponent(token)}`;
}

/** Signs claims the same way (tests and the operator tooling make links with it). */
export function signAdvisorJwt(claims: AdvisorJwtClaims, secret: string): string {
  const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}
