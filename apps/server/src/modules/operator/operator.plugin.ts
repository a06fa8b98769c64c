import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../plugins/app/api-prefix.js';
import { operatorCallerOf, requireOperatorAccess, type OperatorCaller } from './operator-auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An operator route that changes one record reads it here as its GET answers it, so the audit
     * trail can keep the fields the call changed (before, and after as the route answered). A read
     * that throws (no such record) leaves nothing to compare.
     */
    auditSubject?: (request: FastifyRequest) => Promise<unknown>;
  }
  interface FastifyInstance {
    /**
     * Registers a module's operator routes under /api/operator, behind the operator key (the admin
     * CLI) or a staff member's session with a role that may make the call (the back office). The
     * key stays in here.
     */
    registerOperatorRoutes(...routes: FastifyPluginAsync[]): Promise<void>;
  }
}

/**
 * Where each operator-API call is recorded (the audit module's AuditTrail, given by app.ts): an
 * interface here, so this lowest module imports none above it.
 */
export interface OperatorCallRecorder {
  /** Never rejects: a call's answer does not depend on its record. */
  recordOperatorCall(
    request: FastifyRequest,
    reply: FastifyReply,
    caller: OperatorCaller,
    snapshot: RecordSnapshot | undefined,
  ): Promise<void>;
  /** Resolves once the records under way are written. */
  settled(): Promise<void>;
}

/** The record a change concerned, read before the call and as the call answered it (when it succeeded). */
export interface RecordSnapshot {
  before: unknown;
  after?: unknown;
}

/** `{id}` (or another numeric parameter) of a route's params, for an `auditSubject` that reads the record by it. */
export const paramId = (request: FastifyRequest, name = 'id'): number =>
  Number((request.params as Record<string, unknown>)[name]);

/** The operator API's door: each module hands its operator routes to `app.registerOperatorRoutes`. */
export const operatorPlugin = fp(
  async (app: FastifyInstance, options: { key: string; auditTrail: OperatorCallRecorder }) => {
    const { auditTrail } = options;
    // Entries still being written when the app closes are written before the database closes.
    app.addHook('onClose', () => auditTrail.settled());
    app.decorate('registerOperatorRoutes', async function (this: FastifyInstance, ...routes: FastifyPluginAsync[]) {
      await this.register(
        async (operator) => {
          requireOperatorAccess(operator, options.key);
          // Every admitted call (the key's or a staff member's), reads and refusals included, once
          // its status is known. A call not let in is nobody's: not recorded (nor can strangers fill
          // the trail).
          const snapshots = new WeakMap<FastifyRequest, RecordSnapshot>();
          operator.addHook('preHandler', async (request) => {
            const subject = request.routeOptions.config.auditSubject;
            if (!subject || request.method === 'GET') return;
            try {
              snapshots.set(request, { before: await subject(request) });
            } catch {
              // No such record (the call will say so): nothing to compare.
            }
          });
          operator.addHook('preSerialization', async (request, reply, payload: unknown) => {
            const snapshot = snapshots.get(request);
            if (snapshot && reply.statusCode < 300) snapshot.after = payload;
            return payload;
          });
          operator.addHook('onResponse', async (request, reply) => {
            const caller = operatorCallerOf(request);
            if (caller) await auditTrail.recordOperatorCall(request, reply, caller, snapshots.get(request));
          });
          for (const routesPlugin of routes) await operator.register(routesPlugin);
        },
        { prefix: `${API_PREFIX}/operator` },
      );
    });
  },
  { name: 'operator' },
);
