import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { backOfficeDashboardOperatorRoutes } from './back-office-dashboard.operator-routes.js';
import { BackOfficeDashboardService } from './back-office-dashboard.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    backOfficeDashboard: BackOfficeDashboardService;
  }
}

/** The staff dashboard's counts over the queues' tables (issue #23 item 4). */
export const backOfficeDashboardPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('backOfficeDashboard', new BackOfficeDashboardService(app.db));
    await app.registerOperatorRoutes(backOfficeDashboardOperatorRoutes);
  },
  { name: 'back-office-dashboard', dependencies: ['operator'] },
);
