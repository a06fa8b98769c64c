import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { loanNotesHeldOperatorRoutes } from './loan-notes-held.operator-routes.js';
import { loanNotesHeldRoutes } from './loan-notes-held.routes.js';
import { LoanNotesHeldService } from './loan-notes-held.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    loanNotesHeld: LoanNotesHeldService;
  }
}

/** Loan notes held by active accounts (issue #22 item 3). */
export const loanNotesHeldPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'loanNotesHeld',
      new LoanNotesHeldService(app.db, {
        applicationOf: (tenantId) => app.tenants.get(tenantId),
        settingsFor: (tenantId) => app.tenants.settingsFor(tenantId),
      }),
    );
    await registerApiRoutes(app, loanNotesHeldRoutes);
    await app.registerOperatorRoutes(loanNotesHeldOperatorRoutes);
  },
  { name: 'loan-notes-held', dependencies: ['operator', 'accounts', 'tenants'] },
);
