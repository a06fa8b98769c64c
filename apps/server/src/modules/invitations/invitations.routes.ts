import {
  errorSchema,
  inviteUuidParamsSchema,
  pageSchema,
  registrationInviteSchema,
  takenUpAccountSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/registration-invites/new/',
    {
      // Whoever signed in: staff or an advisor acting for a client see their own, never the client's.
      config: { actingForClient: 'self' },
      schema: {
        tags: ['invitations'],
        summary:
          'The signed-in person’s open invitations (addressed to their e-mail, taken on by no one else), newest first',
        response: { 200: pageSchema(registrationInviteSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const results = await app.invitations.newFor(requireAuth(request).user, new Date());
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    '/auth/registration-invites/:uuid/',
    {
      config: { public: true },
      schema: {
        tags: ['invitations'],
        summary: 'An invitation as its link shows it; registration_step "expired" when it can no longer be used',
        params: inviteUuidParamsSchema,
        response: { 200: registrationInviteSchema, 400: validationErrorSchema, 404: errorSchema },
      },
    },
    async (request) => app.invitations.publicView(request.params.uuid, new Date()),
  );

  app.post(
    '/auth/registration-invites/:uuid/take-up-account/',
    {
      // The invitee's own step: only they become the account's holder.
      config: { actingForClient: 'refuse' },
      schema: {
        tags: ['invitations'],
        summary:
          'The invitee takes up the account the provider prepared (account_activate, account_fake_create): its primary holder, selected',
        params: inviteUuidParamsSchema,
        response: {
          200: takenUpAccountSchema,
          400: validationErrorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => app.invitations.takeUpAccount(request.params.uuid, requireAuth(request).user.id, new Date()),
  );
};
