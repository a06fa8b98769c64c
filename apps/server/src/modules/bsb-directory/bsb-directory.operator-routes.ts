import { bsbImportResultSchema, errorSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The published directory is about 1.5 MB; this leaves room for years of growth, not for a wrong file. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

const csvTextSchema = z
  .string({ error: 'Send the BSB directory file as the body, with Content-Type: text/csv.' })
  .describe('The BSB directory file (BSBDirectory*.csv)');

/** `npm run admin -- bsb import FILE.csv`: the whole directory, replaced in one transaction. */
export const bsbDirectoryOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin. Read whole as text: the file is small, and it is checked whole before
  // any of it is written.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_FILE_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/bsb-directory/',
    {
      bodyLimit: MAX_FILE_BYTES,
      schema: {
        tags: ['operator'],
        summary:
          'Replace the BSB directory with the published file (CSV body); a file with any bad row changes nothing',
        consumes: ['text/csv'],
        body: csvTextSchema,
        response: { 200: bsbImportResultSchema, 400: validationErrorSchema, 401: errorSchema, 413: errorSchema },
      },
    },
    async (request) => app.bsbDirectory.importFile(request.body),
  );
};
