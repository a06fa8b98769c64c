import { errorSchema, idParamsSchema, operatorAccountPortfolioSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sydneyToday } from './dashboard-period.js';

const tags = ['operator'];

/** What the investor's dashboard shows of one account, for the back office's account page (issue #23). */
export const dashboardOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:id/portfolio/',
    {
      schema: {
        tags,
        summary:
          'An account’s private portfolio as its members’ dashboard opens: each investment option’s latest value and the total',
        params: idParamsSchema,
        response: {
          200: operatorAccountPortfolioSchema,
          400: validationErrorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => app.dashboard.accountPortfolio(request.params.id, sydneyToday(new Date())),
  );
};
