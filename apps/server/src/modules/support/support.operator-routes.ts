import { errorSchema, operatorSupportRequestSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listSupportRequests } from './support-requests.repository.js';

/** Support requests as the provider's staff read them (`npm run admin -- support list`). */
export const supportOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/support-requests/',
    {
      schema: {
        tags: ['operator'],
        summary: 'Newest support requests first (also e-mailed to the brand’s support address)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(1000).default(50) }),
        response: { 200: z.array(operatorSupportRequestSchema), 401: errorSchema },
      },
    },
    async (request) =>
      (await listSupportRequests(app.db, request.query.limit)).map((row) => ({
        id: row.id,
        email: row.email,
        description: row.description,
        application: row.tenantId,
        user: row.userId,
        created: row.createdAt.toISOString(),
      })),
  );
};
