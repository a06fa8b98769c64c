import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@portal/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import { redactUrl, withLogRedaction } from './config/log-redaction.js';
import type { DatabaseHandle } from './db/client.js';
import { CompanyApplicationsService } from './modules/company-applications/company-applications.service.js';
import { companyApplicationsRoutes } from './modules/company-applications/company-applications.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { authPlugin } from './modules/auth/auth.plugin.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { sessionsRoutes } from './modules/auth/sessions.routes.js';
import { twoFactorRoutes } from './modules/auth/two-factor.routes.js';
import { devOutboxRoutes } from './modules/dev/outbox.routes.js';
import { profilesRoutes } from './modules/profiles/profiles.routes.js';
import { invitationsOperatorRoutes } from './modules/invitations/invitations.operator-routes.js';
import { invitationsPlugin } from './modules/invitations/invitations.plugin.js';
import { secondaryInvitesPlugin } from './modules/secondary-invites/secondary-invites.plugin.js';
import { secondaryInvitesRoutes } from './modules/secondary-invites/secondary-invites.routes.js';
import { secondaryInvitesOperatorRoutes } from './modules/secondary-invites/secondary-invites.operator-routes.js';
import { individualTaxRoutes } from './modules/identity/individual-tax.routes.js';
import { invitationsRoutes } from './modules/invitations/invitations.routes.js';
import { invitationFlowRoutes } from './modules/invitations/invitation-flow.routes.js';
import { requireOperatorKey } from './modules/operator/operator-auth.js';
import { resolveOperatorKey } from './modules/operator/operator-key.js';
import { resolveDataDir } from './config/env.js';
import { filesPlugin } from './modules/files/files.plugin.js';
import { identityPlugin } from './modules/identity/identity.plugin.js';
import { profilesPlugin } from './modules/profiles/profiles.plugin.js';
import { personalDetailsRoutes } from './modules/identity/personal-details.routes.js';
import { registrationDetailsRoutes } from './modules/identity/registration-details.routes.js';
import { lookupsRoutes } from './modules/lookups/lookups.routes.js';
import { profileMiscRoutes } from './modules/profiles/profile-misc.routes.js';
import { notificationSettingsRoutes } from './modules/profiles/notification-settings.routes.js';
import { contactUsRoutes } from './modules/support/contact-us.routes.js';
import { supportOperatorRoutes } from './modules/support/support.operator-routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { flatPagesRoutes } from './modules/flat-pages/flat-pages.routes.js';
import { latestAvailabilityRoutes } from './modules/portfolio-data/latest-availability.routes.js';
import { portfolioImportOperatorRoutes } from './modules/portfolio-data/portfolio-import.operator-routes.js';
import { personalDocumentsRoutes } from './modules/files/personal-documents.routes.js';
import { contactChangesPlugin } from './modules/contact-changes/contact-changes.plugin.js';
import { contactChangesRoutes } from './modules/contact-changes/contact-changes.routes.js';
import { accountBlockingPlugin } from './modules/account-blocking/account-blocking.plugin.js';
import { accountBlockingRoutes } from './modules/account-blocking/account-blocking.routes.js';
import { accountBlockingOperatorRoutes } from './modules/account-blocking/account-blocking.operator-routes.js';
import { activitiesRoutes } from './modules/activities/activities.routes.js';
import { documentsPlugin } from './modules/documents/documents.plugin.js';
import { documentsRoutes } from './modules/documents/documents.routes.js';
import { documentsOperatorRoutes } from './modules/documents/documents.operator-routes.js';
import type { FileStorage } from './platform/files/file-storage.js';
import { createMessageSender } from './platform/messaging/channel-router.js';
import type { MessageSender } from './platform/messaging/message-sender.js';
import { dashboardPlugin } from './modules/dashboard/dashboard.plugin.js';
import { createInvalidationBus } from './platform/invalidation/create-invalidation-bus.js';
import { createJobQueue } from './platform/jobs/create-job-queue.js';
import { DEFAULT_JOB_SETTINGS, type JobQueue } from './platform/jobs/job-queue.js';
import { reportsPlugin } from './modules/reports/reports.plugin.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { realtimePlugin } from './modules/realtime/realtime.plugin.js';
import { realtimeRoutes } from './modules/realtime/realtime.routes.js';
import { notificationsPlugin } from './modules/notifications/notifications.plugin.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { notificationsOperatorRoutes } from './modules/notifications/notifications.operator-routes.js';
import { rebalanceRoutes } from './modules/rebalance/rebalance.routes.js';
import { rebalanceOperatorRoutes } from './modules/rebalance/rebalance.operator-routes.js';
import { advisorsPlugin } from './modules/advisors/advisors.plugin.js';
import { advisorsRoutes } from './modules/advisors/advisors.routes.js';
import { advisorsOperatorRoutes } from './modules/advisors/advisors.operator-routes.js';
import { openApiPlugin } from './plugins/external/openapi.js';
import { securityHeadersPlugin } from './plugins/external/security-headers.js';
import { webAppPlugin, webDistExists } from './plugins/external/web-app.js';
import { errorHandlerPlugin } from './plugins/app/error-handler.js';
import { notFoundPlugin } from './plugins/app/not-found.js';
import { storableTextPlugin } from './plugins/app/storable-text.js';
import { errorBodyFor, sendErrorBody } from './plugins/app/error-body.js';

