import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { AccountInvitationsService } from './account-invitations.service.js';
import { accountInvitationsRoutes } from './account-invitations.routes.js';
import {
  recordAccountInvites,
  revokeAccountInvites,
  SEND_INVITE_QUEUE,
  type SendInvitePayload,
} from './account-invites.js';
import { SecondaryInviteFlowService } from './secondary-invite-flow.service.js';
import { syncSecondaryInviteSteps } from './secondary-invite-progress.js';
import { secondaryInvitesOperatorRoutes } from './secondary-invites.operator-routes.js';
import { secondaryInvitesRoutes } from './secondary-invites.routes.js';
import { SecondaryInvitesService } from './secondary-invites.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    secondaryInvites: SecondaryInvitesService;
    secondaryInviteFlow: SecondaryInviteFlowService;
    accountInvitations: AccountInvitationsService;
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
    // People added to an account are invited; their e-mails go out as jobs after the commit.
    app.events.on('accounts.people-invited', (event, tx) =>
      recordAccountInvites(tx, event, { jobs: app.jobs, tenantOf: (id) => app.tenants.get(id) }),
    );
    app.events.on('accounts.people-removed', (event, tx) => revokeAccountInvites(tx, event));
    app.jobs.register<SendInvitePayload>(SEND_INVITE_QUEUE, {
      run: (job) => invites.sendQueued(job.payload.invite_id, new Date(job.payload.requested_at), new Date()),
    });
    app.decorate(
      'secondaryInviteFlow',
      new SecondaryInviteFlowService(
        app.db,
        invites,
        app.messages,
        app.sessions,
        (tenantId) => app.tenants.get(tenantId)?.configuration.support_email ?? null,
        (tenantId) => app.flatPages.requireAgreement(tenantId),
      ),
    );
    app.decorate('accountInvitations', new AccountInvitationsService(app.db, invites));
    await registerApiRoutes(app, secondaryInvitesRoutes);
    await registerApiRoutes(app, accountInvitationsRoutes);
    await app.registerOperatorRoutes(secondaryInvitesOperatorRoutes);
  },
  {
    name: 'secondary-invites',
    dependencies: ['auth', 'identity', 'accounts', 'flat-pages', 'invitations', 'operator'],
  },
);
