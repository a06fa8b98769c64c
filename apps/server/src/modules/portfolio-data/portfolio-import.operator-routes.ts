import {
  errorSchema,
  idParamsSchema,
  importAttemptDetailSchema,
  importAttemptPageSchema,
  importAttemptsQuerySchema,
  importCheckSchema,
  importRejectionSchema,
  portfolioImportParamsSchema,
  portfolioImportQuerySchema,
  portfolioImportResultSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageOf } from '../../http/page-link.js';
import { operatorCallerOf } from '../operator/index.js';
import { payloadTooLarge } from './feed-body.js';
import { ImportAttemptsService } from './import-attempts.service.js';
import { feedByteLimit } from './portfolio-import.service.js';

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

  const attempts = new ImportAttemptsService(app.db, app.database.pool);

  app.post(
    '/imports/:kind/',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Import one feed file (CSV body, streamed); a file with any bad row is rejected whole. ' +
          '`dry_run=true` checks it without importing it; `file_name` names it in the history',
        consumes: ['text/csv'],
        params: portfolioImportParamsSchema,
        querystring: portfolioImportQuerySchema,
        body: feedStreamSchema,
        response: {
          200: z.union([portfolioImportResultSchema, importCheckSchema]),
          400: importRejectionSchema,
          401: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request, reply) => {
      const { kind } = request.params;
      const limit = feedByteLimit(kind);
      // A declared size over the limit is refused before a byte is read.
      if (Number(request.headers['content-length']) > limit) throw payloadTooLarge(limit);
      if (request.query.dry_run) return attempts.check(kind, request.body);
      const caller = operatorCallerOf(request) ?? { kind: 'operator_key' as const };
      const result = await attempts.upload({ kind, body: request.body, fileName: request.query.file_name, caller });
      if ('rejected' in result) {
        const { rejected, importId } = result;
        return reply.status(400).send({
          field_errors: rejected.fieldErrors,
          non_field_errors: rejected.nonFieldErrors,
          ...(importId === null ? {} : { import_id: importId }),
        });
      }
      if (result.imported) await app.portfolioDataChanged();
      return result;
    },
  );

  app.get(
    '/imports/',
    {
      schema: {
        tags: ['operator'],
        summary:
          'The history of feed uploads (accepted, rejected, duplicate): kind, status, file name search, ordering',
        querystring: importAttemptsQuerySchema,
        response: { 200: importAttemptPageSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => pageOf(request.url, request.query, await attempts.list(request.query)),
  );

  app.get(
    '/imports/:id/',
    {
      schema: {
        tags: ['operator'],
        summary: 'One feed upload with its validation report, row by row',
        params: idParamsSchema,
        response: { 200: importAttemptDetailSchema, 400: validationErrorSchema, 401: errorSchema, 404: errorSchema },
      },
    },
    async (request) => attempts.show(request.params.id),
  );
};
