import {
  applyForLoanNotesSchema,
  errorSchema,
  idParamsSchema,
  loanNoteBundleListSchema,
  loanNoteBundleSchema,
  loanNoteProductsQuerySchema,
  updateLoanNoteBundleSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['loan-notes'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * An icf account's loan note application (spec 2 §7 "Loan notes list", "Apply now"). Reads follow
 * a client staff act for; applying is the client's own.
 */
export const loanNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ipm/loan-note-products/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The account’s loan note applications (none or one), each with its notes and bank account',
        querystring: loanNoteProductsQuerySchema,
        response: { 200: loanNoteBundleListSchema, ...errors },
      },
    },
    async (request) => app.loanNotes.list(requireAuth(request).subject.id, request.query.account),
  );

  app.post(
    '/ipm/apply-now/loan-notes/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary:
          'Apply for loan notes (primary user only): the bank account they pay into and the notes (note type, face value in cents, interest capitalisation)',
        body: applyForLoanNotesSchema,
        response: { 201: loanNoteBundleSchema, ...errors },
      },
    },
    async (request, reply) => {
      const bundle = await app.loanNotes.apply(requireAuth(request).subject.id, request.body);
      return reply.status(201).send(bundle);
    },
  );

  app.patch(
    '/ipm/loan-note-bundles/:id/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary:
          'Change a draft loan note application (primary user only): its bank account, its notes (replaced whole)',
        params: idParamsSchema,
        body: updateLoanNoteBundleSchema,
        response: { 200: loanNoteBundleSchema, ...errors },
      },
    },
    async (request) => app.loanNotes.update(requireAuth(request).subject.id, request.params.id, request.body),
  );
};
