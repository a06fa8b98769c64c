import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountBlockingService } from './account-blocking.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    accountBlocking: AccountBlockingService;
  }
}

export const accountBlockingPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('accountBlocking', new AccountBlockingService(app.db, app.sessions, app.passwords));
  },
  { name: 'account-blocking', dependencies: ['auth'] },
);
