import {
  errorSchema,
  operatorNotificationCreateSchema,
  operatorNotificationSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['operator'];

/** Notifications the provider's staff send to one user (`npm run admin -- notify ...`). */
export const notificationsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/notifications/',
    {
      schema: {
        tags,
        summary: 'Notify the user with this e-mail: stored, then delivered live to their open tabs',
        body: operatorNotificationCreateSchema,
        response: { 201: operatorNotificationSchema, 400: validationErrorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await app.notifications.notifyByEmail(request.body)),
  );
};
