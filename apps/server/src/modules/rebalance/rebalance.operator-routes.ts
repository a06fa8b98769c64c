import {
  errorSchema,
  rebalanceCancelParamsSchema,
  rebalanceCancelResultSchema,
  rebalancePublishBodySchema,
  rebalancePublishResultSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['operator'];

/** Publishing rebalance notices (`npm run admin -- rebalance publish FILE.json`); format in README.md here. */
export const rebalanceOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.rebalance;

  app.post(
    '/rebalance-reports/',
    {
      schema: {
        tags,
        summary: 'Publish reports: all or none; one already published under the same external_id is updated, not added',
        body: rebalancePublishBodySchema,
        response: { 200: rebalancePublishResultSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => service.publish(request.body, new Date()),
  );

  app.post(
    '/rebalance-reports/:external_id/cancel/',
    {
      schema: {
        tags,
        summary: 'Cancel a published report; its account’s people are told',
        params: rebalanceCancelParamsSchema,
        response: { 200: rebalanceCancelResultSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => service.cancel(request.params.external_id, new Date()),
  );
};
