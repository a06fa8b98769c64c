import {
  ApiVersion,
  dashboardQuerySchema,
  errorSchema,
  financialYearsSchema,
  generatedReportSchema,
  generateReportSchema,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  reportAccountSchema,
  reportAccountsQuerySchema,
  reportNewCounterSchema,
  ReportMessages,
  reportGenerationSchema,
  type GeneratedReport,
  type Page,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { actsForClients } from '../auth/index.js';
import { pageOf } from '../../http/page-link.js';

const tags = ['reports'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema };
const base = '/ipm/reports';

/**
 * Generated reports (spec 3 §2.10, §7), for the user the request concerns (the client when staff
 * act for one). The list and generate calls are sent with `Accept: ...; version=2.0`; the answer
 * is the same either way.
 */
export const reportsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Spec 3 §7 names two calls answering the financial years response: the reports' own and
  // `financial-years-for-accounts`. Both answer for the accounts chosen, all the user's without.
  for (const path of ['financial-years', 'financial-years-for-accounts']) {
    app.get(
      `${base}/${path}/`,
      {
        config: { actingForClient: 'client' },
        schema: {
          tags,
          summary: 'Financial years and the first and last data day of the chosen accounts (none: all the user’s)',
          querystring: dashboardQuerySchema.pick({ account: true }),
          response: { 200: financialYearsSchema, ...errors },
        },
      },
      async (request) => app.reports.financialYears(requireAuth(request).subject.id, request.query.account),
    );
  }

  app.get(
    `${base}/accounts/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The user’s accounts with data between the dates, their options and the report types',
        querystring: reportAccountsQuerySchema,
        response: { 200: z.array(reportAccountSchema), ...errors },
      },
    },
    async (request) =>
      app.reports.accountsFor(requireAuth(request).subject.id, request.query.start_date, request.query.end_date),
  );

  app.get(
    `${base}/new-counter/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Ready reports not opened yet (the badge)',
        response: { 200: reportNewCounterSchema, ...errors },
      },
    },
    async (request) => ({ new_counter: await app.reports.newCounter(requireAuth(request).subject.id) }),
  );

  app.get(
    `${base}/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: `Generated reports, newest first (Accept version ${ApiVersion.v2})`,
        querystring: pageQuerySchema,
        response: { 200: pageSchema(generatedReportSchema), ...errors },
      },
    },
    async (request): Promise<Page<GeneratedReport>> => {
      const auth = requireAuth(request);
      return pageOf(
        request.url,
        request.query,
        await app.reports.list(auth.subject.id, actsForClients(auth.user), request.query.page, request.query.page_size),
      );
    },
  );

  app.post(
    `${base}/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Generate a report: checked, stored as pending and rendered by a background job',
        body: generateReportSchema,
        response: { 201: reportGenerationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const report = await app.reports.generate(auth.user, auth.subject.id, request.body);
      return reply.status(201).send({ ...report, detail: ReportMessages.generating });
    },
  );

  app.patch(
    `${base}/:id/mark-as-read/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Mark a report read (opened); another user’s id is a 404',
        params: idParamsSchema,
        response: { 200: generatedReportSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return app.reports.markRead(auth.subject.id, request.params.id, actsForClients(auth.user), new Date());
    },
  );

  app.get(
    `${base}/:id/file/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'A ready report’s PDF, to its owner and people on all of its accounts',
        params: idParamsSchema,
      },
    },
    async (request, reply) => {
      const { row, stream } = await app.reports.openFile(requireAuth(request).subject.id, request.params.id);
      const fileName = `${row.name.replace(/[^A-Za-z0-9 ,.()-]/g, '').trim() || 'report'}.pdf`;
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );
};
