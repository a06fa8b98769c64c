import { blockAccessSchema, detailSchema, errorSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientOf } from '../../plugins/app/request-client.js';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['profiles'];

export const accountBlockingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/profiles/block-access/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary:
          'Block one’s own access with the password: every session ends and sign-in is refused until an operator unblocks',
        body: blockAccessSchema,
        response: { 200: detailSchema, 400: validationErrorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    // The signed-in person's own access, never a managed client's.
    async (request) =>
      app.accountBlocking.blockOwnAccess(
        requireAuth(request).user,
        request.body.password,
        clientOf(request),
        new Date(),
      ),
  );
};
