import { createHmac, timingSafeEqual } from 'node:crypto';

/** Long enough to open a socket; a dropped socket asks for a new token before reconnecting. */
export const REALTIME_TOKEN_TTL_SECONDS = 60;

export interface RealtimeTokenClaims {
  /** The signed-in user. */
  sub: number;
  /** Their session: the socket lives only as long as it does. */
  sid: number;
  /** The client staff or an advisor acted for when asking (Managed-User-id), whose channels they may follow too. */
  act?: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/**
 * The realtime connection token: an HS256 JWT, stateless so that any server process can check
 * a token another process issued (processes on one PostgreSQL share the operator key, which
 * the signing key is derived from). Short-lived and bound to a session, which the socket
 * checks again on connect and whenever the session changes.
 */
export class RealtimeTokens {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own: a realtime token can never pass as anything the operator key signs.
    this.key = createHmac('sha256', secret).update('portal realtime token v1').digest();
  }

  issue(claims: Omit<RealtimeTokenClaims, 'exp'>, now: Date): string {
    const full: RealtimeTokenClaims = { ...claims, exp: Math.floor(now.getTime() / 1000) + REALTIME_TOKEN_TTL_SECONDS };
    const body = Buffer.from(JSON.stringify(full)).toString('base64url');
    return `${HEADER}.${body}.${this.sign(`${HEADER}.${body}`)}`;
  }

  /** The claims of a good, unexpired token; null for anything else (one answer for every failure). */
  verify(token: string, now: Date): RealtimeTokenClaims | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return null;
    const expected = Buffer.from(this.sign(`${parts[0]}.${parts[1]}`), 'base64url');
    const given = Buffer.from(parts[2]!, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    try {
      const claims = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as Partial<RealtimeTokenClaims>;
      if (!Number.isInteger(claims.sub) || !Number.isInteger(claims.sid) || typeof claims.exp !== 'number') return null;
      if (claims.act !== undefined && !Number.isInteger(claims.act)) return null;
      if (claims.exp <= now.getTime() / 1000) return null;
      return claims as RealtimeTokenClaims;
    } catch {
      return null;
    }
  }

  private sign(input: string): string {
    return createHmac('sha256', this.key).update(input).digest('base64url');
  }
}
