import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { InvalidationBus } from '../../platform/invalidation/invalidation-bus.js';
import type { MessageSender } from '../../platform/messaging/message-sender.js';
import { registerApiRoutes } from '../../plugins/app/api-prefix.js';
import { ActingForClientLog } from './acting-for-client.js';
import { authRoutes } from './auth.routes.js';
import { EmailVerificationService } from './email-verification.service.js';
import { LoginService } from './login.service.js';
import { ManagedUsersPolicy } from './managed-users.js';
import { PasswordsService } from './passwords.service.js';
import { sessionsRoutes } from './sessions.routes.js';
import { SessionsService } from './sessions.service.js';
import { twoFactorRoutes } from './two-factor.routes.js';
import { TwoFactorService } from './two-factor.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionsService;
    login: LoginService;
    twoFactor: TwoFactorService;
    passwords: PasswordsService;
    emailVerification: EmailVerificationService;
    managedUsers: ManagedUsersPolicy;
    actingForClient: ActingForClientLog;
  }
}

/**
 * The sign-in services and routes. The one authentication hook for /api (authenticate.ts) is
 * registered by app.ts before any module, so that it guards every route whatever the order.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, options: { sender: MessageSender; invalidation: InvalidationBus }) => {
    const sessions = new SessionsService(app.db, (id) => app.tenants.settingsFor(id), options.invalidation);
    app.decorate('sessions', sessions);
    app.decorate('login', new LoginService(app.db));
    app.decorate('twoFactor', new TwoFactorService(app.db, options.sender, sessions));
    app.decorate('passwords', new PasswordsService(app.db, options.sender, sessions, app.log));
    app.decorate('emailVerification', new EmailVerificationService(app.db, options.sender, sessions));
    app.decorate('managedUsers', new ManagedUsersPolicy(app.db));
    app.decorate('actingForClient', new ActingForClientLog(app.db));
    await registerApiRoutes(app, authRoutes, twoFactorRoutes, sessionsRoutes);
  },
  { name: 'auth' },
);
