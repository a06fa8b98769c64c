import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { SecondaryInviteFlowService } from './secondary-invite-flow.service.js';
import { syncSecondaryInviteSteps } from './secondary-invite-progress.js';
import { secondaryInvitesOperatorRoutes } from './secondary-invites.operator-routes.js';
import { secondaryInvitesRoutes } from './secondary-invites.routes.js';
import { SecondaryInvitesService } from './secondary-invites.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    secondaryInvites: SecondaryInvitesService;
    secondaryInviteFlow: SecondaryInviteFlowService;
  }
}

export const secondaryInvitesPlugin = fp(
  async (app: FastifyInstance) => {
    const invites = new SecondaryInvitesService(app.db, app.messages, {
      publicUrl: publicUrl(app.env),
      tenantFor: (productKey) => app.tenants.forProduct(productKey),
    });
    app.decorate('secondaryInvites', invites);
    // Any detail saved moves a secondary invitation at an identity step to what is still missing.
    app.events.on('identity.detail-saved', (event, tx) => syncSecondaryInviteSteps(tx, event.userId, event.at));
    app.decorate(
      'secondaryInviteFlow',
      new SecondaryInviteFlowService(
        app.db,
        invites,
        app.messages,
        app.sessions,
        (tenantId) => app.tenants.get(tenantId)?.configuration.support_email ?? null,
      ),
    );
    await registerApiRoutes(app, secondaryInvitesRoutes);
    await app.registerOperatorRoutes(secondaryInvitesOperatorRoutes);
  },
  { name: 'secondary-invites', dependencies: ['auth', 'identity', 'invitations', 'operator'] },
);
