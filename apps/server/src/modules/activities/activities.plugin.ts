import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { activitiesRoutes } from './activities.routes.js';

/** The activity list: any module records a line (activity-log.ts), the person reads theirs. */
export const activitiesPlugin = fp(async (app: FastifyInstance) => registerApiRoutes(app, activitiesRoutes), {
  name: 'activities',
});
