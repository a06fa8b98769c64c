import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { portfolioApplicationsRoutes } from './portfolio-applications.routes.js';
import { PortfolioApplicationsService } from './portfolio-applications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    portfolioApplications: PortfolioApplicationsService;
  }
}

/** The private portfolio application of an account (issue #20 item 3). */
export const portfolioApplicationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('portfolioApplications', new PortfolioApplicationsService(app.db, app.productReference));
    await registerApiRoutes(app, portfolioApplicationsRoutes);
  },
  { name: 'portfolio-applications', dependencies: ['accounts', 'product-reference'] },
);
