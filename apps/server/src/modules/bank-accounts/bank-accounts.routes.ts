import {
  bankAccountInputSchema,
  bankAccountListSchema,
  bankAccountOptionsSchema,
  bankAccountParamsSchema,
  bankAccountSchema,
  errorSchema,
  idParamsSchema,
  linkBankAccountSchema,
  productParamsSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAuth } from '../../plugins/app/request-auth.js';
import { attachmentDisposition } from '../documents/index.js';
import { securitySchema } from '../auth/index.js';
import type { BankWriter } from './bank-accounts.service.js';

const tags = ['bank-accounts'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/** The writer and where the two-factor guard stands for their session (the service decides if it applies). */
function writer(app: FastifyInstance, request: FastifyRequest): BankWriter {
  const schema = securitySchema(app, request);
  return {
    userId: requireAuth(request).subject.id,
    actionCodeRequired: schema.two_factor_required,
    actionCodeConfirmed: schema.confirmed,
  };
}

/**
 * An account's bank accounts (spec 2 §7 "Bank account options", "Bank accounts"; issue #19).
 * Before activation writes apply at once; after, they answer the bank account with the change
 * request they opened. Reads follow a client staff act for; changes are the client's own.
 */
export const bankAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.options(
    '/accounts/:id/bank-accounts/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The bank account form’s password rule and the two-factor guard’s security schema',
        params: idParamsSchema,
        response: { 200: bankAccountOptionsSchema, ...errors },
      },
    },
    async (request) => {
      const userId = requireAuth(request).subject.id;
      const options = await app.bankAccounts.options(userId, request.params.id);
      return {
        security_schema: securitySchema(app, request, { forceSystem: options.accountActive }),
        is_password_required: options.isPasswordRequired,
      };
    },
  );

  app.get(
    '/accounts/bank-accounts/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'Every bank account of every account the person is on (the setup’s choice)',
        response: { 200: bankAccountListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => app.bankAccounts.listMine(requireAuth(request).subject.id),
  );

  app.get(
    '/accounts/:id/bank-accounts/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The account’s bank accounts, with their open change requests',
        params: idParamsSchema,
        response: { 200: bankAccountListSchema, ...errors },
      },
    },
    async (request) => app.bankAccounts.list(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    '/accounts/:id/bank-accounts/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary:
          'Add a bank account: active at once in setup; on an active account pending verification, with a verify request (action code needed)',
        params: idParamsSchema,
        body: bankAccountInputSchema,
        response: { 201: bankAccountSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await app.bankAccounts.create(writer(app, request), request.params.id, request.body);
      return reply.status(201).send(result.bankAccount);
    },
  );

  app.get(
    '/accounts/:id/bank-accounts/:bid/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'One bank account',
        params: bankAccountParamsSchema,
        response: { 200: bankAccountSchema, ...errors },
      },
    },
    async (request) => app.bankAccounts.get(requireAuth(request).subject.id, request.params.id, request.params.bid),
  );

  app.patch(
    '/accounts/:id/bank-accounts/:bid/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Change its details: at once in setup; on an active account an edit request (action code needed)',
        params: bankAccountParamsSchema,
        body: bankAccountInputSchema,
        response: { 200: bankAccountSchema, ...errors },
      },
    },
    async (request) => {
      const { id, bid } = request.params;
      return (await app.bankAccounts.update(writer(app, request), id, bid, request.body)).bankAccount;
    },
  );

  app.delete(
    '/accounts/:id/bank-accounts/:bid/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Delete it: at once in setup (204); on an active account a delete request (202, action code needed)',
        params: bankAccountParamsSchema,
        response: { 202: bankAccountSchema, 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, bid } = request.params;
      const result = await app.bankAccounts.remove(writer(app, request), id, bid);
      return result ? reply.status(202).send(result.bankAccount) : reply.status(204).send(null);
    },
  );

  app.get(
    '/accounts/:id/bank-accounts/:bid/document/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The bank account’s statement, to the people on the account',
        params: bankAccountParamsSchema,
      },
    },
    async (request, reply) => {
      const { id, bid } = request.params;
      const { row, stream } = await app.bankAccounts.document(requireAuth(request).subject.id, id, bid);
      return reply
        .type(row.contentType)
        .header('Content-Disposition', attachmentDisposition(row.fileName).replace(/^attachment/, 'inline'))
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.put(
    '/accounts/:id/linked-bank-accounts/:product/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary:
          'The bank account a product of the account pays into and from: at once in setup; on an active account a link request (action code needed)',
        params: productParamsSchema,
        body: linkBankAccountSchema,
        response: { 200: bankAccountSchema, ...errors },
      },
    },
    async (request) => {
      const { id, product } = request.params;
      return (await app.bankAccounts.link(writer(app, request), id, product, request.body.bank_account)).bankAccount;
    },
  );
};
