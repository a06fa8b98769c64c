import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { flatPagesRoutes } from './flat-pages.routes.js';
import { FlatPagesService } from './flat-pages.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    flatPages: FlatPagesService;
  }
}

export const flatPagesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('flatPages', new FlatPagesService(app.db));
    await registerApiRoutes(app, flatPagesRoutes);
  },
  { name: 'flat-pages' },
);
