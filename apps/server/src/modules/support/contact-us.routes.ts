import {
  APPLICATION_ID_HEADER,
  contactUsRequestSchema,
  contactUsResponseSchema,
  errorSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/**
 * POST /contact-us/ (spec 1 §7): public, as contact support has no guard; a request with a
 * usable session key is read as that user (their profile's e-mail, their id on the record).
 */
export const contactUsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.contactUs;

  app.post(
    '/contact-us/',
    {
      config: { public: true, optionalAuth: true },
      schema: {
        tags: ['support'],
        summary:
          'Send a question to support; the e-mail is needed only when signed out or the profile has none. Rate-limited.',
        body: contactUsRequestSchema,
        response: { 200: contactUsResponseSchema, 400: validationErrorSchema, 429: errorSchema },
      },
    },
    async (request) =>
      service.submit(
        {
          user: request.auth?.user ?? null,
          tenant: app.tenants.resolve({
            tenantId: request.headers[APPLICATION_ID_HEADER.toLowerCase()] as string | undefined,
            hostname: request.hostname,
          }),
          ipAddress: request.ip,
        },
        request.body,
        new Date(),
      ),
  );
};
