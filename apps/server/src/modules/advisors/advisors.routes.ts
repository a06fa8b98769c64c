import {
  advisorContactRequestSchema,
  advisorListSchema,
  advisorRequestAnswerSchema,
  APPLICATION_ID_HEADER,
  clientConfigurationSchema,
  errorSchema,
  idParamsSchema,
  meetingBookingRequestSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { clientConfiguration } from './client-configuration.js';
import type { ClientRequestContext } from './client-request-context.js';

/**
 * The advisor page (spec 3 §2.7, §7): the client's advisors and their photos, a message to one
 * of them, a quarterly review booking, and the brand's configuration (booking team, disclaimer).
 * Everything concerns the request's subject: the client staff act for, when they do.
 */
export const advisorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tenantOf = (request: FastifyRequest) =>
    app.tenants.resolve({
      tenantId: request.headers[APPLICATION_ID_HEADER.toLowerCase()] as string | undefined,
      hostname: request.hostname,
    });
  const contextOf = (request: FastifyRequest): ClientRequestContext => {
    const { user, subject } = requireAuth(request);
    return { user, subject, tenant: tenantOf(request), ipAddress: request.ip };
  };

  app.get(
    '/profiles/advisors/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags: ['advisors'],
        summary: 'The advisors serving the client’s accounts',
        response: { 200: advisorListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const results = await app.advisors.list(requireAuth(request).subject.id);
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    '/profiles/advisors/:id/photo/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags: ['advisors'],
        summary: 'An advisor’s photo, to that advisor’s clients only',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const photo = await app.advisors.openPhoto(requireAuth(request).subject.id, request.params.id);
      // The address carries a version, so the browser may keep it; 'private' keeps it out of shared caches.
      return reply.type(photo.contentType).header('Cache-Control', 'private, max-age=86400').send(photo.stream);
    },
  );

  app.post(
    '/profiles/advisors/:id/contact/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags: ['advisors'],
        summary: 'Send one of the client’s advisors a message: kept, then e-mailed to the advisor. Rate-limited.',
        params: idParamsSchema,
        body: advisorContactRequestSchema,
        response: {
          201: advisorRequestAnswerSchema,
          400: validationErrorSchema,
          401: errorSchema,
          404: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.advisors.contact(contextOf(request), request.params.id, request.body, new Date())),
  );

  app.get(
    '/ipm/configuration/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags: ['advisors'],
        summary: 'The brand’s booking team and portal disclaimer',
        response: { 200: clientConfigurationSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => clientConfiguration(app.db, tenantOf(request)),
  );

  app.post(
    '/accounts/current/book-quarterly-meeting/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags: ['advisors'],
        summary:
          'Ask for a quarterly review meeting: kept, e-mailed to the booking team, confirmed to the client with a calendar entry. Rate-limited.',
        body: meetingBookingRequestSchema,
        response: {
          201: advisorRequestAnswerSchema,
          400: validationErrorSchema,
          401: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.meetingBookings.book(contextOf(request), request.body, new Date())),
  );
};
