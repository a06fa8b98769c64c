import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { usersAdminOperatorRoutes } from './users-admin.operator-routes.js';
import { UsersAdminService } from './users-admin.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    usersAdmin: UsersAdminService;
  }
}

export const usersAdminPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('usersAdmin', new UsersAdminService(app.db, app.sessions));
    await app.registerOperatorRoutes(usersAdminOperatorRoutes);
  },
  { name: 'users-admin', dependencies: ['auth', 'operator'] },
);
