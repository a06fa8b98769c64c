import { timingSafeEqual } from 'node:crypto';
import {
  BackOfficeMessages,
  ErrorCode,
  OPERATOR_AUTH_SCHEME,
  staffRoleMayCall,
  StaffRoleLabel,
  type StaffRole,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../plugins/app/http-errors.js';
import { sha256 } from '../../platform/secrets.js';

/** Who an operator-API call came from: the key (the admin CLI) or a staff member (the back office). */
export type OperatorCaller = { kind: 'operator_key' } | { kind: 'staff'; userId: number; role: StaffRole };

const admitted = new WeakMap<FastifyRequest, OperatorCaller>();

/** Who the call came from, for the audit trail; undefined for one without a key or staff session (nobody's call). */
export function operatorCallerOf(request: FastifyRequest): OperatorCaller | undefined {
  return admitted.get(request);
}

/**
 * Guards a scope of operator routes. Two kinds of caller are let in:
 * - `Authorization: Operator <key>`: the admin CLI, allowed everything;
 * - a staff member's signed-in session (`Token <key>`, the login code given): the back office,
 *   allowed what their role may do (`staffRoleMayCall`: auditors read, portfolio managers also
 *   decide on what waits for them, operators everything); 403 for the rest.
 * Anyone else gets 401, and an investor's session 404: to them these routes do not exist.
 */
export function requireOperatorAccess(scope: FastifyInstance, operatorKey: string): void {
  const expected = Buffer.from(sha256(operatorKey), 'hex');
  // The user authentication hook authenticates a session key when one is sent and lets every
  // other call through (`public`, `optionalAuth`): this scope's own hook decides. `operator`
  // tells the OpenAPI document which key they take (plugins/external/openapi.ts).
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), public: true, optionalAuth: true, operator: true };
  });
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const [scheme, key] = header.trim().split(/\s+/, 2);
    if (scheme === OPERATOR_AUTH_SCHEME) {
      const given = Buffer.from(sha256(key ?? ''), 'hex');
      if (!key || !timingSafeEqual(given, expected)) throw keyRequired();
      admitted.set(request, { kind: 'operator_key' });
      return;
    }
    const auth = request.auth;
    if (!auth) throw keyRequired();
    // Acting for a client never reaches the back office: the session's own user decides.
    if (!auth.user.isStaff) throw notFound();
    const role = auth.user.staffRole;
    if (!role) throw new HttpError(ErrorCode.staffRoleRefused, BackOfficeMessages.noRole);
    // Known staff: their call is theirs in the trail even when their role refuses it.
    admitted.set(request, { kind: 'staff', userId: auth.user.id, role });
    // Staff reach every investor's data: a password alone is not enough (issue #23 item 1).
    if (!auth.user.loginTwoFactorAuthEnabled) {
      throw new HttpError(ErrorCode.staffTwoFactorRequired, BackOfficeMessages.twoFactorRequired);
    }
    const path = request.url.split('?', 1)[0]!;
    if (!staffRoleMayCall(role, request.method, path)) {
      throw new HttpError(ErrorCode.staffRoleRefused, BackOfficeMessages.roleMayNotChange(StaffRoleLabel[role]));
    }
  });
}

function keyRequired(): HttpError {
  return new HttpError(
    ErrorCode.notAuthenticated,
    'A valid operator key (Authorization: Operator <key>) or a staff session is required.',
  );
}
