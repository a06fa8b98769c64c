import {
  errorSchema,
  notificationIdsSchema,
  notificationSchema,
  notificationsMarkedSchema,
  notificationStatsSchema,
  pageQuerySchema,
  pageSchema,
  validationErrorSchema,
  type Notification,
  type Page,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { pageOf } from '../../http/page-link.js';

const tags = ['notifications'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema };

/**
 * In-app notifications of the user the request concerns (spec 3 §2.11, §7): the signed-in user,
 * or the client staff act for (Managed-User-id).
 */
export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notifications/stats/',
    {
      // Refetched when the realtime socket brings a notification: the app asking, not the user.
      config: { actingForClient: 'client', activity: false },
      schema: {
        tags,
        summary: 'The bell: how many were never shown in it, and the newest three',
        response: { 200: notificationStatsSchema, ...errors },
      },
    },
    async (request) => app.notifications.stats(requireAuth(request).subject.id),
  );

  app.get(
    '/notifications/in-app/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Notifications, newest first, a page at a time (page size 10 unless asked)',
        querystring: pageQuerySchema,
        response: { 200: pageSchema(notificationSchema), ...errors },
      },
    },
    async (request): Promise<Page<Notification>> => {
      return pageOf(
        request.url,
        request.query,
        await app.notifications.page(requireAuth(request).subject.id, request.query.page, request.query.page_size),
      );
    },
  );

  app.post(
    '/notifications/in-app/mark-as-read/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Mark these notifications read (ids that are not the user’s are ignored)',
        body: notificationIdsSchema,
        response: { 200: notificationsMarkedSchema, ...errors },
      },
    },
    async (request) => ({
      updated: await app.notifications.markRead(
        requireAuth(request).subject.id,
        request.body.notifications,
        new Date(),
      ),
    }),
  );

  app.post(
    '/notifications/in-app/mark-all-as-read/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Mark every notification of the user read',
        response: { 200: notificationsMarkedSchema, ...errors },
      },
    },
    async (request) => ({
      updated: await app.notifications.markAllRead(requireAuth(request).subject.id, new Date()),
    }),
  );

  app.post(
    '/notifications/in-app/mark-as-viewed/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Record that the bell showed these notifications: they leave the unseen count',
        body: notificationIdsSchema,
        response: { 200: notificationsMarkedSchema, ...errors },
      },
    },
    async (request) => ({
      updated: await app.notifications.markViewed(
        requireAuth(request).subject.id,
        request.body.notifications,
        new Date(),
      ),
    }),
  );
};
