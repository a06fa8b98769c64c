import { errorSchema, latestAvailabilityDateSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { latestAvailability } from './latest-availability.service.js';

/** "Data available up to {date}" on the dashboard's filter panel (spec 3 §2.2). */
export const latestAvailabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  // The dashboard reads it under its own prefix; the reports page (issue #7's fixed path) without.
  for (const path of ['/ipm/dashboard/latest-availability-date/', '/ipm/latest-availability-date/'])
    app.get(
      path,
      {
        config: { actingForClient: 'client' },
        schema: {
          tags: ['dashboard'],
          summary: 'The latest valuation date over the accounts of the signed-in user (or the managed client)',
          response: { 200: latestAvailabilityDateSchema, 401: errorSchema, 403: errorSchema },
        },
      },
      // The subject: staff acting for a client see the client's date, never anyone else's.
      async (request) => latestAvailability(app.db, requireAuth(request).subject.id),
    );
};
