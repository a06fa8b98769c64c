import { AuthMessages, ErrorCode, MANAGED_USER_HEADER, Messages } from '@portal/contract';
import type { FastifyContextConfig, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionRow } from '../../db/schema/index.js';
import { HttpError, notAuthenticated } from '../../plugins/app/http-errors.js';
import { clientOf } from '../../plugins/app/request-client.js';

const TOKEN = /^Token\s+([A-Za-z0-9_-]{20,200})$/;

export function twoFactorRequiredDetail(reason: SessionRow['twoFactorReason']): string {
  return reason === 'password_reset' ? Messages.twoFactorAfterPasswordReset : Messages.twoFactorCodeSent;
}

/**
 * One authentication hook for the whole /api tree. Routes are private unless their config says
 * `public: true`. Besides the key itself it enforces, on the server: idle expiry, a blocked
 * account, a pending login two-factor, a required password change, and who may act for whom.
 */
export const authenticatePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    requireActingDeclarations(app);
    // Callback style with a synchronous path for public routes and static files: the common
    // case costs no promise (see bench/README.md, throughput).
    app.addHook('onRequest', (request, _reply, done) => {
      // The API reference is public; its routes come from @fastify/swagger-ui and carry no config.
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return done();
      // Unknown paths and wrong methods answer 404/405 whoever asks, as they would for anyone.
      if (request.is404 || request.routeOptions.url === undefined) return done();
      const config = request.routeOptions.config;
      if (config.public) {
        if (!config.optionalAuth || !request.headers.authorization) return done();
        // Anyone may call it; a key that fails any check just leaves the request anonymous.
        authenticate(request).then(
          () => done(),
          () => done(),
        );
        return;
      }
      authenticate(request).then(() => done(), done);
    });

    async function authenticate(request: FastifyRequest): Promise<void> {
      const config = request.routeOptions.config;
      const header = request.headers.authorization;
      const match = header ? TOKEN.exec(header.trim()) : null;
      if (!match) throw notAuthenticated(AuthMessages.notAuthenticated);

      const { session, user } = await app.sessions.authenticate(match[1]!, new Date(), config.activity !== false);
      if (user.blockedAt || !user.isActive) {
        await app.sessions.end(session.id);
        throw new HttpError(ErrorCode.permanentBlocked, Messages.accountBlocked);
      }
      if (session.twoFactorReason && !session.twoFactorConfirmedAt && !config.allowPendingTwoFactor) {
        throw new HttpError(ErrorCode.login2faRequired, twoFactorRequiredDetail(session.twoFactorReason));
      }
      if (user.forcePasswordChange && !config.allowPasswordChangeRequired && !config.allowPendingTwoFactor) {
        throw new HttpError(ErrorCode.passwordChangeRequired, AuthMessages.passwordChangeRequired);
      }

      let subject = user;
      const acting = config.actingForClient ?? 'refuse';
      const managedHeader = request.headers[MANAGED_USER_HEADER.toLowerCase()];
      const managedId = typeof managedHeader === 'string' && managedHeader.trim() !== '' ? managedHeader.trim() : null;
      if (managedId !== null && acting !== 'self') {
        const target = /^\d{1,10}$/.test(managedId)
          ? await app.managedUsers.canManageId(user, Number(managedId))
          : undefined;
        if (!target) throw new HttpError(ErrorCode.managedUserForbidden, AuthMessages.managedUserForbidden);
        if (target.id !== user.id) {
          if (acting === 'refuse') {
            throw new HttpError(ErrorCode.actingForClientRefused, AuthMessages.actingForClientRefused);
          }
          await app.actingForClient.record(session, user, target, clientOf(request));
          subject = target;
        }
      }
      request.auth = { key: match[1]!, session, user, subject };
    }
  },
  { name: 'authenticate', dependencies: [] },
);

/**
 * Every route under /api that needs a session must say what it does while acting for a client:
 * a route added without it stops the server at start (and so every test), rather than quietly
 * following or ignoring Managed-User-id.
 */
function requireActingDeclarations(app: FastifyInstance): void {
  const routes: Array<{ method: string | string[]; url: string; config?: FastifyContextConfig }> = [];
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.url.startsWith('/api/docs')) routes.push(route);
  });
  app.addHook('onReady', async () => {
    // Read at ready: scopes (the operator API) may still change a route's config after onRoute.
    const undeclared = routes
      .filter((r) => !r.config?.public && r.config?.actingForClient === undefined)
      .map((r) => `${String(r.method)} ${r.url}`);
    if (undeclared.length > 0) {
      throw new Error(
        `Routes without config.actingForClient ('client' | 'self' | 'refuse'):\n  ${undeclared.join('\n  ')}`,
      );
    }
  });
}
