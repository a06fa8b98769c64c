import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../plugins/app/api-prefix.js';
import { requireOperatorKey } from './operator-auth.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Registers a module's operator routes under /api/operator, behind the operator key: the
     * provider's staff tools (the admin CLI), never a user session. The key stays in here.
     */
    registerOperatorRoutes(...routes: FastifyPluginAsync[]): Promise<void>;
  }
}

/** The operator API's door: each module hands its operator routes to `app.registerOperatorRoutes`. */
export const operatorPlugin = fp(
  async (app: FastifyInstance, options: { key: string }) => {
    app.decorate('registerOperatorRoutes', async function (this: FastifyInstance, ...routes: FastifyPluginAsync[]) {
      await this.register(
        async (operator) => {
          requireOperatorKey(operator, options.key);
          for (const routesPlugin of routes) await operator.register(routesPlugin);
        },
        { prefix: `${API_PREFIX}/operator` },
      );
    });
  },
  { name: 'operator' },
);
