import {
  errorSchema,
  inviteUuidParamsSchema,
  operatorSecondaryInviteCreateSchema,
  operatorSecondaryInviteIssuedSchema,
  operatorSecondaryInvitePageSchema,
  operatorSecondaryInviteSchema,
  operatorSecondaryInvitesQuerySchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };
const one = (summary: string) => ({
  schema: {
    tags,
    summary,
    params: inviteUuidParamsSchema,
    response: { 200: operatorSecondaryInviteSchema, ...errors },
  },
});

/** Secondary-user invitations as the provider's staff manage them (`npm run admin -- secondary-invite ...`). */
export const secondaryInvitesOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/secondary-invites/',
    {
      schema: {
        tags,
        summary: 'Invite a person onto a primary user’s account and e-mail the link; answers the token once',
        body: operatorSecondaryInviteCreateSchema,
        response: { 201: operatorSecondaryInviteIssuedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await app.secondaryInvites.create(request.body, new Date())),
  );

  app.get(
    '/secondary-invites/',
    {
      schema: {
        tags,
        summary: 'The account-invitations queue: a page, newest first (status, search, ordering)',
        querystring: operatorSecondaryInvitesQuerySchema,
        response: { 200: operatorSecondaryInvitePageSchema, ...errors },
      },
    },
    async (request) => pageOf(request.url, request.query, await app.secondaryInvites.list(request.query, new Date())),
  );

  app.post('/secondary-invites/:uuid/expire/', one('Withdraw: the link shows the expired page'), async (request) =>
    app.secondaryInvites.expire(request.params.uuid, new Date()),
  );

  app.post(
    '/secondary-invites/:uuid/complete/',
    one('Accept a secondary user whose details are complete (ready_for_acceptance -> completed)'),
    async (request) => app.secondaryInvites.complete(request.params.uuid, new Date()),
  );

  app.post(
    '/secondary-invites/:uuid/resend/',
    {
      schema: {
        tags,
        summary: 'A new link and expiry, e-mailed again; the old link stops working',
        params: inviteUuidParamsSchema,
        response: { 200: operatorSecondaryInviteIssuedSchema, ...errors },
      },
    },
    async (request) => app.secondaryInvites.resend(request.params.uuid, new Date()),
  );
};
