import {
  errorSchema,
  loanNoteHeldListSchema,
  loanNotesHeldQuerySchema,
  idParamsSchema,
  reinvestmentInputSchema,
  reinvestmentOptionsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['loan-notes'];

/** The loan notes an investor's accounts hold (spec 2 §2 `/products/`). */
export const loanNotesHeldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ipm/loan-notes-held/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary:
          'The loan notes held by an account the person is on (all of theirs without account), with interest so far as of today (Sydney)',
        querystring: loanNotesHeldQuerySchema,
        response: {
          200: loanNoteHeldListSchema,
          400: validationErrorSchema,
          401: errorSchema,
          403: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => app.loanNotesHeld.listForMember(requireAuth(request).subject.id, request.query.account),
  );

  const responses = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

  app.get(
    '/ipm/loan-notes-held/:id/reinvestment/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary:
          'Reinvestment at maturity of a held note: the active note types it can roll into, the linked bank account, the cut-off and the current instruction',
        params: idParamsSchema,
        response: { 200: reinvestmentOptionsSchema, ...responses },
      },
    },
    async (request) => app.loanNoteReinvestment.options(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    '/ipm/loan-notes-held/:id/reinvestment/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary:
          'Record a confirmed reinvestment instruction (roll over into a note type, or repay to the linked bank account) until the cut-off; signing authority needed',
        params: idParamsSchema,
        body: reinvestmentInputSchema,
        response: { 201: reinvestmentOptionsSchema, ...responses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.loanNoteReinvestment.choose(requireAuth(request).subject.id, request.params.id, request.body)),
  );
};
