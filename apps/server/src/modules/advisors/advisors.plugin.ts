import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AdvisorsAdminService } from './advisors-admin.service.js';
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
  },
  { name: 'advisors', dependencies: ['files'] },
);
