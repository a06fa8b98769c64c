import {
  changeRequestPageSchema,
  changeRequestSchema,
  errorSchema,
  idParamsSchema,
  operatorChangeRequestDeclineSchema,
  operatorChangeRequestsQuerySchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';
import { paramId } from '../operator/index.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/**
 * The portfolio manager's side of bank change requests (`npm run admin -- change-request
 * list|show|approve|decline`) until the back office has screens for it.
 */
export const changeRequestsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/change-requests/',
    {
      schema: {
        tags,
        summary:
          'The change-requests queue: a page, newest first (status: awaiting_approval waits for the portfolio manager; search; ordering)',
        querystring: operatorChangeRequestsQuerySchema,
        response: { 200: changeRequestPageSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => pageOf(request.url, request.query, await app.changeRequests.operatorList(request.query)),
  );

  app.get(
    '/change-requests/:id/',
    {
      schema: {
        tags,
        summary: 'One bank change request',
        params: idParamsSchema,
        response: { 200: changeRequestSchema, ...errors },
      },
    },
    async (request) => app.changeRequests.operatorGet(request.params.id),
  );

  app.post(
    '/change-requests/:id/approve/',
    {
      config: { auditSubject: (request) => app.changeRequests.operatorGet(paramId(request)) },
      schema: {
        tags,
        summary: 'Approve a request the members agreed to: it is applied at once',
        params: idParamsSchema,
        response: { 200: changeRequestSchema, ...errors },
      },
    },
    async (request) => app.changeRequests.approve(request.params.id),
  );

  app.post(
    '/change-requests/:id/decline/',
    {
      config: { auditSubject: (request) => app.changeRequests.operatorGet(paramId(request)) },
      schema: {
        tags,
        summary: 'Decline a request waiting for the portfolio manager, with a reason',
        params: idParamsSchema,
        body: operatorChangeRequestDeclineSchema,
        response: { 200: changeRequestSchema, ...errors },
      },
    },
    async (request) => app.changeRequests.operatorDecline(request.params.id, request.body.reason),
  );
};
