import {
  AuthMessages,
  detailSchema,
  errorSchema,
  idParamsSchema,
  lastActivitySchema,
  sessionConfigurationSchema,
  sessionSummarySchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../plugins/app/http-errors.js';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['sessions'];

export const sessionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/auth/sessions/session-configuration/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Resend timeout and idle expiry of this application',
        response: { 200: sessionConfigurationSchema },
      },
    },
    async (request) => {
      const tenant = app.tenants.resolve({
        tenantId: request.headers['application-id'] as string | undefined,
        hostname: request.hostname,
      });
      const s = app.tenants.settingsFor(tenant?.id ?? null);
      return {
        resendVerificationCodeTimeout: s.resend_verification_code_timeout,
        session_expire_after: s.session_expire_after,
        session_expire_warning_after: s.session_expire_warning_after,
      };
    },
  );

  app.get(
    '/auth/sessions/last-activity-ping/',
    {
      config: {
        actingForClient: 'self',
        activity: false,
        allowPendingTwoFactor: true,
        allowPasswordChangeRequired: true,
      },
      schema: {
        tags,
        summary: 'Seconds since the user last did something (this call does not count)',
        response: { 200: lastActivitySchema, 401: errorSchema },
      },
    },
    async (request) => ({ inactive_seconds: app.sessions.inactiveSeconds(requireAuth(request).session, new Date()) }),
  );

  app.get(
    '/auth/sessions/session-keep-alive/',
    {
      config: { actingForClient: 'self', allowPendingTwoFactor: true, allowPasswordChangeRequired: true },
      schema: { tags, summary: 'Extend the session', response: { 200: detailSchema, 401: errorSchema } },
    },
    async (request) => {
      await app.sessions.keepAlive(requireAuth(request).session, new Date());
      return { detail: AuthMessages.sessionAlive };
    },
  );

  app.get(
    '/auth/sessions/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'The user’s signed-in sessions (devices)',
        response: { 200: z.array(sessionSummarySchema), 401: errorSchema },
      },
    },
    async (request) => {
      const { user, session: current } = requireAuth(request);
      const rows = await app.sessions.list(user.id);
      return rows.map((s) => ({
        id: s.id,
        user_agent: s.userAgent,
        ip_address: s.ipAddress,
        created: s.createdAt.toISOString(),
        last_activity: s.lastActivityAt.toISOString(),
        is_current: s.id === current.id,
      }));
    },
  );

  app.delete(
    '/auth/sessions/:id/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'End one of the user’s sessions',
        params: idParamsSchema,
        response: { 200: detailSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      const mine = (await app.sessions.list(user.id)).find((s) => s.id === request.params.id);
      if (!mine) throw notFound();
      await app.sessions.end(mine.id);
      return { detail: AuthMessages.sessionEnded };
    },
  );

  app.post(
    '/auth/sessions/end-others/',
    {
      config: { actingForClient: 'self' },
      schema: { tags, summary: 'End every session but this one', response: { 200: detailSchema, 401: errorSchema } },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      await app.sessions.endAllFor(user.id, session.id);
      return { detail: AuthMessages.sessionEnded };
    },
  );
};
