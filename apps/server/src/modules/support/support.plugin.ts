import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { contactUsRoutes } from './contact-us.routes.js';
import { ContactUsService } from './contact-us.service.js';
import { supportOperatorRoutes } from './support.operator-routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    contactUs: ContactUsService;
  }
}

/** Questions to support: the contact form, and the operator's view of what arrived. */
export const supportPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('contactUs', new ContactUsService(app.db, app.messages, app.log));
    await registerApiRoutes(app, contactUsRoutes);
    await app.registerOperatorRoutes(supportOperatorRoutes);
  },
  { name: 'support', dependencies: ['operator'] },
);
