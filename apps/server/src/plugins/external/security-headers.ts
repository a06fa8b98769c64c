import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Security headers, computed once and set by one synchronous hook (a helmet-style plugin costs
 * two async hooks per request; see bench/README.md).
 *
 * Documents (the React app, the API reference) get a same-origin CSP; inline styles are allowed
 * because MUI/emotion injects <style> tags, scripts stay same-origin only. JSON answers get the
 * API policy: nothing may load from them, they may not be framed, and personal data is never
 * stored by caches. HSTS is sent only when the request really came over TLS (directly or via a
 * trusted proxy): on plain http it is ignored at best and locks out a local install at worst.
 */
const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

const COMMON = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Permitted-Cross-Domain-Policies': 'none',
} as const;

export const DOCUMENT_HEADERS = {
  ...COMMON,
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'Origin-Agent-Cluster': '?1',
  'X-DNS-Prefetch-Control': 'off',
  'X-XSS-Protection': '0',
} as const;

export const API_HEADERS = {
  ...COMMON,
  'Content-Security-Policy': "default-src 'none';frame-ancestors 'none'",
  'Cache-Control': 'no-store',
} as const;

const HSTS = 'max-age=31536000; includeSubDomains';

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      const api = url.startsWith('/api/') && !url.startsWith('/api/docs');
      // Routes may still override (e.g. a cacheable answer sets its own Cache-Control).
      reply.headers(api ? API_HEADERS : DOCUMENT_HEADERS);
      reply.header('X-Request-Id', request.id);
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
