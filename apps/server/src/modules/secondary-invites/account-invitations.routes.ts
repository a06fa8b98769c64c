import {
  accountInvitationParamsSchema,
  accountInvitationSchema,
  errorSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['secondary invitations'];
const base = '/accounts/secondary-invites';
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 410: errorSchema };

/**
 * Spec 2 §7 "GET secondary invites": invitations onto existing accounts for the signed-in person,
 * each read, accepted or declined at /accounts/secondary-invite/{accountId}/{token}/.
 */
export const accountInvitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { actingForClient: 'self' as const };
  const service = () => app.accountInvitations;

  app.get(
    `${base}/`,
    {
      config,
      schema: {
        tags,
        summary: 'Invitations onto existing accounts waiting for the signed-in person (the accounts list’s panel)',
        response: { 200: z.array(accountInvitationSchema), 401: errorSchema },
      },
    },
    async (request) => service().pending(requireAuth(request).user, new Date()),
  );

  app.get(
    `${base}/:account_id/:token/`,
    {
      config,
      schema: {
        tags,
        summary: 'One invitation, for the person it was sent to (403 for anyone else)',
        params: accountInvitationParamsSchema,
        response: { 200: accountInvitationSchema, ...errors },
      },
    },
    async (request) =>
      service().view(requireAuth(request).user, request.params.account_id, request.params.token, new Date()),
  );

  app.post(
    `${base}/:account_id/:token/accept/`,
    {
      config,
      schema: {
        tags,
        summary: 'Join the account with the title the invitation offers; accepting again changes nothing',
        params: accountInvitationParamsSchema,
        response: { 200: accountInvitationSchema, ...errors },
      },
    },
    async (request) =>
      service().accept(requireAuth(request).user, request.params.account_id, request.params.token, new Date()),
  );

  app.post(
    `${base}/:account_id/:token/decline/`,
    {
      config,
      schema: {
        tags,
        summary: 'Say no: the invitation stops working',
        params: accountInvitationParamsSchema,
        response: { 200: accountInvitationSchema, ...errors },
      },
    },
    async (request) =>
      service().decline(requireAuth(request).user, request.params.account_id, request.params.token, new Date()),
  );
};
