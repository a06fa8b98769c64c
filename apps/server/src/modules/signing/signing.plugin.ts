import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { createDocuSignProvider } from '../../platform/e-sign/docusign/create-docusign-provider.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { changeRequestsToSignRoutes } from './change-requests-to-sign.routes.js';
import { EnvelopesAdminService } from './envelopes-admin.service.js';
import {
  reminderSchedule,
  sendScheduledReminder,
  SIGNING_REMINDER_QUEUE,
  type SigningReminderPayload,
} from './signing-reminders.job.js';
import { signingLinksRoutes } from './signing-links.routes.js';
import { signingOperatorRoutes } from './signing.operator-routes.js';
import { SigningService } from './signing.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    signing: SigningService;
    envelopesAdmin: EnvelopesAdminService;
  }
}

export interface SigningPluginOptions {
  /** Called once an envelope has every required signature; sealing and activation hang here. */
  onEnvelopeCompleted?: ((envelopeId: number) => Promise<void> | void) | undefined;
}

/** Signing envelopes, the local provider's pages' API and staff's operations on envelopes (issue #21 items 2-4). */
export const signingPlugin = fp(
  async (app: FastifyInstance, options: SigningPluginOptions) => {
    const signing = new SigningService(app.db, {
      storage: app.fileStorage,
      sender: app.messages,
      log: app.log,
      publicUrl: publicUrl(app.env),
      linkTtlMs: app.env.SIGNING_LINK_TTL_SECONDS * 1000,
      // Chosen once at start: DocuSign when configured (a broken key stops the start), else the portal's pages.
      provider: createDocuSignProvider(app.env),
      onEnvelopeCompleted: options.onEnvelopeCompleted ?? (() => undefined),
      scheduleReminder: reminderSchedule(
        (payload, delayMs) => app.jobs.enqueue(SIGNING_REMINDER_QUEUE, { ...payload }, { delayMs }),
        { days: app.env.SIGNING_REMINDER_DAYS, count: app.env.SIGNING_REMINDER_COUNT },
      ),
    });
    app.decorate('signing', signing);
    app.decorate('envelopesAdmin', new EnvelopesAdminService(app.db, signing));
    app.jobs.register<SigningReminderPayload>(SIGNING_REMINDER_QUEUE, {
      run: (job) => sendScheduledReminder(signing, job.payload),
    });
    await registerApiRoutes(app, signingLinksRoutes, changeRequestsToSignRoutes);
    await app.registerOperatorRoutes(signingOperatorRoutes);
  },
  { name: 'signing', dependencies: ['accounts', 'files', 'operator'] },
);
