import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { latestAvailabilityRoutes } from './latest-availability.routes.js';
import { portfolioImportOperatorRoutes } from './portfolio-import.operator-routes.js';

/** The provider's portfolio feeds: imported by the operator, read by the dashboard and reports. */
export const portfolioDataPlugin = fp(
  async (app: FastifyInstance) => {
    await registerApiRoutes(app, latestAvailabilityRoutes);
    await app.registerOperatorRoutes(portfolioImportOperatorRoutes);
  },
  { name: 'portfolio-data', dependencies: ['operator', 'dashboard'] },
);
