import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { loanNotesHeldOperatorRoutes } from './loan-notes-held.operator-routes.js';
import { loanNotesHeldRoutes } from './loan-notes-held.routes.js';
import { LoanNotesHeldService } from './loan-notes-held.service.js';
import { ReinvestmentService } from './reinvestment.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    loanNotesHeld: LoanNotesHeldService;
    loanNoteReinvestment: ReinvestmentService;
  }
}

/** Loan notes held by active accounts (issue #22 items 3-5): issue, read, reinvest, redeem. */
export const loanNotesHeldPlugin = fp(
  async (app: FastifyInstance) => {
    const reinvestment = new ReinvestmentService(app.db, {
      applicationOf: (tenantId) => app.tenants.get(tenantId),
      settingsFor: (tenantId) => app.tenants.settingsFor(tenantId),
    });
    app.decorate('loanNoteReinvestment', reinvestment);
    app.decorate('loanNotesHeld', new LoanNotesHeldService(app.db, reinvestment.cutoffDaysOf));
    await registerApiRoutes(app, loanNotesHeldRoutes);
    await app.registerOperatorRoutes(loanNotesHeldOperatorRoutes);
  },
  { name: 'loan-notes-held', dependencies: ['operator', 'accounts', 'tenants'] },
);
