import {
  ActivityDescriptions,
  AuthMessages,
  ErrorCode,
  detailSchema,
  errorSchema,
  jwtLoginRequestSchema,
  jwtLoginResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  passwordChangeSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  passwordResetTokenSchema,
  passwordVerifySchema,
  emailVerifySchema,
  tokenValiditySchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUrl } from '../../config/env.js';
import { HttpError } from '../../plugins/app/http-errors.js';
import { recordActivity } from '../activities/index.js';
import { clientOf } from '../../plugins/app/request-client.js';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { verifyAdvisorJwt } from './jwt.js';
import { findUserByEmail } from './users.repository.js';

const tags = ['auth'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const tenantOf = (request: { headers: Record<string, unknown>; hostname: string }) =>
    app.tenants.resolve({
      tenantId: request.headers['application-id'] as string | undefined,
      hostname: request.hostname,
    });
  const links = (request: { headers: Record<string, unknown>; hostname: string }) => ({
    publicUrl: publicUrl(app.env),
    tenantName: tenantOf(request)?.configuration.name ?? 'Client Portal',
  });

  app.post(
    '/auth/base/login/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const now = new Date();
      const user = await app.login.verifyCredentials(request.body.email, request.body.password, request.ip, now);
      const tenant = tenantOf(request);
      const { session, key } = await app.sessions.create({
        user,
        tenantId: tenant?.id ?? null,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        twoFactorReason: user.twoFactorAfterReset ? 'password_reset' : user.loginTwoFactorAuthEnabled ? 'login' : null,
      });
      await recordActivity(app.db, {
        userId: user.id,
        type: 'sign_in',
        description: ActivityDescriptions.signIn,
        ...clientOf(request),
      });
      // Nothing about the person before the second factor: the profile comes once the code is in.
      if (session.twoFactorReason) {
        const settings = app.tenants.settingsFor(session.tenantId);
        return {
          key,
          profile: null,
          two_factor: app.twoFactor.loginChallenge(
            user,
            session.twoFactorReason,
            settings.resend_verification_code_timeout,
          ),
        };
      }
      return { key, profile: await app.profiles.build(user), two_factor: null };
    },
  );

  app.post(
    '/auth/base/logout/',
    {
      config: {
        actingForClient: 'self',
        allowPendingTwoFactor: true,
        allowPasswordChangeRequired: true,
        activity: false,
      },
      schema: {
        tags,
        summary: 'End this session; its key stops working at once',
        response: { 200: detailSchema, 401: errorSchema },
      },
    },
    async (request) => {
      await app.sessions.end(requireAuth(request).session.id);
      return { detail: AuthMessages.loggedOut };
    },
  );

  app.post(
    '/auth/base/jwt_login/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Sign in from the advisor system with a signed JWT',
        body: jwtLoginRequestSchema,
        response: { 200: jwtLoginResponseSchema, ...errors },
      },
    },
    async (request) => {
      const secret = app.env.JWT_SECRET;
      const claims = secret ? verifyAdvisorJwt(request.body.jwt_token, secret, new Date()) : null;
      const user = claims ? await findUserByEmail(app.db, claims.email) : undefined;
      if (!claims || !user || !user.isActive || user.blockedAt)
        throw new HttpError(ErrorCode.invalidJwt, AuthMessages.jwtInvalid);
      const managedUserId = claims.managed_user_id ?? null;
      if (managedUserId !== null) {
        const client = await app.managedUsers.canManageId(user, managedUserId);
        if (!client) throw new HttpError(ErrorCode.managedUserForbidden, AuthMessages.managedUserForbidden);
      }
      const { key } = await app.sessions.create({
        user,
        tenantId: tenantOf(request)?.id ?? null,
        ipAddress: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        // The advisor system vouches for the person; staff still give their code (sessions.create).
        twoFactorReason: null,
        extraPermissions: claims.extra_permissions ?? [],
        managedUserId,
      });
      return { key, extra_permissions: claims.extra_permissions ?? [], managed_user_id: managedUserId };
    },
  );

  app.post(
    '/auth/base/password-reset/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'E-mail a one-time reset link; the same answer whether or not the address has an account',
        body: passwordResetRequestSchema,
        response: { 200: detailSchema, 400: validationErrorSchema },
      },
    },
    async (request) => {
      app.passwords.requestReset(request.body.email, links(request));
      return { detail: AuthMessages.passwordResetSent };
    },
  );

  app.post(
    '/auth/base/password-reset-check-token-expiration/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Whether a reset link can still be used',
        body: passwordResetTokenSchema,
        response: { 200: tokenValiditySchema, 400: validationErrorSchema },
      },
    },
    async (request) => ({ is_valid: await app.passwords.isResetTokenValid(request.body.token, new Date()) }),
  );

  app.post(
    '/auth/base/password-reset-confirm/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Set a new password from a reset link; ends every session',
        body: passwordResetConfirmSchema,
        response: { 200: detailSchema, 400: validationErrorSchema },
      },
    },
    async (request) => {
      await app.passwords.confirmReset(request.body.token, request.body.new_password1, new Date(), clientOf(request));
      return { detail: AuthMessages.passwordResetDone };
    },
  );

  app.post(
    '/auth/base/password-verify/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'Check the signed-in user’s password',
        body: passwordVerifySchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      await app.passwords.verify(requireAuth(request).user, request.body.password);
      return { detail: AuthMessages.passwordVerified };
    },
  );

  app.post(
    '/auth/base/password-change/',
    {
      config: { actingForClient: 'refuse', allowPasswordChangeRequired: true },
      schema: {
        tags,
        summary: 'Change password; other sessions end',
        body: passwordChangeSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      await app.passwords.change(
        user.id,
        session.id,
        request.body.old_password,
        request.body.new_password1,
        new Date(),
        clientOf(request),
      );
      return { detail: AuthMessages.passwordChanged };
    },
  );

  app.post(
    '/auth/base/verification-email-send/',
    {
      config: { actingForClient: 'self', allowPasswordChangeRequired: true },
      schema: { tags, summary: 'E-mail a link that verifies the address', response: { 200: detailSchema, ...errors } },
    },
    async (request) => {
      await app.emailVerification.send(requireAuth(request).user, links(request));
      return { detail: AuthMessages.verificationEmailSent };
    },
  );

  app.post(
    '/auth/base/email-verify/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Verify an e-mail address from its link',
        body: emailVerifySchema,
        response: { 200: detailSchema, 400: validationErrorSchema },
      },
    },
    async (request) => {
      await app.emailVerification.verify(request.body.token, new Date());
      return { detail: AuthMessages.emailVerified };
    },
  );
};
