import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built React app from the same process and port as the API. Hashed assets are
 * cached for a year; index.html is revalidated so a new release is picked up at once.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    await app.register(fastifyStatic, {
      root: options.root,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    // With wildcard off, @fastify/static registers one route per file that exists at start;
    // every other path falls through to the SPA fallback of the not-found handler.
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply.header('Cache-Control', 'no-cache').sendFile('index.html'),
    );
  },
  { name: 'web-app' },
);

export function webDistExists(root: string): boolean {
  return fs.existsSync(path.join(root, 'index.html'));
}
