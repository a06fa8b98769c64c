import {
  errorSchema,
  notificationSettingsBulkUpdateSchema,
  notificationSettingsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['profiles'];

/**
 * The signed-in user's own notification settings (spec 1 §7). Always the user's own: acting for
 * a client (Managed-User-id) does not change whose settings these are, as with profiles/my/.
 */
export const notificationSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.notificationSettings;

  app.get(
    '/profiles/notification-settings/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'Each notification setting with the user’s e-mail and SMS choice (defaults until saved)',
        response: { 200: notificationSettingsSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => service.list(requireAuth(request).user.id),
  );

  app.put(
    '/profiles/notification-settings/bulk-update/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'Save several settings at once; a required one keeps e-mail, SMS or both',
        body: notificationSettingsBulkUpdateSchema,
        response: { 200: notificationSettingsSchema, 400: validationErrorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => service.bulkUpdate(requireAuth(request).user.id, request.body, new Date()),
  );
};
