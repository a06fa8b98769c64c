import {
  applicationSubmissionCreateSchema,
  applicationSubmissionSchema,
  applicationSubmissionStateSchema,
  errorSchema,
  idParamsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['application-submissions'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The application's submission from the registration summary (spec 2 §2, §5; issue #20 item 5).
 * Anyone on the account reads it and whether they may submit; only the primary user submits.
 */
export const applicationSubmissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:id/application-submission/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The account’s submitted application (or null), and whether the asker may submit it now',
        params: idParamsSchema,
        response: { 200: applicationSubmissionStateSchema, ...errors },
      },
    },
    async (request) => app.applicationSubmissions.state(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    '/accounts/:id/application-submission/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Submit the account’s application with the six consents (the primary user, once)',
        params: idParamsSchema,
        body: applicationSubmissionCreateSchema,
        response: { 201: applicationSubmissionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const saved = await app.applicationSubmissions.submit(
        requireAuth(request).subject.id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(saved);
    },
  );
};
