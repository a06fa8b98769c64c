import { randomUUID } from 'node:crypto';
import { ErrorCode, installContractZodMessages } from '@portal/contract';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './config/env.js';
import { writeAccessLine } from './config/access-log.js';
import { redactUrl, withLogRedaction } from './config/log-redaction.js';
import type { DatabaseHandle } from './db/client.js';
import { accountBlockingPlugin } from './modules/account-blocking/index.js';
import { accountsPlugin } from './modules/accounts/index.js';
import { activitiesPlugin } from './modules/activities/index.js';
import { advisorsPlugin } from './modules/advisors/index.js';
import { AuditTrail, auditPlugin } from './modules/audit/index.js';
import { applicationSigningPlugin } from './modules/application-signing/index.js';
import { applicationSubmissionsPlugin } from './modules/application-submissions/index.js';
import { authenticatePlugin, authPlugin } from './modules/auth/index.js';
import { backOfficeDashboardPlugin } from './modules/back-office-dashboard/index.js';
import { bsbDirectoryPlugin } from './modules/bsb-directory/index.js';
import { bankAccountsPlugin } from './modules/bank-accounts/index.js';
import { contactChangesPlugin } from './modules/contact-changes/index.js';
import { dashboardPlugin } from './modules/dashboard/index.js';
import { devPlugin } from './modules/dev/index.js';
import { documentsPlugin } from './modules/documents/index.js';
import { filesPlugin } from './modules/files/index.js';
import { flatPagesPlugin } from './modules/flat-pages/index.js';
import { healthPlugin } from './modules/health/index.js';
import { identityPlugin } from './modules/identity/index.js';
import { identityReviewPlugin } from './modules/identity-review/index.js';
import { invitationsPlugin } from './modules/invitations/index.js';
import { loanNotesPlugin } from './modules/loan-notes/index.js';
import { loanNotesHeldPlugin } from './modules/loan-notes-held/index.js';
import { redeemRequestsPlugin } from './modules/redeem-requests/index.js';
import { lookupsPlugin } from './modules/lookups/index.js';
import { notificationsPlugin } from './modules/notifications/index.js';
import { openRequestsPlugin } from './modules/open-requests/index.js';
import { operatorPlugin, resolveOperatorKey } from './modules/operator/index.js';
import { portfolioDataPlugin } from './modules/portfolio-data/index.js';
import { portfolioApplicationsPlugin } from './modules/portfolio-applications/index.js';
import { investmentPoliciesPlugin } from './modules/investment-policies/index.js';
import { productReferencePlugin } from './modules/product-reference/index.js';
import { profilesPlugin } from './modules/profiles/index.js';
import { realtimePlugin } from './modules/realtime/index.js';
import { rebalancePlugin } from './modules/rebalance/index.js';
import { reportsPlugin } from './modules/reports/index.js';
import { secondaryInvitesPlugin } from './modules/secondary-invites/index.js';
import { signingPlugin } from './modules/signing/index.js';
import { staffPlugin } from './modules/staff/index.js';
import { usersAdminPlugin } from './modules/users-admin/index.js';
import { supportPlugin } from './modules/support/index.js';
import { tenantsPlugin } from './modules/tenants/index.js';
import { resolveDataDir } from './config/env.js';
import { DomainEvents } from './platform/events/domain-events.js';
import type { FileStorage } from './platform/files/file-storage.js';
import type { BusinessRegister } from './platform/registers/business-register.js';
import { createMessageSender } from './platform/messaging/channel-router.js';
import type { MessageSender } from './platform/messaging/message-sender.js';
import { createInvalidationBus } from './platform/invalidation/create-invalidation-bus.js';
import { createJobQueue } from './platform/jobs/create-job-queue.js';
import { DEFAULT_JOB_SETTINGS, type JobQueue } from './platform/jobs/job-queue.js';
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
    messages: MessageSender;
    /** In-process events between modules (platform/events/): a lower module's change, a higher one's reaction. */
    events: DomainEvents;
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
  /** Replaces the business register chosen from the environment (tests pass one that fails or counts). */
  businessRegister?: BusinessRegister | undefined;
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
        writeAccessLine(request.log, {
          method: request.method,
          // The query string can carry tokens, addresses (`search=`), phones (`to=`): values redacted.
          url: redactUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        });
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

    const sender = options.sender ?? createMessageSender(options.env, app.db, app.log);
    app.decorate('messages', sender);
    app.decorate('events', new DomainEvents());
    const invalidation = await createInvalidationBus(options.database, app.log);
    app.addHook('onClose', () => invalidation.close());
    // The durable job queue: modules register their queues on it as they register. Workers start
    // once every module has, and stop before anything they use (database, realtime) closes.
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
    // The one authentication hook for /api, before any route: it guards them all whatever the order.
    await app.register(authenticatePlugin);
    const operatorKey = resolveOperatorKey(options.env, resolveDataDir(options.env));

    // The modules, each once, lower before higher (ARCHITECTURE.md): a module's plugin decorates
    // its services and registers its routes under /api and its operator routes under /api/operator.
    // Every operator-API call is recorded in the audit trail (issue #23 item 3).
    await app.register(operatorPlugin, { key: operatorKey, auditTrail: new AuditTrail(app.db, app.log) });
    await app.register(tenantsPlugin, { invalidation });
    await app.register(healthPlugin);
    // Early: @fastify/websocket wraps the routes declared after it (an upgrade to a plain route is
    // refused cleanly). The realtime token key derives from the operator key every process shares.
    await app.register(realtimePlugin, { secret: operatorKey, invalidation });
    await app.register(lookupsPlugin);
    await app.register(bsbDirectoryPlugin, { invalidation });
    await app.register(flatPagesPlugin);
    await app.register(activitiesPlugin);
    await app.register(authPlugin, { sender, invalidation });
    await app.register(filesPlugin, { storage: options.fileStorage });
    await app.register(identityPlugin);
    await app.register(accountsPlugin, { register: options.businessRegister });
    // The products' reference data (issue #20): note types by the account's application.
    await app.register(productReferencePlugin);
    await app.register(portfolioApplicationsPlugin);
    // Before the modules that notify: the statement's review tells the members.
    await app.register(notificationsPlugin);
    await app.register(investmentPoliciesPlugin);
    await app.register(advisorsPlugin);
    await app.register(profilesPlugin);
    await app.register(invitationsPlugin);
    await app.register(secondaryInvitesPlugin);
    await app.register(contactChangesPlugin);
    await app.register(accountBlockingPlugin);
    // Staff users' roles and the audit trail's search and export (issue #23 items 1 and 3).
    await app.register(staffPlugin);
    await app.register(usersAdminPlugin);
    await app.register(auditPlugin);
    // Personal details the automatic identity check left to staff (issue #23 item 2).
    await app.register(identityReviewPlugin);
    await app.register(bankAccountsPlugin);
    // Loan note applications of icf accounts (issue #20 item 2).
    await app.register(loanNotesPlugin);
    await app.register(loanNotesHeldPlugin);
    // Redemptions of notes held (issue #22 item 5).
    await app.register(redeemRequestsPlugin);
    // The application's submission from the registration summary (issue #20 item 5).
    await app.register(applicationSubmissionsPlugin);
    // Signing envelopes and the local signing pages' API (issue #21); application-signing hooks completion.
    await app.register(signingPlugin, {});
    await app.register(supportPlugin);
    await app.register(documentsPlugin);
    // Connects submission, signing, sealing and the account's documents (issue #21).
    await app.register(applicationSigningPlugin);
    // What is open on an account, read from bank accounts, signing, invitations and IPS (issue #22).
    await app.register(openRequestsPlugin);
    await app.register(dashboardPlugin, { invalidation, cacheBytes: options.env.DASHBOARD_CACHE_MB * 1024 * 1024 });
    await app.register(portfolioDataPlugin);
    await app.register(reportsPlugin);
    await app.register(rebalancePlugin);
    // The staff dashboard's counts over the queues' tables, read-only (issue #23 item 4).
    await app.register(backOfficeDashboardPlugin);
    await app.register(devPlugin);
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
  installContractZodMessages();
  const app = Fastify(fastifyOptions(options.env, options.logger ?? false)).withTypeProvider<ZodTypeProvider>();
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await app.register(portalApp, options);
  if (options.configure) await app.register(async (scoped) => options.configure!(scoped));
  await app.ready();
  return app;
}
