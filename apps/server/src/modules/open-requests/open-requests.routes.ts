import { errorSchema, idParamsSchema, openRequestListSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['accounts'];

/** GET /api/accounts/{id}/open-requests/ (spec 2 §2 'Open requests'). */
export const openRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:id/open-requests/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary:
          'What is open on the account (bank changes, signing, invitations, IPS changes) and what each waits for',
        params: idParamsSchema,
        response: {
          200: openRequestListSchema,
          400: validationErrorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => app.openRequests.list(requireAuth(request).subject.id, request.params.id),
  );
};
