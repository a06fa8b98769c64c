import {
  documentIdParamsSchema,
  documentsArchiveFileName,
  documentsArchiveRequestSchema,
  documentsAutocompleteQuerySchema,
  documentsAutocompleteSchema,
  documentsPageSchema,
  documentsQuerySchema,
  errorSchema,
  validationErrorSchema,
  type DocumentsPage,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { attachment } from './content-disposition.js';
import { pageOf } from '../../http/page-link.js';

const tags = ['documents'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema };

/**
 * The documents screen (spec 3 §2.6, §7), for the user the request concerns (the client when
 * staff act for one). A document of an account the user is not on answers 404, as a missing one.
 */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ipm/documents/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The user’s documents, a page at a time, searched, sorted and filtered by the server',
        querystring: documentsQuerySchema,
        response: { 200: documentsPageSchema, ...errors },
      },
    },
    async (request): Promise<DocumentsPage> => {
      return pageOf(
        request.url,
        request.query,
        await app.documents.list(requireAuth(request).subject.id, request.query),
      );
    },
  );

  app.get(
    '/ipm/documents/search-autocomplete/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Suggestions for the search box, grouped by account name, description and category (3+ characters)',
        querystring: documentsAutocompleteQuerySchema,
        response: { 200: documentsAutocompleteSchema, ...errors },
      },
    },
    async (request) => app.documents.autocomplete(requireAuth(request).subject.id, request.query.search),
  );

  app.get(
    '/ipm/documents/:id/download/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'One document’s file, to the people on its account only',
        params: documentIdParamsSchema,
      },
    },
    async (request, reply) => {
      const { document, stream } = await app.documents.open(requireAuth(request).subject.id, request.params.id);
      return reply
        .type(document.content_type)
        .header('Content-Disposition', attachment(document.file_name))
        .header('Content-Length', String(document.file_size))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.post(
    '/ipm/documents/download/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The selected documents as one zip, streamed; an id that is not the user’s answers 404',
        body: documentsArchiveRequestSchema,
      },
    },
    async (request, reply) => {
      const stream = await app.documents.archive(requireAuth(request).subject.id, request.body.documents);
      return reply
        .type('application/zip')
        .header(
          'Content-Disposition',
          attachment(documentsArchiveFileName(new Date(), { timeZone: 'Australia/Sydney' })),
        )
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
