import {
  errorSchema,
  idParamsSchema,
  operatorInvestmentPoliciesQuerySchema,
  operatorInvestmentPolicyDeclineSchema,
  operatorInvestmentPolicySchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paramId } from '../operator/index.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/** The portfolio manager's review of signed statements (`npm run admin -- ips ...`) until the back office exists. */
export const investmentPoliciesOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/investment-policies/',
    {
      schema: {
        tags,
        summary: 'Statements in a status, newest change first (default: waiting for the portfolio manager)',
        querystring: operatorInvestmentPoliciesQuerySchema,
        response: { 200: z.array(operatorInvestmentPolicySchema), 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => app.investmentPolicyReview.list(request.query),
  );

  app.get(
    '/investment-policies/:id/',
    {
      schema: {
        tags,
        summary: 'One statement',
        params: idParamsSchema,
        response: { 200: operatorInvestmentPolicySchema, ...errors },
      },
    },
    async (request) => app.investmentPolicyReview.show(request.params.id),
  );

  app.post(
    '/investment-policies/:id/approve/',
    {
      config: { auditSubject: (request) => app.investmentPolicyReview.show(paramId(request)) },
      schema: {
        tags,
        summary: 'Approve a signed statement of an active account: it becomes the active one',
        params: idParamsSchema,
        response: { 200: operatorInvestmentPolicySchema, ...errors },
      },
    },
    async (request) => app.investmentPolicyReview.approve(request.params.id),
  );

  app.post(
    '/investment-policies/:id/decline/',
    {
      config: { auditSubject: (request) => app.investmentPolicyReview.show(paramId(request)) },
      schema: {
        tags,
        summary: 'Decline a signed statement with the reason the members read: it returns to draft',
        params: idParamsSchema,
        body: operatorInvestmentPolicyDeclineSchema,
        response: { 200: operatorInvestmentPolicySchema, ...errors },
      },
    },
    async (request) => app.investmentPolicyReview.decline(request.params.id, request.body.reason),
  );
};
