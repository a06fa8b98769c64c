import {
  errorSchema,
  inviteUuidParamsSchema,
  operatorInviteCreateSchema,
  operatorInviteIssuedSchema,
  operatorInvitePageSchema,
  operatorInviteSchema,
  operatorInvitesQuerySchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/** Registration invitations as the provider's staff manage them (`npm run admin -- invite ...`). */
export const invitationsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/invites/',
    {
      schema: {
        tags,
        summary: 'Create a registration invitation and e-mail it; answers the code once',
        body: operatorInviteCreateSchema,
        response: { 201: operatorInviteIssuedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await app.invitations.create(request.body, new Date())),
  );

  app.get(
    '/invites/',
    {
      schema: {
        tags,
        summary: 'The invitations queue: a page, newest first (status, search of e-mail or mobile, ordering)',
        querystring: operatorInvitesQuerySchema,
        response: { 200: operatorInvitePageSchema, ...errors },
      },
    },
    async (request) => pageOf(request.url, request.query, await app.invitations.list(request.query, new Date())),
  );

  app.post(
    '/invites/:uuid/expire/',
    {
      schema: {
        tags,
        summary: 'Withdraw an invitation: its link shows the expired page',
        params: inviteUuidParamsSchema,
        response: { 200: operatorInviteSchema, ...errors },
      },
    },
    async (request) => app.invitations.expire(request.params.uuid, new Date()),
  );

  app.post(
    '/invites/:uuid/resend/',
    {
      schema: {
        tags,
        summary: 'New code and expiry, e-mailed again; the old code stops working',
        params: inviteUuidParamsSchema,
        response: { 200: operatorInviteIssuedSchema, ...errors },
      },
    },
    async (request) => app.invitations.resend(request.params.uuid, new Date()),
  );
};
