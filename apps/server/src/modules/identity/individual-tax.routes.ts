import { errorSchema, individualTaxInputSchema, individualTaxSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../plugins/app/http-errors.js';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['identity'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The tax details of the user the request concerns (spec 2 §3 Individual tax). */
export const individualTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profiles/individual-tax/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The tax details, or 404 before they are entered',
        response: { 200: individualTaxSchema, ...errors },
      },
    },
    async (request) => (await app.individualTax.get(requireAuth(request).subject.id)) ?? Promise.reject(notFound()),
  );

  // POST creates and PATCH replaces: both carry the whole form, and a person has one record.
  for (const method of ['post', 'patch'] as const) {
    app[method](
      '/profiles/individual-tax/',
      {
        // Tax details are the client's own declaration.
        config: { actingForClient: 'refuse' },
        schema: {
          tags,
          summary: method === 'post' ? 'Enter the tax details' : 'Change the tax details',
          body: individualTaxInputSchema,
          response: { 200: individualTaxSchema, ...errors },
        },
      },
      async (request) => app.individualTax.save(requireAuth(request).subject.id, request.body, new Date()),
    );
  }
};
