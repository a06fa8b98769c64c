import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { notificationsOperatorRoutes } from './notifications.operator-routes.js';
import { notificationsRoutes } from './notifications.routes.js';
import { NotificationsService } from './notifications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('notifications', new NotificationsService(app.db, app.realtime, app.log));
    await registerApiRoutes(app, notificationsRoutes);
    await app.registerOperatorRoutes(notificationsOperatorRoutes);
  },
  { name: 'notifications', dependencies: ['realtime', 'operator'] },
);
