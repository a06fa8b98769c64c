import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { OPERATOR_AUTH_SCHEME } from '@portal/contract';
import type { FastifyContextConfig, FastifyInstance } from 'fastify';
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
            operator: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: `${OPERATOR_AUTH_SCHEME} <key>: the operator key (OPERATOR_KEY or DATA_DIR/operator.key), for /api/operator/ only`,
            },
          },
        },
        security: [{ token: [] }],
      },
      // Per operation, so generated clients get it right: the operator API takes the operator key
      // (its routes are also `public`, which only means "no session key"), public routes need
      // nothing, and every other route keeps the document's default, the session token.
      transform: (input) => {
        const out = jsonSchemaTransform(input);
        const config = input.route.config as FastifyContextConfig | undefined;
        if (config?.operator) return { ...out, schema: { ...out.schema, security: [{ operator: [] }] } };
        if (config?.public) return { ...out, schema: { ...out.schema, security: [] } };
        return out;
      },
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
    app.get('/api/docs/openapi.json', { schema: { hide: true }, config: { public: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
