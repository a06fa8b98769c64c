import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this a compressed answer saves less than the work. */
const COMPRESS_FROM_BYTES = 1024;

/** Compressed copies of kept answers, alive exactly as long as the answer itself is kept. */
const gzipped = new WeakMap<Buffer, Buffer>();
const compressing = new WeakSet<Buffer>();

/**
 * Sends JSON the server keeps (the same Buffer each time it is asked): gzip-compressed when the
 * client accepts it and a compressed copy is ready. The copy is made in the background after the
 * first answer, so nobody waits for it: a large card (1 MB of holdings, 160 KB of daily values)
 * then travels as a tenth of that to every later asker.
 */
export function sendKeptJson(request: FastifyRequest, reply: FastifyReply, body: Buffer): FastifyReply {
  reply.type('application/json; charset=utf-8');
  if (body.length < COMPRESS_FROM_BYTES) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body);
  const compressed = gzipped.get(body);
  if (compressed) return reply.header('content-encoding', 'gzip').send(compressed);
  if (!compressing.has(body)) {
    compressing.add(body);
    gzip(body, (error, result) => {
      if (!error) gzipped.set(body, result);
    });
  }
  return reply.send(body);
}

/** 'gzip' among the accepted encodings, and not refused with q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    if (name !== 'gzip' && name !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
