import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { tenantsRoutes } from './tenants.routes.js';
import { TenantsService } from './tenants.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    tenants: TenantsService;
  }
}

/** The brands the portal serves (white label), read once at start; every module asks it. */
export const tenantsPlugin = fp(
  async (app: FastifyInstance) => {
    const { SESSION_EXPIRE_AFTER, SESSION_EXPIRE_WARNING_AFTER, RESEND_CODE_TIMEOUT } = app.env;
    const tenants = new TenantsService(app.db, app.log, {
      ...(SESSION_EXPIRE_AFTER ? { session_expire_after: SESSION_EXPIRE_AFTER } : {}),
      ...(SESSION_EXPIRE_WARNING_AFTER ? { session_expire_warning_after: SESSION_EXPIRE_WARNING_AFTER } : {}),
      ...(RESEND_CODE_TIMEOUT ? { resend_verification_code_timeout: RESEND_CODE_TIMEOUT } : {}),
    });
    await tenants.reload();
    tenants.warnAboutContrast();
    app.decorate('tenants', tenants);
    await registerApiRoutes(app, tenantsRoutes);
  },
  { name: 'tenants' },
);
