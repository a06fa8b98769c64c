import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
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
  }
}

export const advisorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('advisors', new AdvisorsService(app.db, app.fileStorage, app.messages, app.log));
    app.decorate('meetingBookings', new MeetingBookingsService(app.db, app.messages, app.log));
    app.decorate('advisorsAdmin', new AdvisorsAdminService(app.db, app.fileStorage, app.log));
    await registerApiRoutes(app, advisorsRoutes);
    await app.registerOperatorRoutes(advisorsOperatorRoutes);
  },
  { name: 'advisors', dependencies: ['files', 'operator'] },
);
