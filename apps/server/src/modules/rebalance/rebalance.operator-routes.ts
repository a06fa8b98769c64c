import {
  errorSchema,
  operatorRebalancePageSchema,
  operatorRebalanceQuerySchema,
  rebalanceCancelBodySchema,
  rebalanceCancelParamsSchema,
  rebalanceCancelResultSchema,
  rebalancePublishBodySchema,
  rebalancePublishResultSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';

const tags = ['operator'];

/** Publishing rebalance notices (`npm run admin -- rebalance publish FILE.json`); format in README.md here. */
export const rebalanceOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.rebalance;

  app.get(
    '/rebalance-reports/',
    {
      schema: {
        tags,
        summary:
          'A page of every rebalance report, newest published first by default (filters: account id, status, published and cancelled days; search: account name, external id)',
        querystring: operatorRebalanceQuerySchema,
        response: { 200: operatorRebalancePageSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => pageOf(request.url, request.query, await service.operatorPage(request.query)),
  );

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
        summary: 'Cancel a published report, with the reason (kept in the audit trail); its account’s people are told',
        params: rebalanceCancelParamsSchema,
        body: rebalanceCancelBodySchema,
        response: { 200: rebalanceCancelResultSchema, 400: validationErrorSchema, 401: errorSchema, 404: errorSchema },
      },
      config: {
        auditSubject: (request) =>
          service.operatorShow(String((request.params as { external_id?: unknown }).external_id ?? '')),
      },
    },
    async (request) => service.cancel(request.params.external_id, new Date()),
  );
};
