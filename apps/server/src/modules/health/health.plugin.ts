import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { healthRoutes } from './health.routes.js';

export const healthPlugin = fp(async (app: FastifyInstance) => registerApiRoutes(app, healthRoutes), {
  name: 'health',
});
