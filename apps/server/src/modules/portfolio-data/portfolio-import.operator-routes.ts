import {
  errorSchema,
  portfolioImportParamsSchema,
  portfolioImportResultSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { importPortfolioFile } from './portfolio-import.service.js';

/** A day's feed for every investor is large; only this route takes a body this big. */
const FEED_BODY_LIMIT = 50 * 1024 * 1024;

/** The administration system's feed (`npm run admin -- import <kind> FILE.csv`): README.md beside this file. */
export const portfolioImportOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  // Scoped to this plugin: nowhere else in the API accepts CSV.
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: FEED_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/imports/:kind/',
    {
      bodyLimit: FEED_BODY_LIMIT,
      schema: {
        tags: ['operator'],
        summary: 'Import one feed file (CSV body); a file with any bad row is rejected whole',
        consumes: ['text/csv'],
        params: portfolioImportParamsSchema,
        body: z.string(),
        response: { 200: portfolioImportResultSchema, 400: validationErrorSchema, 401: errorSchema, 413: errorSchema },
      },
    },
    async (request) => importPortfolioFile(app.db, request.params.kind, request.body),
  );
};
