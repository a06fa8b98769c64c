import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../plugins/app/api-prefix.js';
import { operatorCallerOf, requireOperatorAccess, type OperatorCaller } from './operator-auth.js';

declare module 'fastify' {
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
  recordOperatorCall(request: FastifyRequest, reply: FastifyReply, caller: OperatorCaller): Promise<void>;
  /** Resolves once the records under way are written. */
  settled(): Promise<void>;
}

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
          operator.addHook('onResponse', async (request, reply) => {
            const caller = operatorCallerOf(request);
            if (caller) await auditTrail.recordOperatorCall(request, reply, caller);
          });
          for (const routesPlugin of routes) await operator.register(routesPlugin);
        },
        { prefix: `${API_PREFIX}/operator` },
      );
    });
  },
  { name: 'operator' },
);
