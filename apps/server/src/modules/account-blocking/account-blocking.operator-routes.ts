import { errorSchema, operatorUnblockSchema, operatorUserAccessSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['operator'];

/** Users' access as the provider's staff manage it (`npm run admin -- user unblock --email E`). */
export const accountBlockingOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/users/unblock/',
    {
      schema: {
        tags,
        summary: 'Let a blocked user sign in again',
        body: operatorUnblockSchema,
        response: { 200: operatorUserAccessSchema, 400: validationErrorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => app.accountBlocking.unblock(request.body.email),
  );
};
