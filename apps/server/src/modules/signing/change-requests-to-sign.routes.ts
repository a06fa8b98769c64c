import {
  changeRequestDecisionSchema,
  changeRequestToSignSchema,
  errorSchema,
  idParamsSchema,
  signUrlSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['change requests'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 410: errorSchema };

/**
 * The signed-in side of signing (spec 2 §4, §6, §7 change requests): an envelope is the user's
 * "change request to sign". Only a person asked to sign it sees it (anyone else: 404). Signing is
 * the person's own act: staff acting for a client are refused.
 */
export const changeRequestsToSignRoutes: FastifyPluginAsyncZod = async (app) => {
  const userId = (request: Parameters<typeof requireAuth>[0]) => requireAuth(request).subject.id;
  const actor = (request: { ip: string }) => ({ ip: request.ip, now: new Date() });

  app.get(
    '/change-requests-to-sign/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary:
          'The envelopes out for the user’s signature: to sign (can_sign) or signed, waiting for the others (is_signed)',
        response: { 200: z.array(changeRequestToSignSchema), 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => app.signing.toSign(userId(request)),
  );

  app.get(
    '/change-requests/:id/sign-url/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'A fresh link to the signing page for the signed-in signer (polled by the signing step)',
        params: idParamsSchema,
        response: { 200: signUrlSchema, ...errors },
      },
    },
    async (request) => app.signing.signUrl(userId(request), request.params.id),
  );

  app.post(
    '/change-requests/:id/mark-as-viewed/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'The signer has seen the documents',
        params: idParamsSchema,
        response: { 200: changeRequestDecisionSchema, ...errors },
      },
    },
    async (request) => app.signing.markViewedByUser(userId(request), request.params.id, actor(request)),
  );

  app.post(
    '/change-requests/:id/confirm/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'After signing_complete: checks the signer’s signature is recorded',
        params: idParamsSchema,
        response: { 200: changeRequestDecisionSchema, ...errors },
      },
    },
    async (request) => app.signing.confirmByUser(userId(request), request.params.id),
  );

  app.post(
    '/change-requests/:id/decline/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'After decline: records the decline, which stops the envelope for everyone',
        params: idParamsSchema,
        response: { 200: changeRequestDecisionSchema, ...errors },
      },
    },
    async (request) => app.signing.declineByUser(userId(request), request.params.id, actor(request)),
  );
};