declare module 'fastify' {
  interface FastifyInstance {
    env: Env;
    database: DatabaseHandle;
    db: DatabaseHandle['db'];
    portalVersion: string;
    companyApplications: CompanyApplicationsService;
    messages: MessageSender;
    /** The durable background job queue (platform/jobs/); modules register their queues on it. */
    jobs: JobQueue;
  }
  interface FastifyContextConfig {
    /** Reachable without a session key. */
    public?: boolean;
    /** An operator API route: no session key, but the operator key (modules/operator/operator-auth.ts). */
    operator?: boolean;
  }
}

export interface PortalOptions {
  env: Env;
  database: DatabaseHandle;
  version: string;
  /** Absolute path of the built web app, served when it exists. */
  webRoot?: string | undefined;
  /** Replaces the configured message delivery (tests capture messages with it). */
  sender?: MessageSender | undefined;
  /** Replaces file storage on disk (tests keep files in memory). */
  fileStorage?: FileStorage | undefined;
}

/** The whole portal as one Fastify plugin: external plugins first, then app plugins, then routes. */
export const portalApp = fp(
  async (app: FastifyInstance, options: PortalOptions) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.decorate('env', options.env);
    app.decorate('database', options.database);
    app.decorate('db', options.database.db);
    app.decorate('portalVersion', options.version);

    const serveWeb = Boolean(options.webRoot && webDistExists(options.webRoot));

    // Decided once: building the log object per request costs even when the line is dropped.
    const logRequests = ['info', 'debug', 'trace'].includes(app.log.level);
    app.addHook('onResponse', (request, reply, done) => {
      if (logRequests)
        request.log.info(
          {
            method: request.method,
            // The query string can carry tokens, addresses (`search=`), phones (`to=`): values redacted.
            url: redactUrl(request.url),
            status: reply.statusCode,
            ms: Math.round(reply.elapsedTime * 10) / 10,
          },
          'request',
        );
      done();
    });

    // External plugins.
    await app.register(securityHeadersPlugin);
    await app.register(openApiPlugin, { version: options.version });
    if (serveWeb) await app.register(webAppPlugin, { root: options.webRoot! });

    // App plugins.
    await app.register(errorHandlerPlugin);
    await app.register(storableTextPlugin);
    // JSON is the API's one text format (CSV feeds register their own parser): a text/plain body
    // answers 415 rather than reaching a route as a string.
    app.removeContentTypeParser('text/plain');
    await app.register(notFoundPlugin, { spaFallback: serveWeb });

    const { SESSION_EXPIRE_AFTER, SESSION_EXPIRE_WARNING_AFTER, RESEND_CODE_TIMEOUT } = options.env;
    const applications = new CompanyApplicationsService(app.db, app.log, {
      ...(SESSION_EXPIRE_AFTER ? { session_expire_after: SESSION_EXPIRE_AFTER } : {}),
      ...(SESSION_EXPIRE_WARNING_AFTER ? { session_expire_warning_after: SESSION_EXPIRE_WARNING_AFTER } : {}),
      ...(RESEND_CODE_TIMEOUT ? { resend_verification_code_timeout: RESEND_CODE_TIMEOUT } : {}),
    });
    await applications.reload();
    applications.warnAboutContrast();
    app.decorate('companyApplications', applications);
    const sender = options.sender ?? createMessageSender(options.env, app.db, app.log);
    app.decorate('messages', sender);
    const invalidation = await createInvalidationBus(options.database, app.log);
    app.addHook('onClose', () => invalidation.close());
    await app.register(authPlugin, { sender, invalidation });
    await app.register(invitationsPlugin);
    await app.register(secondaryInvitesPlugin);
    await app.register(filesPlugin, { storage: options.fileStorage });
    await app.register(identityPlugin);
    await app.register(contactChangesPlugin);
    await app.register(accountBlockingPlugin);
    await app.register(profilesPlugin);
    const operatorKey = resolveOperatorKey(options.env, resolveDataDir(options.env));
    // Before the routes: @fastify/websocket wraps every route declared after it. The realtime
    // token key derives from the operator key, which every process on one database shares.
    await app.register(realtimePlugin, { secret: operatorKey, invalidation });
    await app.register(notificationsPlugin);
    await app.register(advisorsPlugin);
    await app.register(documentsPlugin);
    await app.register(dashboardPlugin, { invalidation, cacheBytes: options.env.DASHBOARD_CACHE_MB * 1024 * 1024 });
    // Workers start once every module has registered its queues, and stop before anything they
    // use (database, realtime) closes.
    const jobs = createJobQueue(options.database, app.log, {
      ...DEFAULT_JOB_SETTINGS,
      concurrency: options.env.JOB_CONCURRENCY,
      pollIntervalMs: options.env.JOB_POLL_INTERVAL_MS,
      leaseMs: options.env.JOB_LEASE_MS,
      retryBaseMs: options.env.JOB_RETRY_BASE_MS,
      stopTimeoutMs: Math.floor(options.env.SHUTDOWN_TIMEOUT_MS * 0.8),
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', () => jobs.start());
    app.addHook('preClose', () => jobs.stop());
    await app.register(reportsPlugin);

    await app.register(
      async (api) => {
        await api.register(healthRoutes);
        await api.register(companyApplicationsRoutes);
        await api.register(authRoutes);
        await api.register(twoFactorRoutes);
        await api.register(sessionsRoutes);
        await api.register(profilesRoutes);
        await api.register(invitationsRoutes);
        await api.register(invitationFlowRoutes);
        await api.register(secondaryInvitesRoutes);
        await api.register(personalDocumentsRoutes);
        await api.register(personalDetailsRoutes);
        await api.register(registrationDetailsRoutes);
        await api.register(individualTaxRoutes);
        await api.register(dashboardRoutes);
        await api.register(reportsRoutes);
        await api.register(lookupsRoutes);
        await api.register(notificationsRoutes);
        await api.register(realtimeRoutes);
        await api.register(contactChangesRoutes);
        await api.register(accountBlockingRoutes);
        await api.register(activitiesRoutes);
        await api.register(profileMiscRoutes);
        await api.register(notificationSettingsRoutes);
        await api.register(contactUsRoutes);
        await api.register(flatPagesRoutes);
        await api.register(latestAvailabilityRoutes);
        await api.register(advisorsRoutes);
        await api.register(documentsRoutes);
        await api.register(rebalanceRoutes);
        // The operator API: its own key, never a user session (see modules/operator/).
        await api.register(
          async (operator) => {
            requireOperatorKey(operator, operatorKey);
            await operator.register(invitationsOperatorRoutes);
            await operator.register(secondaryInvitesOperatorRoutes);
            await operator.register(notificationsOperatorRoutes);
            await operator.register(accountBlockingOperatorRoutes);
            await operator.register(portfolioImportOperatorRoutes);
            await operator.register(supportOperatorRoutes);
            await operator.register(advisorsOperatorRoutes);
            await operator.register(documentsOperatorRoutes);
            await operator.register(rebalanceOperatorRoutes);
          },
          { prefix: '/operator' },
        );
        if (options.env.PORTAL_DEMO) await api.register(devOutboxRoutes);
      },
      { prefix: '/api' },
    );
  },
  { name: 'portal' },
);

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function fastifyOptions(env: Env, logger: FastifyServerOptions['logger']): FastifyServerOptions {
  return {
    // Secret fields, query values and request bodies never reach a log line (config/log-redaction.ts).
    logger: withLogRedaction(logger),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: env.BODY_LIMIT,
    requestIdHeader: false,
    // One line per request (onResponse below) instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    // A caller's request id (from a proxy) is kept when it looks sane, so logs line up across hops.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A URL the router cannot read (bad percent-encoding) answers in the contract's shape too.
    frameworkErrors: (_error, _request, reply) =>
      sendErrorBody(reply, 400, errorBodyFor(400, 'The address of the request is not valid.', ErrorCode.badRequest)),
    // Every schema is zod: giving Fastify the zod compilers up front keeps it from loading AJV and
    // fast-json-stringify at all (a quarter of a second of start-up).
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as never,
        buildSerializer: (() => serializerCompiler) as never,
      },
    },
    forceCloseConnections: 'idle',
  };
}

export async function buildApp(
  options: PortalOptions & {
    logger?: FastifyServerOptions['logger'];
    /** Extra registrations before the app is sealed (tests add probe routes here). */
    configure?: (app: FastifyInstance) => void | Promise<void>;
    /** Sees every route as declared, schemas included (tests generate requests from them). */
    onRoute?: (route: RouteOptions) => void;
  },
): Promise<FastifyInstance> {
  const app = Fastify(fastifyOptions(options.env, options.logger ?? false)).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(portalApp, options);
  if (options.configure) await app.register(async (scoped) => options.configure!(scoped));
  await app.ready();
  return app;
}
