import {
  issueLoanNotesSchema,
  errorSchema,
  loanNoteHeldListSchema,
  operatorLoanNotePageSchema,
  operatorLoanNotesQuerySchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema };

/** Issuing loan notes after activation (`npm run admin -- loan-notes issue|list`) until the back office exists. */
export const loanNotesHeldOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/loan-notes/issue/',
    {
      schema: {
        tags,
        summary:
          'Issue the notes of an active account’s submitted loan note application (start date default today, Sydney); never twice',
        body: issueLoanNotesSchema,
        response: { 201: loanNoteHeldListSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await app.loanNotesHeld.issue(request.body)),
  );

  app.get(
    '/loan-notes/',
    {
      schema: {
        tags,
        summary:
          'A page of the loan notes held (account and status filter, search by account name), with interest so far as of today (Sydney)',
        querystring: operatorLoanNotesQuerySchema,
        response: { 200: operatorLoanNotePageSchema, ...errors },
      },
    },
    async (request) => pageOf(request.url, request.query, await app.loanNotesHeld.pageForOperator(request.query)),
  );
};
