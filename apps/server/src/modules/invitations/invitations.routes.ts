import { errorSchema, inviteUuidParamsSchema, registrationInviteSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
