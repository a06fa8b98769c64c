import {
  accountProductCreateSchema,
  accountSchema,
  errorSchema,
  idParamsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

/**
 * Apply now for a product on an account (spec 2 §2): the account takes loan notes (icf) or the
 * private portfolio (ipm) when its application offers it, and answers as the account now stands.
 */
export const accountProductsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/accounts/:id/products/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags: ['accounts'],
        summary: 'Apply for a product on the account (its primary user; the application must offer it)',
        params: idParamsSchema,
        body: accountProductCreateSchema,
        response: {
          200: accountSchema,
          400: validationErrorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => {
      const userId = requireAuth(request).subject.id;
      await app.productReference.chooseProduct(userId, request.params.id, request.body.product);
      return app.accounts.get(userId, request.params.id);
    },
  );
};
