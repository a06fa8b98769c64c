import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { accountBlockingOperatorRoutes } from './account-blocking.operator-routes.js';
import { accountBlockingRoutes } from './account-blocking.routes.js';
import { AccountBlockingService } from './account-blocking.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    accountBlocking: AccountBlockingService;
  }
}

export const accountBlockingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('accountBlocking', new AccountBlockingService(app.db, app.sessions, app.passwords));
    await registerApiRoutes(app, accountBlockingRoutes);
    await app.registerOperatorRoutes(accountBlockingOperatorRoutes);
  },
  { name: 'account-blocking', dependencies: ['auth', 'operator'] },
);
