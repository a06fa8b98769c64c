import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { InvitationsService } from './invitations.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    invitations: InvitationsService;
  }
}

export const invitationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'invitations',
      new InvitationsService(app.db, app.messages, {
        publicUrl: publicUrl(app.env),
        applicationFor: (productKey) => app.companyApplications.forProduct(productKey),
      }),
    );
  },
  { name: 'invitations' },
);
