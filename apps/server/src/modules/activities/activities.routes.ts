import { activitiesQuerySchema, errorSchema, userActivityPageSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { activitiesPage } from './activity-log.js';

const tags = ['profiles'];

export const activitiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profiles/activities/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'The signed-in user’s own activity (sign-ins and changes), newest first',
        querystring: activitiesQuerySchema,
        response: { 200: userActivityPageSchema, 400: validationErrorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    // Always the signed-in person's own list: acting for a client does not open the client's.
    async (request) => activitiesPage(app.db, requireAuth(request).user.id, request.query, request.url),
  );
};
