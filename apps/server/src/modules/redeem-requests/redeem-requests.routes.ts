import {
  confirmRedeemRequestSchema,
  createRedeemRequestSchema,
  errorSchema,
  idParamsSchema,
  redeemRequestSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['loan-notes'];
const errors = {
  400: validationErrorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  429: errorSchema,
};

/**
 * Redeeming a loan note held (issue #22 item 5): ask, confirm with the code sent, then wait for
 * settlement. Money leaves the note, so only the client asks and confirms (refused while staff or
 * an advisor act for them); reading a request works for the client.
 */
export const redeemRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ipm/redeem-requests/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary:
          'Ask to redeem a note held, whole or part: the request waits for the six-digit code sent by SMS (e-mail without a mobile)',
        body: createRedeemRequestSchema,
        response: { 201: redeemRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await app.redeemRequests.create(requireAuth(request).subject.id, request.body)),
  );

  app.get(
    '/ipm/redeem-requests/:id/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'One redemption request of a note held by an account the person is on',
        params: idParamsSchema,
        response: { 200: redeemRequestSchema, ...errors },
      },
    },
    async (request) => app.redeemRequests.get(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    '/ipm/redeem-requests/:id/resend-code/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Send the request’s code again (after the resend timeout)',
        params: idParamsSchema,
        response: { 200: redeemRequestSchema, ...errors },
      },
    },
    async (request) => app.redeemRequests.resendCode(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    '/ipm/redeem-requests/:id/confirm/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Confirm the request with its code: it waits for the provider to settle it',
        params: idParamsSchema,
        body: confirmRedeemRequestSchema,
        response: { 200: redeemRequestSchema, ...errors },
      },
    },
    async (request) => app.redeemRequests.confirm(requireAuth(request).subject.id, request.params.id, request.body),
  );
};
