import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { loanNotesRoutes } from './loan-notes.routes.js';
import { LoanNotesService } from './loan-notes.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    loanNotes: LoanNotesService;
  }
}

/** Loan note applications of icf accounts (issue #20 item 2). */
export const loanNotesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'loanNotes',
      new LoanNotesService(app.db, {
        applicationOf: (tenantId) => app.tenants.get(tenantId),
        settingsFor: (tenantId) => app.tenants.settingsFor(tenantId),
      }),
    );
    await registerApiRoutes(app, loanNotesRoutes);
  },
  { name: 'loan-notes', dependencies: ['accounts', 'tenants'] },
);
