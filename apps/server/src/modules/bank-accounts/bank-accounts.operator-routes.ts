import { errorSchema, idParamsSchema, operatorBankAccountListSchema, validationErrorSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['operator'];

/** What the investor sees of an account's bank accounts, for the back office's account page (issue #23). */
export const bankAccountsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/:id/bank-accounts/',
    {
      schema: {
        tags,
        summary:
          'An account’s bank accounts as its members see them (number masked), with the change request each waits on',
        params: idParamsSchema,
        response: {
          200: operatorBankAccountListSchema,
          400: validationErrorSchema,
          401: errorSchema,
          404: errorSchema,
        },
      },
    },
    async (request) => app.bankAccounts.listForStaff(request.params.id),
  );
};
