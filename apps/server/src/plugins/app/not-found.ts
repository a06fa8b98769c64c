import { ERROR_CODE_STATUS, ErrorCode, type ErrorBody } from '@portal/contract';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';

const NOT_FOUND: ErrorBody = { detail: 'Not found.', code: ErrorCode.notFound };

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

function toPattern(url: string): RegExp {
  const body = url
    .replace(/\/+$/, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}/?$`);
}

/**
 * Unknown API paths answer 404 and known paths with the wrong method answer 405 with `Allow`,
 * both in the error contract. Other GET paths belong to the browser app: they get index.html so
 * the React router decides (it shows page-not-found for paths it does not know).
 */
export const notFoundPlugin = fp(
  async (app: FastifyInstance, options: { spaFallback: boolean }) => {
    const routes = new Map<string, KnownRoute>();
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const key = route.url.replace(/\/+$/, '');
      const known = routes.get(key) ?? { pattern: toPattern(route.url), methods: new Set<string>() };
      for (const m of ([] as HTTPMethods[]).concat(route.method)) known.methods.add(m);
      routes.set(key, known);
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/')) {
        const allowed = new Set<string>();
        for (const route of routes.values()) if (route.pattern.test(path)) route.methods.forEach((m) => allowed.add(m));
        if (allowed.size > 0) {
          return reply
            .status(ERROR_CODE_STATUS[ErrorCode.methodNotAllowed])
            .header('Allow', [...allowed].sort().join(', '))
            .send({
              detail: `Method "${request.method}" not allowed.`,
              code: ErrorCode.methodNotAllowed,
            } satisfies ErrorBody);
        }
        return reply.status(ERROR_CODE_STATUS[ErrorCode.notFound]).send(NOT_FOUND);
      }
      if (options.spaFallback && (request.method === 'GET' || request.method === 'HEAD')) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.status(ERROR_CODE_STATUS[ErrorCode.notFound]).send(NOT_FOUND);
    });
  },
  { name: 'not-found' },
);
