import {
  APPLICATION_ID_HEADER,
  companyApplicationSummarySchema,
  constanceConfigSchema,
  currentApplicationSchema,
  errorSchema,
  pageSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app/http-errors.js';

export const tenantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-applications/',
    {
      config: { public: true },
      schema: {
        tags: ['company-applications'],
        summary: 'Applications (white-label tenants) served by this portal',
        response: { 200: pageSchema(companyApplicationSummarySchema) },
      },
    },
    async () => {
      const results = app.tenants.list();
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    '/company-applications/current-application/',
    {
      config: { public: true },
      schema: {
        tags: ['company-applications'],
        summary: `The application for this request: ${APPLICATION_ID_HEADER} header, else host name, else the default`,
        response: { 200: currentApplicationSchema, 404: errorSchema },
      },
    },
    async (request, reply) => {
      // Pre-serialized: this is the first call of every page load (see bench/README.md).
      const json = app.tenants.currentApplicationJson({
        tenantId: request.headers[APPLICATION_ID_HEADER.toLowerCase()] as string | undefined,
        hostname: request.hostname,
      });
      if (!json) throw notFound('No company application is configured.');
      return reply
        .type('application/json; charset=utf-8')
        .serializer((p: unknown) => p as string)
        .send(json as never);
    },
  );

  app.get(
    '/utils/constance-config/',
    {
      config: { public: true },
      schema: {
        tags: ['company-applications'],
        summary:
          'Runtime constants of this request’s application read before sign-in: the browser monitoring script to load, if any',
        response: { 200: constanceConfigSchema },
      },
    },
    async (request) =>
      app.tenants.constanceConfig({
        tenantId: request.headers[APPLICATION_ID_HEADER.toLowerCase()] as string | undefined,
        hostname: request.hostname,
      }),
  );
};
