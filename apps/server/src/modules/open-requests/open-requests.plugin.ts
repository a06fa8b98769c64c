import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { openRequestsRoutes } from './open-requests.routes.js';
import { OpenRequestsService } from './open-requests.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    openRequests: OpenRequestsService;
  }
}

/** An account's open requests, read from the modules that own them (issue #22 item 2). */
export const openRequestsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'openRequests',
      new OpenRequestsService(app.db, (userId, accountId) => app.changeRequests.listForAccount(userId, accountId)),
    );
    await registerApiRoutes(app, openRequestsRoutes);
  },
  {
    name: 'open-requests',
    dependencies: ['accounts', 'bank-accounts', 'signing', 'secondary-invites', 'investment-policies'],
  },
);
