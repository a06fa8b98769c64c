import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { companyApplicationsRoutes } from './company-applications.routes.js';
import { CompanyApplicationsService } from './company-applications.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    companyApplications: CompanyApplicationsService;
  }
}

/** The brands the portal serves (white label), read once at start; every module asks it. */
export const companyApplicationsPlugin = fp(
  async (app: FastifyInstance) => {
    const { SESSION_EXPIRE_AFTER, SESSION_EXPIRE_WARNING_AFTER, RESEND_CODE_TIMEOUT } = app.env;
    const applications = new CompanyApplicationsService(app.db, app.log, {
      ...(SESSION_EXPIRE_AFTER ? { session_expire_after: SESSION_EXPIRE_AFTER } : {}),
      ...(SESSION_EXPIRE_WARNING_AFTER ? { session_expire_warning_after: SESSION_EXPIRE_WARNING_AFTER } : {}),
      ...(RESEND_CODE_TIMEOUT ? { resend_verification_code_timeout: RESEND_CODE_TIMEOUT } : {}),
    });
    await applications.reload();
    applications.warnAboutContrast();
    app.decorate('companyApplications', applications);
    await registerApiRoutes(app, companyApplicationsRoutes);
  },
  { name: 'company-applications' },
);
