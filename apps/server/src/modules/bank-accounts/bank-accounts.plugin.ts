import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { bankAccountDocumentsRoutes } from './bank-account-documents.routes.js';
import { BankAccountDocumentsService } from './bank-account-documents.service.js';
import { bankAccountsOperatorRoutes } from './bank-accounts.operator-routes.js';
import { bankAccountsRoutes } from './bank-accounts.routes.js';
import { BankAccountsService } from './bank-accounts.service.js';
import {
  CHANGE_REQUEST_NOTICE_QUEUE,
  ChangeRequestNotices,
  type ChangeRequestNoticePayload,
} from './change-request-notices.js';
import { changeRequestsOperatorRoutes } from './change-requests.operator-routes.js';
import { changeRequestsRoutes } from './change-requests.routes.js';
import { ChangeRequestsService } from './change-requests.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    bankAccounts: BankAccountsService;
    bankAccountDocuments: BankAccountDocumentsService;
    changeRequests: ChangeRequestsService;
  }
}

/** The queue whose jobs expire a change request when its 14 days are up. */
export const CHANGE_REQUEST_EXPIRY_QUEUE = 'bank-change-requests.expire';

/** Bank accounts of investment accounts and their change requests (issue #19). */
export const bankAccountsPlugin = fp(
  async (app: FastifyInstance) => {
    const notices = new ChangeRequestNotices(app.db, {
      jobs: app.jobs,
      notifications: app.notifications,
      messages: app.messages,
      publicUrl: publicUrl(app.env),
    });
    const requests = new ChangeRequestsService(app.db, notices, async (tx, row) => {
      await app.jobs.enqueue(
        CHANGE_REQUEST_EXPIRY_QUEUE,
        { request_id: row.id },
        { db: tx, delayMs: Math.max(row.expiresAt.getTime() - Date.now(), 0) },
      );
    });
    app.decorate('changeRequests', requests);
    app.decorate(
      'bankAccounts',
      new BankAccountsService(
        app.db,
        app.uploadedFiles,
        requests,
        (tenantId) => app.tenants.settingsFor(tenantId).bank_account_password_required ?? false,
        (bsb) => app.bsbDirectory.find(bsb),
      ),
    );
    app.decorate('bankAccountDocuments', new BankAccountDocumentsService(app.db, app.uploadedFiles));
    app.jobs.register<ChangeRequestNoticePayload>(CHANGE_REQUEST_NOTICE_QUEUE, {
      run: (job) => notices.send(job.payload),
    });
    // Expires the request if it is still open when its job comes due (a lazy check catches it earlier).
    app.jobs.register<{ request_id: number }>(CHANGE_REQUEST_EXPIRY_QUEUE, {
      run: async (job) => {
        await requests.expireDue([job.payload.request_id]);
      },
    });
    await registerApiRoutes(app, bankAccountsRoutes, bankAccountDocumentsRoutes, changeRequestsRoutes);
    await app.registerOperatorRoutes(changeRequestsOperatorRoutes, bankAccountsOperatorRoutes);
  },
  {
    name: 'bank-accounts',
    dependencies: ['accounts', 'bsb-directory', 'files', 'notifications', 'operator', 'tenants'],
  },
);
