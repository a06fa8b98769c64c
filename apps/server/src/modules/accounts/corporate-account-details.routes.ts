import {
  corporateAccountDetailsInputSchema,
  corporateAccountDetailsSchema,
  errorSchema,
  idParamsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['accounts'];
const oneAccount = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const url = '/accounts/:id/corporate-account-details/';

/**
 * Company or corporate trustee details (spec 2 §7 "Corporate details: POST or PATCH
 * corporate-account-details"): read, created and changed. Reads follow a client staff act for;
 * changes are the client's own.
 */
export const corporateAccountDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    url,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'A company’s or corporate trustee’s details (404 until saved)',
        params: idParamsSchema,
        response: { 200: corporateAccountDetailsSchema, ...oneAccount },
      },
    },
    async (request) => app.corporateAccountDetails.get(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    url,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Save a company’s or corporate trustee’s details (spec 2 §5); only with signing authority',
        params: idParamsSchema,
        body: corporateAccountDetailsInputSchema,
        response: { 201: corporateAccountDetailsSchema, ...oneAccount },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await app.corporateAccountDetails.create(requireAuth(request).subject.id, request.params.id, request.body),
        ),
  );

  app.patch(
    url,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Change a company’s or corporate trustee’s saved details; only with signing authority',
        params: idParamsSchema,
        body: corporateAccountDetailsInputSchema,
        response: { 200: corporateAccountDetailsSchema, ...oneAccount },
      },
    },
    async (request) =>
      app.corporateAccountDetails.update(requireAuth(request).subject.id, request.params.id, request.body),
  );
};
