import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The one outside origin a page may load a script from and send to, for this request (a
 * tenant's browser monitoring script), or null for none.
 */
export type DocumentScriptOrigin = (request: FastifyRequest) => string | null;

declare module 'fastify' {
  interface FastifyInstance {
    /** Lets a module name a page's outside script origin; modules register after this plugin. */
    allowDocumentScriptOrigin(resolve: DocumentScriptOrigin): void;
  }
}

/**
 * Security headers, computed once and set by one synchronous hook (a helmet-style plugin costs
 * two async hooks per request; see bench/README.md).
 *
 * Documents (the React app, the API reference) get a same-origin CSP; inline styles are allowed
 * because MUI/emotion injects <style> tags, scripts stay same-origin only. JSON answers get the
 * API policy: nothing may load from them, they may not be framed, and personal data is never
 * stored by caches. HSTS is sent only when the request really came over TLS (directly or via a
 * trusted proxy): on plain http it is ignored at best and locks out a local install at worst.
 *
 * A tenant with a monitoring script gets its origin added to `script-src` and `connect-src` of
 * its own pages (the app's, not the API reference's); every other page keeps the strict policy.
 */
function contentSecurityPolicy(scriptOrigin: string | null): string {
  const outside = scriptOrigin ? ` ${scriptOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${outside}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${outside}`,
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join(';');
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy(null);

/** A scheme, a host of plain labels and a port: nothing that could end a directive or the header. */
const PLAIN_ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

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
    let scriptOriginOf: DocumentScriptOrigin | null = null;
    // Built once per origin: a handful of tenants, changed by an operator now and then.
    const policies = new Map<string, string>();
    const policyAllowing = (origin: string): string => {
      let policy = policies.get(origin);
      if (policy === undefined) {
        if (policies.size >= 100) policies.clear();
        policy = contentSecurityPolicy(origin);
        policies.set(origin, policy);
      }
      return policy;
    };
    app.decorate('allowDocumentScriptOrigin', (resolve: DocumentScriptOrigin) => {
      scriptOriginOf = resolve;
    });

    app.addHook('onRequest', (request, reply, done) => {
      const url = request.url;
      const api = url.startsWith('/api/') && !url.startsWith('/api/docs');
      // Routes may still override (e.g. a cacheable answer sets its own Cache-Control).
      reply.headers(api ? API_HEADERS : DOCUMENT_HEADERS);
      if (!url.startsWith('/api/') && scriptOriginOf) {
        const origin = scriptOriginOf(request);
        if (origin && PLAIN_ORIGIN.test(origin)) reply.header('Content-Security-Policy', policyAllowing(origin));
      }
      reply.header('X-Request-Id', request.id);
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      done();
    });
  },
  { name: 'security-headers' },
);
