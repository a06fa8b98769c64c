import {
  assetAllocationSchema,
  capitalMovementSchema,
  capitalPerformanceSchema,
  dashboardFilterSchema,
  dashboardFilterSetupSchema,
  dashboardQuerySchema,
  errorSchema,
  incomeSchema,
  investmentsCsvFileName,
  investmentsQuerySchema,
  investmentsSchema,
  returnSummarySchema,
  totalAssetValueSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { sendKeptJson } from '../../http/kept-json.js';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { scopeKey } from './card-cache-key.js';
import { sydneyToday } from './dashboard-period.js';
import type { DashboardScope } from './dashboard.service.js';
import { readFilterSetup, saveFilterSetup } from './filter-setup.js';

const tags = ['dashboard'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema };
const base = '/ipm/dashboard';

/** The dashboard's cards (issue #6 item 7 paths), each for the user the request concerns. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.dashboardCards;
  const service = app.dashboard;

  /**
   * A card's JSON from the cache, else computed, checked against its response schema (as the
   * route's own serializer would) and kept. The scope (the request's ids checked against the
   * user's own accounts) is resolved first, always.
   */
  const cached = (key: string, response: z.ZodType, compute: () => Promise<unknown>) =>
    cache.answer(key, async () => JSON.stringify(response.parse(await compute())));

  const card = (
    path: string,
    summary: string,
    response: z.ZodType,
    compute: (scope: DashboardScope) => Promise<unknown>,
  ) =>
    app.get(
      `${base}/${path}/`,
      {
        config: { actingForClient: 'client' },
        schema: { tags, summary, querystring: dashboardQuerySchema, response: { 200: response, ...errors } },
      },
      async (request, reply) => {
        const scope = await service.scope(requireAuth(request).subject.id, request.query, sydneyToday(new Date()));
        const body = await cached(`${path} ${scopeKey(scope)}`, response, () => compute(scope));
        return sendKeptJson(request, reply, body);
      },
    );

  card('return-summary', 'Income, capital return, fees and total return per month', returnSummarySchema, (s) =>
    service.returnSummary(s),
  );
  card('capital-performance', 'Unrealised, realised and options bought per month', capitalPerformanceSchema, (s) =>
    service.capitalPerformance(s),
  );
  card('income', 'Premiums, dividends, franking credits and other income per month', incomeSchema, (s) =>
    service.income(s),
  );
  card(
    'capital-movement',
    'Movements in and out, franking credits and withholding tax per month',
    capitalMovementSchema,
    (s) => service.capitalMovement(s),
  );
  card(
    'total-asset-value',
    'Daily total asset value, margin loan and net equity, per option',
    totalAssetValueSchema,
    (s) => service.totalAssetValue(s),
  );
  card('asset-allocations', 'Holdings by asset class on the latest day of the period', assetAllocationSchema, (s) =>
    service.assetAllocation(s),
  );

  app.get(
    `${base}/filter-setup/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The saved filter, the accounts and options to choose from, and the latest data date',
        response: { 200: dashboardFilterSetupSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return readFilterSetup(app.db, cache, auth.subject.id, { actingForClient: auth.subject.id !== auth.user.id });
    },
  );

  app.patch(
    `${base}/filter-setup/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Save the filter (on every change); ids must be the user’s own',
        body: dashboardFilterSchema,
        response: { 200: dashboardFilterSetupSchema, ...errors },
      },
    },
    async (request) => {
      const auth = requireAuth(request);
      return saveFilterSetup(app.db, cache, service, auth.subject.id, request.body, sydneyToday(new Date()), {
        actingForClient: auth.subject.id !== auth.user.id,
      });
    },
  );

  app.get(
    `${base}/investments/`,
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'What the chosen options hold; `Accept: text/csv` answers every matching row as CSV',
        querystring: investmentsQuerySchema,
        response: { 200: investmentsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const today = sydneyToday(new Date());
      const scope = await service.investmentsScope(requireAuth(request).subject.id, request.query, today);
      if (request.headers.accept?.includes('text/csv')) {
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${investmentsCsvFileName(today)}"`)
          .serializer((body: unknown) => body as string)
          .send((await service.investmentsCsv(scope, request.query)) as never);
      }
      const { search, ordering, group_by_investment, asset_class, page, page_size } = request.query;
      const key = `investments ${scopeKey(scope)} ${JSON.stringify([search, ordering, group_by_investment, asset_class ?? null, page, page_size])}`;
      const body = await cached(key, investmentsSchema, () => service.investments(scope, request.query));
      return sendKeptJson(request, reply, body);
    },
  );
};
