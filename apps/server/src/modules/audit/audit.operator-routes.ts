import { Readable } from 'node:stream';
import {
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  errorSchema,
  validationErrorSchema,
} from '@portal/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';
import type { AuditService } from './audit.service.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema };

/** The audit trail, searched and exported (`npm run admin -- audit search`). */
export function auditOperatorRoutes(audit: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/audit/',
      {
        schema: {
          tags,
          summary: 'Search the audit trail (by actor, target, action and time), newest first',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...errors },
        },
      },
      async (request) => {
        const found = await audit.search(request.query);
        return { ...pageOf(request.url, request.query, found), count_exact: found.count_exact };
      },
    );

    app.get(
      '/audit/export/',
      {
        schema: {
          tags,
          summary: 'The audit trail as CSV (text/csv, a header row, newest first), with the search’s filters',
          querystring: auditExportQuerySchema,
          response: { 200: z.string().meta({ description: 'CSV, one row per entry' }), ...errors },
        },
      },
      async (request, reply) =>
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="audit-trail.csv"')
          .send(Readable.from(audit.exportCsv(request.query)) as never),
    );
  };
}
