import {
  errorSchema,
  idParamsSchema,
  redeemRequestPageSchema,
  redeemRequestSchema,
  redeemRequestsQuerySchema,
  rejectRedeemRequestSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';
import { paramId } from '../operator/index.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/** Settling redemptions (`npm run admin -- redeem list|settle|reject`) until the back office has screens for it. */
export const redeemRequestsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/redeem-requests/',
    {
      schema: {
        tags,
        summary:
          'The redemptions queue: a page, newest first (status=requested: waiting for settlement; search; ordering)',
        querystring: redeemRequestsQuerySchema,
        response: { 200: redeemRequestPageSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => pageOf(request.url, request.query, await app.redeemRequests.operatorList(request.query)),
  );

  app.post(
    '/redeem-requests/:id/settle/',
    {
      config: { auditSubject: (request) => app.redeemRequests.operatorShow(paramId(request)) },
      schema: {
        tags,
        summary:
          'Settle a confirmed request: the amount comes off the note today (Sydney); a whole redemption marks it redeemed',
        params: idParamsSchema,
        response: { 200: redeemRequestSchema, ...errors },
      },
    },
    async (request) => app.redeemRequests.settle(request.params.id),
  );

  app.post(
    '/redeem-requests/:id/reject/',
    {
      config: { auditSubject: (request) => app.redeemRequests.operatorShow(paramId(request)) },
      schema: {
        tags,
        summary: 'Reject an open request, with the reason the investor is told',
        params: idParamsSchema,
        body: rejectRedeemRequestSchema,
        response: { 200: redeemRequestSchema, ...errors },
      },
    },
    async (request) => app.redeemRequests.reject(request.params.id, request.body.reason),
  );
};
