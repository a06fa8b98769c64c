import type { FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from '../../db/schema/index.js';
import { AuthMessages } from '@portal/contract';
import { notAuthenticated } from './http-errors.js';

/*
 * Who is asking: what the authentication hook (modules/auth/authenticate.ts) leaves on a request,
 * and what every route reads. It sits below the modules so that a module needs a session without
 * needing the auth module.
 */

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
  }
  interface FastifyContextConfig {
    /** Usable while the session still waits for its login two-factor code. */
    allowPendingTwoFactor?: boolean;
    /** Usable while the user must change their password first. */
    allowPasswordChangeRequired?: boolean;
    /** false: this call does not count as user activity (pings, counters, logout). */
    activity?: boolean;
    /**
     * With `public`: a request that carries a usable session key is read as that user, and one
     * without (or with a key that would be refused) is served as anonymous rather than refused.
     */
    optionalAuth?: boolean;
    /**
     * What the route does while staff or an advisor act for a client (the Managed-User-id
     * header). Every route that needs a session says it; the server refuses to start otherwise.
     * - 'client': works on the client (reads, reports): the request's subject is the client;
     * - 'self': concerns only the signed-in person (their sessions, codes, settings); the header
     *   is ignored;
     * - 'refuse': a change only the client may make (sign-in, contact, identity, bank and tax
     *   details): refused while acting, 403 acting_for_client_refused.
     */
    actingForClient?: ActingForClient;
  }
}

export type ActingForClient = 'client' | 'self' | 'refuse';

export interface RequestAuth {
  key: string;
  session: SessionRow;
  /** Who signed in. */
  user: UserRow;
  /** Whose data the request concerns: the managed client when staff or an advisor acts for one. */
  subject: UserRow;
}

/** The request's session, or 401 when it has none (a private route always has one). */
export function requireAuth(request: FastifyRequest): RequestAuth {
  if (!request.auth) throw notAuthenticated(AuthMessages.notAuthenticated);
  return request.auth;
}
