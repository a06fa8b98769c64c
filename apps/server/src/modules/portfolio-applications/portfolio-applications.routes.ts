import {
  errorSchema,
  idParamsSchema,
  portfolioApplicationCreateSchema,
  portfolioApplicationDetailsSchema,
  portfolioApplicationQuerySchema,
  portfolioApplicationSchema,
  portfolioApplicationUpdateSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['portfolio-applications'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * The private portfolio application (spec 2 §7 "POST or PATCH portfolio-applications; GET
 * details"; issue #20). Anyone on the account reads it; only its primary user writes (403).
 */
export const portfolioApplicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ipm/portfolio-applications/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The account’s portfolio application, or null before it is saved',
        querystring: portfolioApplicationQuerySchema,
        response: { 200: portfolioApplicationDetailsSchema, ...errors },
      },
    },
    async (request) => app.portfolioApplications.details(requireAuth(request).subject.id, request.query.account),
  );

  app.post(
    '/ipm/portfolio-applications/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Save the account’s portfolio application (one per account; the primary user only)',
        body: portfolioApplicationCreateSchema,
        response: { 201: portfolioApplicationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { account, ...values } = request.body;
      const saved = await app.portfolioApplications.create(requireAuth(request).subject.id, account, values);
      return reply.status(201).send(saved);
    },
  );

  app.get(
    '/ipm/portfolio-applications/:id/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'One portfolio application',
        params: idParamsSchema,
        response: { 200: portfolioApplicationSchema, ...errors },
      },
    },
    async (request) => app.portfolioApplications.get(requireAuth(request).subject.id, request.params.id),
  );

  app.patch(
    '/ipm/portfolio-applications/:id/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Change the portfolio application (the primary user only)',
        params: idParamsSchema,
        body: portfolioApplicationUpdateSchema,
        response: { 200: portfolioApplicationSchema, ...errors },
      },
    },
    async (request) =>
      app.portfolioApplications.update(requireAuth(request).subject.id, request.params.id, request.body),
  );
};
