import {
  accountingMethodListSchema,
  APPLICATION_ID_HEADER,
  applicationProductsSchema,
  assetAllocationCategoryListSchema,
  errorSchema,
  industryClassificationListSchema,
  noteTypeListSchema,
  noteTypesQuerySchema,
  sourceOfFundsListSchema,
  TAILORED_LABELS_CACHE_MS,
  tailoredLabelListSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../plugins/app/request-auth.js';

const tags = ['products'];
const signedIn = { 401: errorSchema, 403: errorSchema };

/**
 * What the product screens choose from (spec 2 §7): an account's loan note types, the products
 * of the application, sources of funds, accounting methods, the allocation's categories and
 * options, their tailored labels and the industry tree. The same for everyone but note types,
 * which are the account's application's: acting for a client changes nothing else.
 */
export const productReferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tenantOf = (request: FastifyRequest) =>
    app.tenants.resolve({
      tenantId: request.headers[APPLICATION_ID_HEADER.toLowerCase()] as string | undefined,
      hostname: request.hostname,
    });

  app.get(
    '/ipm/note-types/',
    {
      config: { actingForClient: 'client' },
      schema: {
        tags,
        summary:
          'The active loan note types of the account’s application, with the term as shown (“48-hour at call”, “6 months”, “2 years”) and the interest frequency',
        querystring: noteTypesQuerySchema,
        response: { 200: noteTypeListSchema, 400: validationErrorSchema, ...signedIn, 404: errorSchema },
      },
    },
    async (request) => app.productReference.noteTypesForAccount(requireAuth(request).subject.id, request.query.account),
  );

  app.get(
    '/ipm/products/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'The products the request’s application offers: icf (loan notes), ipm (the private portfolio)',
        response: { 200: applicationProductsSchema, ...signedIn },
      },
    },
    async (request) => {
      const tenant = tenantOf(request);
      return { application: tenant?.id ?? 0, products: tenant ? await app.productReference.productsOf(tenant.id) : [] };
    },
  );

  app.get(
    '/ipm/sources-of-funds/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'Where an investor’s money may come from; the one with is_other asks for a description',
        response: { 200: sourceOfFundsListSchema, ...signedIn },
      },
    },
    async () => app.productReference.sourcesOfFunds(),
  );

  app.get(
    '/ipm/accounting-methods/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'How the portfolio manager chooses parcels to sell; is_default marks minimise_gain',
        response: { 200: accountingMethodListSchema, ...signedIn },
      },
    },
    async () => app.productReference.accountingMethods(),
  );

  app.get(
    '/ipm/asset-allocation-categories/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary:
          'The strategic asset allocation’s categories with their investment options (colour, minimum share, custom strategies allowed, tailored label)',
        response: { 200: assetAllocationCategoryListSchema, ...signedIn },
      },
    },
    async () => app.productReference.assetAllocationCategories(),
  );

  app.get(
    '/ipm/tailored-labels/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary: 'The label of each investment option that can be tailored; clients may keep it 15 minutes',
        response: { 200: tailoredLabelListSchema, ...signedIn },
      },
    },
    async (_request, reply) => {
      // Spec 2 §7: the client caches tailored labels 15 minutes; 'private' keeps them out of shared caches.
      reply.header('Cache-Control', `private, max-age=${TAILORED_LABELS_CACHE_MS / 1000}`);
      return app.productReference.tailoredLabels();
    },
  );

  app.get(
    '/ipm/industries/',
    {
      config: { actingForClient: 'self' },
      schema: {
        tags,
        summary:
          'The industry classification in tree order (sector, industry group, industry, sub-industry), each node with its parent',
        response: { 200: industryClassificationListSchema, ...signedIn },
      },
    },
    async () => app.productReference.industries(),
  );
};
