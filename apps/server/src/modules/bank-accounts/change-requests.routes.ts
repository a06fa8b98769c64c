import {
  changeRequestDeclineSchema,
  changeRequestListSchema,
  changeRequestSchema,
  errorSchema,
  idParamsSchema,
  recordIdParamSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['bank-accounts'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const requestParams = z.object({ cid: recordIdParamSchema });

/**
 * Bank change requests as members see and answer them (issue #19): the account's history, one
 * request, and the answers: confirm or decline (another member with signing authority), cancel
 * (the initiator). Only people on the account see its requests (404 otherwise).
 */
export const changeRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:id/bank-change-requests/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The account’s bank change requests, newest first, each with its history',
        params: idParamsSchema,
        response: { 200: changeRequestListSchema, ...errors },
      },
    },
    async (request) => app.changeRequests.listForAccount(requireAuth(request).subject.id, request.params.id),
  );

  app.get(
    '/accounts/change-requests/:cid/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'One bank change request, with what the caller may do',
        params: requestParams,
        response: { 200: changeRequestSchema, ...errors },
      },
    },
    async (request) => app.changeRequests.get(requireAuth(request).subject.id, request.params.cid),
  );

  app.post(
    '/accounts/change-requests/:cid/confirm/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Agree to a request (a member with signing authority, not its initiator)',
        params: requestParams,
        response: { 200: changeRequestSchema, ...errors },
      },
    },
    async (request) => app.changeRequests.confirm(requireAuth(request).subject.id, request.params.cid),
  );

  app.post(
    '/accounts/change-requests/:cid/decline/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Decline a request (a member with signing authority, not its initiator): it ends',
        params: requestParams,
        body: changeRequestDeclineSchema,
        response: { 200: changeRequestSchema, ...errors },
      },
    },
    async (request) =>
      app.changeRequests.decline(requireAuth(request).subject.id, request.params.cid, request.body.reason),
  );

  app.post(
    '/accounts/change-requests/:cid/cancel/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Cancel one’s own request while it is open',
        params: requestParams,
        response: { 200: changeRequestSchema, ...errors },
      },
    },
    async (request) => app.changeRequests.cancel(requireAuth(request).subject.id, request.params.cid),
  );
};
