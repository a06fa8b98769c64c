import {
  errorSchema,
  managedClientPageSchema,
  managedClientsQuerySchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';
import { requireAuth } from '../../plugins/app/request-auth.js';

/** The clients a staff member or an advisor may act for (issue #24 item 1). */
export const advisorClientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profiles/managed-users/',
    {
      // The list is the signed-in person's own, whoever they act for at the moment.
      config: { actingForClient: 'self' },
      schema: {
        tags: ['profiles'],
        summary: 'The clients one may act for: every investor for staff, the people of their accounts for an advisor',
        querystring: managedClientsQuerySchema,
        response: { 200: managedClientPageSchema, 400: validationErrorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) =>
      pageOf(request.url, request.query, await app.advisorClients.list(requireAuth(request).user, request.query)),
  );
};
