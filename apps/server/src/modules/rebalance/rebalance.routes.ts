import {
  errorSchema,
  pageSchema,
  rebalanceAccountsSchema,
  rebalanceIdParamsSchema,
  rebalanceLatestSchema,
  rebalanceListQuerySchema,
  rebalanceMarkSeenSchema,
  rebalanceReportDetailSchema,
  rebalanceReportSummarySchema,
  rebalanceTypesSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { pageOf } from '../../http/page-link.js';

const tags = ['rebalance'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema };
const base = '/ipm/rebalance-reports';

/**
 * Rebalance history and reports (spec 3 §2.8, §2.9, §7) of the user the request concerns: the
 * signed-in user, or the client staff act for (Managed-User-id).
 */
export const rebalanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.rebalance;

  app.get(
    `${base}/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Reports on the user’s accounts, a page at a time, newest first unless `ordering` says otherwise',
        querystring: rebalanceListQuerySchema,
        response: { 200: pageSchema(rebalanceReportSummarySchema), ...errors },
      },
    },
    async (request) => {
      return pageOf(request.url, request.query, await service.page(requireAuth(request).subject.id, request.query));
    },
  );

  app.get(
    `${base}/latest/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The newest report with the count of new ones (the dashboard block); null while there is none',
        response: { 200: rebalanceLatestSchema, ...errors },
      },
    },
    async (request) => service.latest(requireAuth(request).subject.id),
  );

  app.get(
    `${base}/types/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The rebalance types with their names',
        response: { 200: rebalanceTypesSchema, ...errors },
      },
    },
    async () => service.types(),
  );

  app.get(
    `${base}/accounts/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The user’s accounts, for the Name filter of the history',
        response: { 200: rebalanceAccountsSchema, ...errors },
      },
    },
    async (request) => service.accounts(requireAuth(request).subject.id),
  );

  app.get(
    `${base}/:id/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'One report with its table and commentary (another investor’s report answers 404)',
        params: rebalanceIdParamsSchema,
        response: { 200: rebalanceReportDetailSchema, 404: errorSchema, ...errors },
      },
    },
    async (request) => service.detail(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    `${base}/:id/mark-seen/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Opening a report marks it seen; staff acting for a client leave it new for the client',
        params: rebalanceIdParamsSchema,
        response: { 200: rebalanceMarkSeenSchema, 404: errorSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return service.markSeen(auth.subject.id, request.params.id, auth.user.id !== auth.subject.id, new Date());
    },
  );
};
