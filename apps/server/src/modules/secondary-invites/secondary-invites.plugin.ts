import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { SecondaryInviteFlowService } from './secondary-invite-flow.service.js';
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
      applicationFor: (productKey) => app.companyApplications.forProduct(productKey),
    });
    app.decorate('secondaryInvites', invites);
    app.decorate(
      'secondaryInviteFlow',
      new SecondaryInviteFlowService(
        app.db,
        invites,
        app.messages,
        app.sessions,
        (applicationId) => app.companyApplications.get(applicationId)?.configuration.support_email ?? null,
      ),
    );
  },
  { name: 'secondary-invites' },
);
