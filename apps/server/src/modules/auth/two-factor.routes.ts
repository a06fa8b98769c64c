import {
  AuthMessages,
  detailSchema,
  errorSchema,
  twoFactorConfirmSchema,
  twoFactorRequestResponseSchema,
  twoFactorRequestSchema,
  validationErrorSchema,
  type TwoFactorChannel,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FieldValidationError } from '../../plugins/app/http-errors.js';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['two-factor'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 429: errorSchema };

export const twoFactorRoutes: FastifyPluginAsyncZod = async (app) => {
  const sendCode = (request: FastifyRequest, channel: TwoFactorChannel) => {
    const { user, session } = requireAuth(request);
    const settings = app.tenants.settingsFor(session.tenantId);
    return app.twoFactor.request(
      {
        user,
        session,
        tenantName: app.tenants.get(session.tenantId)?.configuration.name ?? 'Client Portal',
        resendTimeoutSeconds: settings.resend_verification_code_timeout,
      },
      channel,
      new Date(),
    );
  };

  app.post(
    '/auth/two-factor-authentication/request-create/',
    {
      config: { actingForClient: 'self', allowPendingTwoFactor: true, allowPasswordChangeRequired: true },
      schema: {
        tags,
        summary: 'Send a six-digit code (login code while the session waits for one, else an action code)',
        body: twoFactorRequestSchema,
        response: { 200: twoFactorRequestResponseSchema, ...errors },
      },
    },
    async (request) => sendCode(request, request.body.channel),
  );

  app.post(
    '/profiles/my/send-2fa-confirmation-code-sms/',
    {
      // Spec 1 §7's profile call: the same action code, always by SMS, for a session already confirmed.
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'Send a six-digit action code by SMS (request-create with channel sms)',
        response: { 200: twoFactorRequestResponseSchema, ...errors },
      },
    },
    async (request) => sendCode(request, 'sms'),
  );

  app.post(
    '/auth/two-factor-authentication/login-confirmation-create/',
    {
      config: { actingForClient: 'self', allowPendingTwoFactor: true },
      schema: {
        tags,
        summary: 'Confirm the session with the login code',
        body: twoFactorConfirmSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (app.twoFactor.purposeFor(auth.session) !== 'login') {
        // Nothing waits for a login code: a 400 with the reason as a non-field error.
        throw FieldValidationError.nonField('This session does not wait for a login code.');
      }
      await app.twoFactor.confirm(auth, 'login', request.body.code, new Date());
      return { detail: AuthMessages.codeConfirmed };
    },
  );

  app.post(
    '/auth/two-factor-authentication/action-confirmation-create/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'Confirm a protected action with a code; protected writes are allowed for five minutes',
        body: twoFactorConfirmSchema,
        response: { 200: detailSchema, ...errors },
      },
    },
    async (request) => {
      await app.twoFactor.confirm(requireAuth(request), 'action', request.body.code, new Date());
      return { detail: AuthMessages.codeConfirmed };
    },
  );
};
