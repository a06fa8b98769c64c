import {
  corporateTaxCategoriesSchema,
  corporateTaxCategoryOptions,
  corporateTaxInputSchema,
  corporateTaxSchema,
  errorSchema,
  idParamsSchema,
  individualTaxInputSchema,
  individualTaxSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['accounts'];
const oneAccount = { 400: validationErrorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };

/**
 * An account's tax details (spec 2 §7 "Corporate tax", "Individual tax"): the corporate tax
 * categories, the account's corporate tax, and the signed-in person's individual tax as the
 * account's tax screen reads and saves it. Reads follow a client staff act for; changes are the
 * client's own declaration, refused while acting for a client.
 */
export const taxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accounts/corporate-tax-categories/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The tax categories the corporate tax form offers',
        response: { 200: corporateTaxCategoriesSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async () => corporateTaxCategoryOptions(),
  );

  app.get(
    '/accounts/:id/corporate-tax/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'A corporate account’s tax details, the TFN masked (404 until saved)',
        params: idParamsSchema,
        response: { 200: corporateTaxSchema, ...oneAccount },
      },
    },
    async (request) => app.corporateTax.get(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    '/accounts/:id/corporate-tax/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Save a corporate account’s tax details (spec 2 §5); only with signing authority',
        params: idParamsSchema,
        body: corporateTaxInputSchema,
        response: { 201: corporateTaxSchema, ...oneAccount },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await app.corporateTax.create(requireAuth(request).subject.id, request.params.id, request.body)),
  );

  app.patch(
    '/accounts/:id/corporate-tax/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Change a corporate account’s saved tax details; only with signing authority',
        params: idParamsSchema,
        body: corporateTaxInputSchema,
        response: { 200: corporateTaxSchema, ...oneAccount },
      },
    },
    async (request) => app.corporateTax.update(requireAuth(request).subject.id, request.params.id, request.body),
  );

  app.get(
    '/accounts/:id/individual-tax/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary: 'The signed-in person’s own individual tax details, from this account (404 until saved)',
        params: idParamsSchema,
        response: { 200: individualTaxSchema, ...oneAccount },
      },
    },
    async (request) => app.accountIndividualTax.get(requireAuth(request).subject.id, request.params.id),
  );

  app.post(
    '/accounts/:id/individual-tax/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Save the signed-in person’s individual tax details from this account (spec 2 §5)',
        params: idParamsSchema,
        body: individualTaxInputSchema,
        response: { 201: individualTaxSchema, ...oneAccount },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await app.accountIndividualTax.create(
            requireAuth(request).subject.id,
            request.params.id,
            request.body,
            new Date(),
          ),
        ),
  );

  app.patch(
    '/accounts/:id/individual-tax/',
    {
      config: { actingForClient: 'refuse' },
      schema: {
        tags,
        summary: 'Change the signed-in person’s saved individual tax details from this account',
        params: idParamsSchema,
        body: individualTaxInputSchema,
        response: { 200: individualTaxSchema, ...oneAccount },
      },
    },
    async (request) =>
      app.accountIndividualTax.update(requireAuth(request).subject.id, request.params.id, request.body, new Date()),
  );
};
