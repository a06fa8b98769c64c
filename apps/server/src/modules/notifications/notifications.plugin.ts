import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationsService } from './notifications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    notifications: NotificationsService;
  }
}

export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('notifications', new NotificationsService(app.db, app.realtime, app.log));
  },
  { name: 'notifications', dependencies: ['realtime'] },
);
