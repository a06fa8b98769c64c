import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { rebalanceOperatorRoutes } from './rebalance.operator-routes.js';
import { rebalanceRoutes } from './rebalance.routes.js';
import { RebalanceService } from './rebalance.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    rebalance: RebalanceService;
  }
}

/** Rebalance notices: the operator publishes them, the investor reads and answers. */
export const rebalancePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('rebalance', new RebalanceService(app.db, app.notifications, app.log));
    await registerApiRoutes(app, rebalanceRoutes);
    await app.registerOperatorRoutes(rebalanceOperatorRoutes);
  },
  { name: 'rebalance', dependencies: ['notifications', 'operator'] },
);
