import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { devOutboxRoutes } from './outbox.routes.js';

/** Demo mode only: the outbox of messages the portal "sent" (e-mail, SMS), readable on this machine. */
export const devPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.env.PORTAL_DEMO) await registerApiRoutes(app, devOutboxRoutes);
  },
  { name: 'dev' },
);
