import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { redeemRequestsOperatorRoutes } from './redeem-requests.operator-routes.js';
import { redeemRequestsRoutes } from './redeem-requests.routes.js';
import { RedeemRequestsService } from './redeem-requests.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    redeemRequests: RedeemRequestsService;
  }
}

/** Redemptions of loan notes held (issue #22 item 5). */
export const redeemRequestsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'redeemRequests',
      new RedeemRequestsService(app.db, {
        notes: app.loanNotesHeld,
        sender: app.messages,
        notifications: app.notifications,
        settingsFor: (tenantId) => app.tenants.settingsFor(tenantId),
        tenantName: (tenantId) => app.tenants.get(tenantId)?.configuration.name ?? 'Client Portal',
      }),
    );
    await registerApiRoutes(app, redeemRequestsRoutes);
    await app.registerOperatorRoutes(redeemRequestsOperatorRoutes);
  },
  { name: 'redeem-requests', dependencies: ['loan-notes-held', 'notifications', 'operator', 'tenants', 'accounts'] },
);
