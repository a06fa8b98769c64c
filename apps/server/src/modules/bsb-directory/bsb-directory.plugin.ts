import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import type { InvalidationBus } from '../../platform/invalidation/invalidation-bus.js';
import { bsbDirectoryOperatorRoutes } from './bsb-directory.operator-routes.js';
import { bsbDirectoryRoutes } from './bsb-directory.routes.js';
import { BsbDirectoryService } from './bsb-directory.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    bsbDirectory: BsbDirectoryService;
  }
}

/**
 * The BSB directory: the lookup for signed-in users, the import for the operator. Lookups read
 * an in-memory copy; an import in any process drops every other process's copy.
 */
export const bsbDirectoryPlugin = fp(
  async (app: FastifyInstance, options: { invalidation: InvalidationBus }) => {
    // This process's own imports come back to it through the bus: its copy is already new.
    const origin = randomUUID();
    const directory = new BsbDirectoryService(app.db, {
      onImported: () => options.invalidation.publish({ kind: 'bsb-directory', origin }),
    });
    options.invalidation.subscribe((message) => {
      if ((message.kind === 'bsb-directory' && message.origin !== origin) || message.kind === 'everything')
        directory.cache.clear();
    });
    app.decorate('bsbDirectory', directory);
    await registerApiRoutes(app, bsbDirectoryRoutes);
    await app.registerOperatorRoutes(bsbDirectoryOperatorRoutes);
  },
  { name: 'bsb-directory', dependencies: ['operator'] },
);
