import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

/** Every API route's path starts here (spec README, wire format). */
export const API_PREFIX = '/api';

/** Registers a module's route plugins under /api. */
export async function registerApiRoutes(app: FastifyInstance, ...routes: FastifyPluginAsync[]): Promise<void> {
  for (const routesPlugin of routes) await app.register(routesPlugin, { prefix: API_PREFIX });
}
