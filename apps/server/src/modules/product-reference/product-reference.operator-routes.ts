import {
  errorSchema,
  referenceDataSchema,
  referenceFileSchema,
  referenceImportPreviewSchema,
  referenceImportResultSchema,
  ReferenceFileLimits,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `npm run admin -- reference import FILE.json` and `reference show`. */
export const productReferenceOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reference/',
    {
      bodyLimit: ReferenceFileLimits.maxBytes,
      // The service checks the file itself, so that each problem is named by its path as the
      // operator reads it (note_types[3].interest_rate); the schema documents the layout.
      attachValidation: true,
      schema: {
        tags: ['operator'],
        summary:
          'Replace the products’ reference data with a reference file (JSON); a file with any bad entry changes nothing',
        body: referenceFileSchema,
        response: { 200: referenceImportResultSchema, 400: validationErrorSchema, 401: errorSchema, 413: errorSchema },
      },
    },
    async (request) => app.productReference.importFile(request.body as unknown),
  );

  app.post(
    '/reference/preview/',
    {
      bodyLimit: ReferenceFileLimits.maxBytes,
      attachValidation: true,
      schema: {
        tags: ['operator'],
        summary:
          'What importing this reference file would add, change and remove, section by section; nothing is written',
        body: referenceFileSchema,
        response: {
          200: referenceImportPreviewSchema,
          400: validationErrorSchema,
          401: errorSchema,
          413: errorSchema,
        },
      },
    },
    async (request) => app.productReference.previewFile(request.body as unknown),
  );

  app.get(
    '/reference/',
    {
      schema: {
        tags: ['operator'],
        summary: 'The products’ reference data in the reference file’s layout',
        response: { 200: referenceDataSchema, 401: errorSchema },
      },
    },
    async () => app.productReference.exportFile(),
  );
};
