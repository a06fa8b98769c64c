import {
  errorSchema,
  idParamsSchema,
  trustDetailsInputSchema,
  trustDetailsSchema,
  trustTypeOptions,
  trustTypesSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['accounts'];
const oneAccount = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * A trust account's trust details (spec 2 §7 "Trust details"): the trust types, and the account's
 * details read, created and changed. Reads follow a client staff act for; changes are the client's own.
 */
export const trustDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/trust-types/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The kinds of trust the trust-details form offers',
        response: { 200: trustTypesSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => trustTypeOptions(),
  );

  app.get(
    '/accounts/:id/trust-details/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'A trust account’s trust details (404 until saved)',
        params: idParamsSchema,
        response: { 200: trustDetailsSchema, ...oneAccount },
      },
    },
    async (request) => app.trustDetails.get(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    '/accounts/:id/trust-details/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Save a trust account’s trust details (spec 2 §5); only with signing authority',
        params: idParamsSchema,
        body: trustDetailsInputSchema,
        response: { 201: trustDetailsSchema, ...oneAccount },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.trustDetails.create(requireAuth(request).subject.id, request.params.id, request.body)),
  );

  app.patch(
    '/accounts/:id/trust-details/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Change a trust account’s saved trust details; only with signing authority',
        params: idParamsSchema,
        body: trustDetailsInputSchema,
        response: { 200: trustDetailsSchema, ...oneAccount },
      },
    },
    async (request) => app.trustDetails.update(requireAuth(request).subject.id, request.params.id, request.body),
  );
};
