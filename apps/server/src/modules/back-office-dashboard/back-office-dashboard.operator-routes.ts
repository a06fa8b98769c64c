import { backOfficeDashboardSchema, errorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['operator'];

/** The staff dashboard (issue #23 item 4): every staff role reads it. */
export const backOfficeDashboardOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard/',
    {
      schema: {
        tags,
        summary: 'What waits in each back-office queue and since when, imports of the last 7 days, failed sign-ins',
        response: { 200: backOfficeDashboardSchema, 401: errorSchema },
      },
    },
    async () => app.backOfficeDashboard.figures(),
  );
};
