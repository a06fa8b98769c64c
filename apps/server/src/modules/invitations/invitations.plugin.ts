import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { InvitationFlowService } from './invitation-flow.service.js';
import { InvitationsService } from './invitations.service.js';

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
      applicationFor: (productKey) => app.companyApplications.forProduct(productKey),
    });
    app.decorate('invitations', invitations);
    app.decorate('invitationFlow', new InvitationFlowService(app.db, invitations, app.messages, app.sessions));
  },
  { name: 'invitations' },
);
