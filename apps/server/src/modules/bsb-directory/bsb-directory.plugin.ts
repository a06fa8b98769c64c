import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { bsbDirectoryOperatorRoutes } from './bsb-directory.operator-routes.js';
import { bsbDirectoryRoutes } from './bsb-directory.routes.js';
import { BsbDirectoryService } from './bsb-directory.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    bsbDirectory: BsbDirectoryService;
  }
}

/** The BSB directory: the lookup for signed-in users, the import for the operator. */
export const bsbDirectoryPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('bsbDirectory', new BsbDirectoryService(app.db));
    await registerApiRoutes(app, bsbDirectoryRoutes);
    await app.registerOperatorRoutes(bsbDirectoryOperatorRoutes);
  },
  { name: 'bsb-directory', dependencies: ['operator'] },
);
