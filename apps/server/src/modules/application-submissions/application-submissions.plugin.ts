import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { applicationSubmissionsRoutes } from './application-submissions.routes.js';
import { ApplicationSubmissionsService } from './application-submissions.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    applicationSubmissions: ApplicationSubmissionsService;
  }
}

/** The application's submission from the registration summary (issue #20 item 5). */
export const applicationSubmissionsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('applicationSubmissions', new ApplicationSubmissionsService(app.db, app.events));
    await registerApiRoutes(app, applicationSubmissionsRoutes);
  },
  { name: 'application-submissions', dependencies: ['accounts', 'loan-notes', 'portfolio-applications'] },
);
