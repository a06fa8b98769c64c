import { errorSchema, loanNoteHeldListSchema, loanNotesHeldQuerySchema, validationErrorSchema } from '@portal/contract';
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
};
