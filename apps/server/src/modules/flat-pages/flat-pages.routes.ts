import {
  APPLICATION_ID_HEADER,
  errorSchema,
  FlatPageTarget,
  flatPageListQuerySchema,
  flatPageListSchema,
  flatPageSchema,
  flatPageSlugSchema,
  validationErrorSchema,
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['flat-pages'];

/**
 * Terms, privacy policy, help and other legal text (spec 1 §7 /flatpages/). Public: the terms
 * are read on the sign-up form, before there is an account. The brand is the request's
 * tenant (Application-Id header, host name, or the default).
 */
export const flatPagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.flatPages;
  const tenantOf = (request: FastifyRequest) =>
    app.tenants.resolve({
      tenantId: request.headers[APPLICATION_ID_HEADER.toLowerCase()] as string | undefined,
      hostname: request.hostname,
    })?.id ?? null;

  app.get(
    '/flatpages/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'The pages of this brand (its own over the global ones); is_legal=true for the legal list',
        querystring: flatPageListQuerySchema,
        response: { 200: flatPageListSchema, 400: validationErrorSchema },
      },
    },
    async (request) => {
      const { is_legal } = request.query;
      const results = await service.list(tenantOf(request), is_legal === undefined ? undefined : is_legal === 'true');
      return { count: results.length, next: null, previous: null, results };
    },
  );

  app.get(
    '/flatpages/:slug/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'One page by slug, with its Markdown content; the brand’s own page over the global one',
        params: z.object({ slug: flatPageSlugSchema }),
        response: { 200: flatPageSchema, 400: validationErrorSchema, 404: errorSchema },
      },
    },
    async (request) => service.detail(tenantOf(request), request.params.slug),
  );

  app.get(
    '/flatpages/:target/alt-detail/',
    {
      config: { public: true },
      schema: {
        tags,
        summary: `The page a link names by purpose (${Object.values(FlatPageTarget).join(', ')}), resolved for this brand`,
        params: z.object({ target: flatPageSlugSchema }),
        response: { 200: flatPageSchema, 400: validationErrorSchema, 404: errorSchema },
      },
    },
    async (request) => service.detailForTarget(tenantOf(request), request.params.target),
  );
};
