import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * OpenAPI generated from the same zod schemas that validate requests and shape responses, so the
 * document cannot drift from the code. Served at /api/docs/openapi.json with a reference UI at /api/docs.
 */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Investor client portal API',
          version: options.version,
          description:
            'JSON in snake_case. Authenticate with `Authorization: Token <key>`. Lists answer `{count, next, previous, results}` with `page` and `page_size`. ' +
            'A 400 answers `{field_errors, non_field_errors}`; other errors answer `{detail, code}`.',
        },
        components: {
          securitySchemes: {
            token: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'Token <key>' },
          },
        },
        security: [{ token: [] }],
      },
      // Public routes need no token; say so per operation so generated clients get it right.
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const isPublic = (input.route.config as { public?: boolean } | undefined)?.public;
        return isPublic ? { ...out, schema: { ...out.schema, security: [] } } : out;
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
    app.get('/api/docs/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
