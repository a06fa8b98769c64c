import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { invitationFlowRoutes } from './invitation-flow.routes.js';
import { InvitationFlowService } from './invitation-flow.service.js';
import { invitationsOperatorRoutes } from './invitations.operator-routes.js';
import { invitationsRoutes } from './invitations.routes.js';
import { InvitationsService } from './invitations.service.js';
import { followCreatedAccount, followSavedDetail } from './registration-progress.js';

declare module 'fastify' {
  interface FastifyInstance {
    invitations: InvitationsService;
    invitationFlow: InvitationFlowService;
  }
}

export const invitationsPlugin = fp(
  async (app: FastifyInstance) => {
    const invitations = new InvitationsService(app.db, app.messages, {
      publicUrl: publicUrl(app.env),
      tenantFor: (productKey) => app.tenants.forProduct(productKey),
    });
    app.decorate('invitations', invitations);
    app.events.on('identity.detail-saved', followSavedDetail);
    app.events.on('accounts.account-created', followCreatedAccount);
    app.decorate(
      'invitationFlow',
      new InvitationFlowService(app.db, invitations, app.messages, app.sessions, (tenantId) =>
        app.flatPages.requireAgreement(tenantId),
      ),
    );
    await registerApiRoutes(app, invitationsRoutes, invitationFlowRoutes);
    await app.registerOperatorRoutes(invitationsOperatorRoutes);
  },
  { name: 'invitations', dependencies: ['accounts', 'auth', 'flat-pages', 'identity', 'operator'] },
);
