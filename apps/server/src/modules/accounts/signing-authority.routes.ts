import {
  errorSchema,
  idParamsSchema,
  signingAuthorityInputSchema,
  signingAuthoritySchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['accounts'];
const oneAccount = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
const url = '/accounts/:id/signing-authority/';

/**
 * Who can give instructions on an account (spec 2 §7 "Signing authority: POST to create, PATCH
 * when one exists"). Reads follow a client staff act for; changes are the client's own.
 */
export const signingAuthorityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    url,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Who can give instructions on the account (404 until chosen)',
        params: idParamsSchema,
        response: { 200: signingAuthoritySchema, ...oneAccount },
      },
    },
    async (request) => app.signingAuthority.get(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    url,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Choose who can give instructions on the account (spec 2 §5); only with signing authority',
        params: idParamsSchema,
        body: signingAuthorityInputSchema,
        response: { 201: signingAuthoritySchema, ...oneAccount },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.signingAuthority.create(requireAuth(request).subject.id, request.params.id, request.body)),
  );

  app.patch(
    url,
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Change who can give instructions on the account; only with signing authority',
        params: idParamsSchema,
        body: signingAuthorityInputSchema,
        response: { 200: signingAuthoritySchema, ...oneAccount },
      },
    },
    async (request) => app.signingAuthority.update(requireAuth(request).subject.id, request.params.id, request.body),
  );
};
