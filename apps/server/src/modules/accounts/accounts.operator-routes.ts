import {
  errorSchema,
  idParamsSchema,
  operatorAccountActivateSchema,
  operatorAccountCreateSchema,
  operatorAccountPageSchema,
  operatorAccountSchema,
  operatorAccountsQuerySchema,
  staffReasonSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';
import { paramId } from '../operator/index.js';

const tags = ['operator'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 404: errorSchema };

/** Accounts for staff (`npm run admin -- account list|show|activate`) until the back office exists. */
export const accountsOperatorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/',
    {
      schema: {
        tags,
        summary:
          'The accounts queue: a page of accounts with their people and missing parts (status, search, ordering)',
        querystring: operatorAccountsQuerySchema,
        response: { 200: operatorAccountPageSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request) => pageOf(request.url, request.query, await app.accountsAdmin.list(request.query)),
  );

  app.post(
    '/accounts/',
    {
      schema: {
        tags,
        summary: 'Prepare an account for someone to be invited (invite create --account-id); nobody holds it yet',
        body: operatorAccountCreateSchema,
        response: { 201: operatorAccountSchema, 400: validationErrorSchema, 401: errorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await app.accountsAdmin.create(request.body)),
  );

  app.get(
    '/accounts/:id/',
    {
      schema: {
        tags,
        summary: 'One account',
        params: idParamsSchema,
        response: { 200: operatorAccountSchema, ...errors },
      },
    },
    async (request) => app.accountsAdmin.show(request.params.id),
  );

  app.post(
    '/accounts/:id/activate/',
    {
      config: { auditSubject: (request) => app.accountsAdmin.show(paramId(request)) },
      schema: {
        tags,
        summary: 'Activate an account (status active), with the reason and the administration system’s code when given',
        params: idParamsSchema,
        body: operatorAccountActivateSchema,
        response: { 200: operatorAccountSchema, ...errors },
      },
    },
    async (request) => app.accountsAdmin.activate(request.params.id, request.body),
  );

  app.post(
    '/accounts/:id/deactivate/',
    {
      config: { auditSubject: (request) => app.accountsAdmin.show(paramId(request)) },
      schema: {
        tags,
        summary: 'Take an account out of use (status inactive), with the reason; activate brings it back',
        params: idParamsSchema,
        body: staffReasonSchema,
        response: { 200: operatorAccountSchema, ...errors },
      },
    },
    async (request) => app.accountsAdmin.deactivate(request.params.id),
  );
};
