import {
  abnLookupResultSchema,
  abnLookupSchema,
  accountCreateSchema,
  accountSchema,
  accountUpdateSchema,
  activationStepsSchema,
  corporateInfoLookupSchema,
  corporateInfoSchema,
  errorSchema,
  idParamsSchema,
  pageQuerySchema,
  pageSchema,
  registrationStepsQuerySchema,
  registrationStepsSchema,
  validationErrorSchema,
  type Account,
  type Page,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../http/page-link.js';
import { requireAuth } from '../../plugins/app/request-auth.js';
import type { Asker } from './accounts.service.js';

const tags = ['accounts'];
const errors = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema };
const oneAccount = { ...errors, 404: errorSchema };
/** Calls that ask a business register: 503 when it could not answer (the form keeps its values). */
const registerErrors = { ...errors, 404: errorSchema, 503: errorSchema };
const accountsPageSchema = pageSchema(accountSchema);

/** The person the request concerns (the client when staff act for one) and the session's own key. */
function askerOf(request: FastifyRequest): Asker {
  const auth = requireAuth(request);
  return { user: auth.subject, sessionId: auth.session.id };
}

/**
 * The investor's accounts (spec 2 §2-§7, issue 18's paths). Reads follow a client staff act for;
 * changes are the client's own. The lookups only read the registers, so they follow the client too.
 */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The person’s accounts, by name, a page at a time',
        querystring: pageQuerySchema,
        response: { 200: accountsPageSchema, ...errors },
      },
    },
    async (request): Promise<Page<Account>> => {
      return pageOf(
        request.url,
        request.query,
        await app.accounts.page(requireAuth(request).subject.id, request.query.page, request.query.page_size),
      );
    },
  );

  app.post(
    '/accounts/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Set up a new account from the account-details form (spec 2 §5), checked against the registers',
        body: accountCreateSchema,
        response: { 201: accountSchema, ...registerErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await app.accounts.create(askerOf(request), request.body)),
  );

  app.post(
    '/accounts/abn-lookup/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'What the Australian Business Register holds for an ABN (kept 30 days for everyone)',
        body: abnLookupSchema,
        response: { 200: abnLookupResultSchema, ...registerErrors },
      },
    },
    async (request) => app.accounts.lookUpAbn(request.body.abn),
  );

  app.post(
    '/accounts/fetch-corporate-info/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'A company’s name and officeholders by ACN (kept for the session)',
        body: corporateInfoLookupSchema,
        response: { 200: corporateInfoSchema, ...registerErrors },
      },
    },
    async (request) => app.accounts.corporateInfo(askerOf(request), request.body),
  );

  app.get(
    '/accounts/:id/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'One of the person’s accounts, with its people and what is still missing',
        params: idParamsSchema,
        response: { 200: accountSchema, ...oneAccount },
      },
    },
    async (request) => app.accounts.get(requireAuth(request).subject.id, request.params.id),
  );

  app.patch(
    '/accounts/:id/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Rename the account or skip a part; only with signing authority',
        params: idParamsSchema,
        body: accountUpdateSchema,
        response: { 200: accountSchema, ...oneAccount },
      },
    },
    async (request) => app.accounts.update(requireAuth(request).subject.id, request.params.id, request.body),
  );

  app.post(
    '/accounts/:id/select/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Make the account the person’s selected account (the profile’s selected_account_id)',
        params: idParamsSchema,
        response: { 200: accountSchema, ...oneAccount },
      },
    },
    async (request) => app.accounts.select(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    '/accounts/:id/activate/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Ask for activation: an account in setup with nothing missing then awaits staff',
        params: idParamsSchema,
        response: { 200: accountSchema, ...oneAccount },
      },
    },
    async (request) => app.accounts.activate(requireAuth(request).subject.id, request.params.id),
  );

  app.get(
    '/accounts/:id/activation-steps/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'What is left before the account works: the steps, and the missing parts in the fill-in order',
        params: idParamsSchema,
        response: { 200: activationStepsSchema, ...oneAccount },
      },
    },
    async (request) => app.accounts.activationSteps(requireAuth(request).subject.id, request.params.id),
  );

  // Spec 1 §7 also names it /accounts/account-registration-steps/{id}/.
  for (const path of ['/accounts/:id/registration-steps/', '/accounts/account-registration-steps/:id/'])
    app.get(
      path,
      {
        config: { actingForClient: 'client' },
        schema: {
          tags,
          summary: 'Where each part of the account’s registration stands (or the one in `step`)',
          params: idParamsSchema,
          querystring: registrationStepsQuerySchema,
          response: { 200: registrationStepsSchema, ...oneAccount },
        },
      },
      async (request) =>
        app.accounts.registrationSteps(requireAuth(request).subject.id, request.params.id, request.query.step),
    );
};
