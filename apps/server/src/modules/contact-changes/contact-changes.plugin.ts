import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicUrl } from '../../config/env.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { contactChangesRoutes } from './contact-changes.routes.js';
import { ContactChangesService } from './contact-changes.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    contactChanges: ContactChangesService;
  }
}

export const contactChangesPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'contactChanges',
      new ContactChangesService({
        db: app.db,
        sender: app.messages,
        sessions: app.sessions,
        passwords: app.passwords,
        publicUrl: publicUrl(app.env),
        tenantInfo: (tenantId) => {
          const configuration = app.tenants.get(tenantId)?.configuration;
          return {
            name: configuration?.name ?? 'Client Portal',
            supportEmail: configuration?.support_email ?? null,
            resendTimeoutSeconds: app.tenants.settingsFor(tenantId).resend_verification_code_timeout,
          };
        },
      }),
    );
    await registerApiRoutes(app, contactChangesRoutes);
  },
  { name: 'contact-changes', dependencies: ['auth'] },
);
