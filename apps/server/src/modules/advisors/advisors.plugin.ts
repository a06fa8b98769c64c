import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { AdvisorClientsService } from './advisor-clients.service.js';
import { advisorClientsRoutes } from './advisor-clients.routes.js';
import { AdvisorsAdminService } from './advisors-admin.service.js';
import { advisorsOperatorRoutes } from './advisors.operator-routes.js';
import { advisorsRoutes } from './advisors.routes.js';
import { AdvisorsService } from './advisors.service.js';
import { MeetingBookingsService } from './meeting-bookings.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    advisors: AdvisorsService;
    meetingBookings: MeetingBookingsService;
    advisorsAdmin: AdvisorsAdminService;
    advisorClients: AdvisorClientsService;
  }
}

export const advisorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('advisors', new AdvisorsService(app.db, app.fileStorage, app.messages, app.log));
    app.decorate('meetingBookings', new MeetingBookingsService(app.db, app.messages, app.log));
    app.decorate('advisorsAdmin', new AdvisorsAdminService(app.db, app.fileStorage, app.log));
    const clients = new AdvisorClientsService(app.db, app.passwords, app.sessions);
    app.decorate('advisorClients', clients);
    // An advisor acts for the people on the accounts they serve (Managed-User-id, JWT login).
    app.managedUsers.addRule((actor, client) => clients.serves(actor, client));
    await registerApiRoutes(app, advisorsRoutes);
    await registerApiRoutes(app, advisorClientsRoutes);
    await app.registerOperatorRoutes(advisorsOperatorRoutes);
  },
  { name: 'advisors', dependencies: ['auth', 'files', 'operator'] },
);
