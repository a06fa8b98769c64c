import { timingSafeEqual } from 'node:crypto';
import { ErrorCode, OPERATOR_AUTH_SCHEME } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../plugins/app/http-errors.js';
import { sha256 } from '../../platform/secrets.js';

const admitted = new WeakSet<FastifyRequest>();

/** Whether the request came with the operator key: a call the audit trail records (one without is nobody's). */
export function cameWithOperatorKey(request: FastifyRequest): boolean {
  return admitted.has(request);
}

/**
 * Guards a scope of operator routes: `Authorization: Operator <key>`. The provider's staff tools
 * (the admin CLI, a later back office) use this key; investors' session keys never open it.
 */
export function requireOperatorKey(scope: FastifyInstance, operatorKey: string): void {
  const expected = Buffer.from(sha256(operatorKey), 'hex');
  // Operator calls carry no user session: the user authentication hook lets them through
  // (`public`) and this scope's own hook decides. `operator` tells the OpenAPI document which
  // key they take instead (plugins/external/openapi.ts).
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), public: true, operator: true };
  });
  scope.addHook('onRequest', async (request) => {
    const header = request.headers.authorization ?? '';
    const [scheme, key] = header.trim().split(/\s+/, 2);
    const given = Buffer.from(sha256(key ?? ''), 'hex');
    if (scheme !== OPERATOR_AUTH_SCHEME || !key || !timingSafeEqual(given, expected)) {
      throw new HttpError(
        ErrorCode.notAuthenticated,
        'A valid operator key is required (Authorization: Operator <key>).',
      );
    }
    admitted.add(request);
  });
}
