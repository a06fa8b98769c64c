import {
  errorSchema,
  operatorNotificationCreateSchema,
  operatorNotificationPreviewSchema,
  operatorNotificationSentSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/**
 * Notifications the provider's staff send (`npm run admin -- notify ...`, the back office's
 * Notifications page): to one user by e-mail, an account's members, or everyone, previewed first.
 */
export const notificationsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/notifications/',
    {
      schema: {
        tags,
        summary:
          'Notify one user (e-mail), an account’s members or everyone (with the preview’s confirm_count): stored, then delivered live to their open tabs',
        body: operatorNotificationCreateSchema,
        response: { 201: operatorNotificationSentSchema, ...errors, 409: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await app.notifications.send(request.body)),
  );

  app.post(
    '/notifications/preview/',
    {
      schema: {
        tags,
        summary:
          'Who a notification would reach (the count and the first 20) and its text as it will appear; changes nothing',
        body: operatorNotificationCreateSchema,
        response: { 200: operatorNotificationPreviewSchema, ...errors },
      },
    },
    async (request) => app.notifications.preview(request.body),
  );
};
