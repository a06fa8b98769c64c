import { bsbDetailSchema, bsbParamsSchema, errorSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * The BSB lookup of the bank account form, at both paths the documents give it: under /accounts/
 * (spec 2 §7 "BSB detail") and among the lookups under /utils/ (spec 1 §7). Under /accounts/
 * `bank` is a static segment, which the router tries before the `{id}` of the account routes, so
 * it never reads as an account id.
 */
export const bsbDirectoryRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const path of ['/accounts/bank/:bsb/detail/', '/utils/bank/:bsb/detail/']) {
    app.get(
      path,
      {
        // Reference data, the same for everyone: acting for a client changes nothing.
        config: { actingForClient: 'self' },
        schema: {
          tags: ['accounts'],
          summary: 'The bank and branch of a BSB (062000, 062-000 or 062 000); 404 when the directory does not have it',
          params: bsbParamsSchema,
          response: {
            200: bsbDetailSchema,
            400: validationErrorSchema,
            401: errorSchema,
            403: errorSchema,
            404: errorSchema,
          },
        },
      },
      async (request) => app.bsbDirectory.detail(request.params.bsb),
    );
  }
};
