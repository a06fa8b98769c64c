import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import type { InvalidationBus } from '../../platform/invalidation/invalidation-bus.js';
import { ApplicationsAdminService } from './applications-admin.service.js';
import { tenantsOperatorRoutes } from './tenants.operator-routes.js';
import { tenantsRoutes } from './tenants.routes.js';
import { TenantsService } from './tenants.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantsService;
    applicationsAdmin: ApplicationsAdminService;
  }
}

/**
 * The brands the portal serves (white label), read at start and held in memory; every module asks
 * it. An operator's change reloads this process's copy before answering, and the invalidation bus
 * tells every other process to reload its own.
 */
export const tenantsPlugin = fp(
  async (app: FastifyInstance, options: { invalidation: InvalidationBus }) => {
    const { SESSION_EXPIRE_AFTER, SESSION_EXPIRE_WARNING_AFTER, RESEND_CODE_TIMEOUT } = app.env;
    const tenants = new TenantsService(app.db, app.log, {
      ...(SESSION_EXPIRE_AFTER ? { session_expire_after: SESSION_EXPIRE_AFTER } : {}),
      ...(SESSION_EXPIRE_WARNING_AFTER ? { session_expire_warning_after: SESSION_EXPIRE_WARNING_AFTER } : {}),
      ...(RESEND_CODE_TIMEOUT ? { resend_verification_code_timeout: RESEND_CODE_TIMEOUT } : {}),
    });
    await tenants.reload();
    tenants.warnAboutContrast();
    // This process's own changes come back to it through the bus: its copy is already new.
    const origin = randomUUID();
    options.invalidation.subscribe((message) => {
      if ((message.kind === 'tenants' && message.origin !== origin) || message.kind === 'everything')
        tenants.reload().catch((error: unknown) => app.log.error({ err: error }, 'could not reload the tenants'));
    });
    app.decorate('tenants', tenants);
    // A page is chosen by its host name alone: a browser's navigation never sends Application-Id,
    // and an answer that varied on it could be cached for the wrong tenant.
    app.allowDocumentScriptOrigin(
      (request) => tenants.monitoringScript({ hostname: request.hostname })?.origin ?? null,
    );
    app.decorate(
      'applicationsAdmin',
      new ApplicationsAdminService(app.db, async () => {
        await tenants.reload();
        await options.invalidation.publish({ kind: 'tenants', origin });
      }),
    );
    await registerApiRoutes(app, tenantsRoutes);
    await app.registerOperatorRoutes(tenantsOperatorRoutes);
  },
  { name: 'tenants', dependencies: ['operator', 'security-headers'] },
);
