import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('reports the database as up with its driver', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.status).toBe('up');
    expect(body.database.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('accepts the path without its trailing slash too', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('gives API answers the API policy: nothing loads, no framing, no caching, nosniff, a request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives documents a same-origin CSP that forbids framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only over TLS', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS when a trusted proxy says the request came over https', async () => {
    const proxied = await startTestApp({ env: { TRUST_PROXY: '1' }, seed: false });
    try {
      const res = await proxied.app.inject({
        method: 'GET',
        url: '/api/health/',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });
});

describe('OpenAPI', () => {
  it('documents every API route the app serves', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/health/',
        '/api/company-applications/',
        '/api/company-applications/current-application/',
      ]),
    );
    expect(doc.paths['/api/company-applications/current-application/'].get.security).toEqual([]);
  });

  it('documents the operator API with its own key scheme, public calls with none, the rest with the session token', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
    expect(doc.components.securitySchemes.operator).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    expect(doc.components.securitySchemes.operator.description).toContain('Operator <key>');
    expect(doc.security).toEqual([{ token: [] }]);
    const operations = Object.entries(doc.paths as Record<string, Record<string, { security?: unknown }>>).flatMap(
      ([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, security: op.security })),
    );
    const operator = operations.filter((o) => o.path.startsWith('/api/operator/'));
    expect(operator.length).toBeGreaterThan(10);
    for (const o of operator) expect(o.security, `${o.method} ${o.path}`).toEqual([{ operator: [] }]);
    for (const path of ['/api/auth/base/login/', '/api/company-applications/', '/api/health/'])
      expect(doc.paths[path].get?.security ?? doc.paths[path].post?.security, path).toEqual([]);
    // A call that needs a session keeps the document's default (the token scheme).
    expect(doc.paths['/api/profiles/my/'].get.security).toBeUndefined();
  });

  it('serves a browsable reference', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect([200, 302]).toContain(res.statusCode);
  });
});
