import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The copies the web build writes next to each text file when they are smaller (apps/web/build/precompress.ts). */
const COMPRESSED_COPY = /\.(br|gz)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every file under `root` that has a compressed copy next to it (the build is fixed while the server runs). */
function filesWithCopies(root: string): Set<string> {
  const found = new Set<string>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSED_COPY.test(entry.name)) continue;
    const original = path.join(entry.parentPath, entry.name.replace(COMPRESSED_COPY, ''));
    if (fs.existsSync(original)) found.add(original);
  }
  return found;
}

/**
 * Serves the built React app from the same process and port as the API.
 *
 * - Each text file goes out as the best precompressed copy the browser accepts (`preCompressed`:
 *   br before gzip, q-values honoured, `q=0` refused), with the original's Content-Type, the copy's
 *   Content-Length, and `Vary: Accept-Encoding` on every answer for a file that has copies.
 * - Content-hashed files under /assets/ are cached for a year, immutable. Everything else, index.html
 *   above all (also when the not-found handler sends it for a browser route), is revalidated on each
 *   use (`no-cache`) against its ETag, so a new release is picked up at once and an unchanged one
 *   costs a 304.
 *
 * `cacheControl: false` because @fastify/send writes its own `Cache-Control: public, max-age=0`
 * after `setHeaders`, which would replace ours. The copies are not routes of their own.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { root: string }) => {
    const root = path.resolve(options.root);
    const assets = path.join(root, 'assets') + path.sep;
    const withCopies = filesWithCopies(root);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders: (res, sentPath) => {
        const original = withCopies.has(sentPath.replace(COMPRESSED_COPY, ''))
          ? sentPath.replace(COMPRESSED_COPY, '')
          : sentPath;
        res.setHeader('Cache-Control', original.startsWith(assets) ? IMMUTABLE : 'no-cache');
        if (withCopies.has(original)) res.setHeader('Vary', 'Accept-Encoding');
      },
    });
    // With wildcard off, @fastify/static registers one route per file that exists at start;
    // every other path falls through to the SPA fallback of the not-found handler.
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.sendFile('index.html'));
  },
  { name: 'web-app' },
);

export function webDistExists(root: string): boolean {
  return fs.existsSync(path.join(root, 'index.html'));
}
