import type { FastifyRequest } from 'fastify';
import { redactValue } from '../../config/log-redaction.js';
import type { NewAuditEntryRow } from '../../db/schema/index.js';
import type { OperatorCaller } from '../operator/index.js';

/** A body longer than this (as JSON) is recorded by its size only: the trail is not a file store. */
const MAX_KEPT_BODY_CHARS = 16_000;

/** What the entry keeps of a body: objects masked, files and feeds by their size. */
function keptBody(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return `[text of ${body.length} characters, not kept]`;
  if (Buffer.isBuffer(body)) return `[${body.length} bytes, not kept]`;
  if (typeof body !== 'object') return body;
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return '[a file, not kept]';
  const masked = redactValue(body);
  const size = JSON.stringify(masked)?.length ?? 0;
  return size > MAX_KEPT_BODY_CHARS ? `[a body of ${size} characters, not kept]` : masked;
}

/** `accounts` -> `account`, `investment-policies` -> `investment-policy`. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/**
 * What the call concerned, when the route says it plainly: the first path parameter, named by the
 * segment before it (`/accounts/:id/activate/` -> `account:12`; a `:userId` -> `user:7`); else an account or a person the
 * body names (`account`, `account_id`, `email`). Null when neither says.
 */
export function targetOf(pattern: string, params: Record<string, unknown>, body: unknown): string | null {
  const segments = pattern.split('/').filter(Boolean);
  for (let i = 1; i < segments.length; i++) {
    const segment = segments[i]!;
    if (!segment.startsWith(':')) continue;
    const value = params[segment.slice(1)];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    // A person named by id (`/identity-reviews/:userId/approve/`) is the user themselves.
    return segment === ':userId' ? `user:${value}` : `${singular(segments[i - 1]!)}:${value}`;
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const record = body as Record<string, unknown>;
    for (const key of ['account', 'account_id']) {
      const value = record[key];
      if (typeof value === 'number' || (typeof value === 'string' && /^\d{1,10}$/.test(value)))
        return `account:${value}`;
    }
    if (typeof record.email === 'string' && record.email.length <= 254)
      return `user:${record.email.trim().toLowerCase()}`;
  }
  return null;
}

/** The audit entry of one operator-API call, once its answer is known: who made it, with what key or role. */
export function operatorCallEntry(
  request: FastifyRequest,
  statusCode: number,
  caller: OperatorCaller,
): NewAuditEntryRow {
  // The route's pattern (`/api/operator/accounts/:id/`), never the URL with its values.
  const pattern = request.routeOptions.url ?? request.url.split('?', 1)[0]!;
  const params = (request.params ?? {}) as Record<string, unknown>;
  return {
    actorKind: caller.kind,
    actorUserId: caller.kind === 'staff' ? caller.userId : null,
    actorRole: caller.kind === 'staff' ? caller.role : null,
    action: `${request.method} ${pattern}`,
    target: targetOf(pattern, params, request.body),
    request: {
      params: redactValue(params),
      query: redactValue(request.query ?? {}),
      body: keptBody(request.body),
    },
    statusCode,
    ip: request.ip,
    requestId: String(request.id),
  };
}
