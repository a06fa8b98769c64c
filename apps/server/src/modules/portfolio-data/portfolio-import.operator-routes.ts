import {
  errorSchema,
  portfolioImportParamsSchema,
  portfolioImportResultSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { payloadTooLarge } from './feed-body.js';
import { feedByteLimit, importPortfolioFile } from './portfolio-import.service.js';

/** The request body as it arrives: read once by the import, never buffered whole. */
const feedStreamSchema = z
  .custom<AsyncIterable<Uint8Array>>(
    (value) => typeof (value as AsyncIterable<Uint8Array> | null)?.[Symbol.asyncIterator] === 'function',
    'Send the file as the body, with Content-Type: text/csv.',
  )
  .describe('The CSV file');

/** The administration system's feed (`npm run admin -- import <kind> FILE.csv`): README.md beside this file. */
export const portfolioImportOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: nowhere else in the API accepts CSV. The raw stream is handed over
  // (a day's holdings are hundreds of MB); the import counts the bytes against its own limit.
  app.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));

  app.post(
    '/imports/:kind/',
    {
      schema: {
        tags: ['operator'],
        summary: 'Import one feed file (CSV body, streamed); a file with any bad row is rejected whole',
        consumes: ['text/csv'],
        params: portfolioImportParamsSchema,
        body: feedStreamSchema,
        response: { 200: portfolioImportResultSchema, 400: validationErrorSchema, 401: errorSchema, 413: errorSchema },
      },
    },
    async (request) => {
      const limit = feedByteLimit(request.params.kind);
      // A declared size over the limit is refused before a byte is read.
      if (Number(request.headers['content-length']) > limit) throw payloadTooLarge(limit);
      const result = await importPortfolioFile(app.db, request.params.kind, request.body, app.database.pool);
      if (result.imported) await app.portfolioDataChanged();
      return result;
    },
  );
};
