import { ErrorCode } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../src/plugins/app/http-errors.js';
import { UNSTORABLE_TEXT_MESSAGE } from '../../src/plugins/app/storable-text.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

let t: TestApp;

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/probe/echo/',
    {
      config: { public: true },
      schema: {
        body: z
          .object({ name: z.string().min(2), age: z.number().int(), nested: z.object({ city: z.string() }).optional() })
          .strict(),
      },
    },
    async (request) => ({ ok: true, name: request.body.name }),
  );
  // Declares error schemas that fit nothing the error handler sends: it must still answer in the contract.
  app.post(
    '/api/probe/odd-schemas/',
    {
      config: { public: true },
      schema: {
        body: z.object({ name: z.string() }),
        response: { 200: z.object({ ok: z.boolean() }), 400: z.object({ odd: z.literal(true) }) },
      },
    },
    async () => ({ ok: true }),
  );
  app.get(
    '/api/probe/odd-schemas/',
    { config: { public: true }, schema: { response: { 403: z.object({ odd: z.literal(true) }) } } },
    async () => {
      throw new HttpError(ErrorCode.permissionDenied, 'Not for you.');
    },
  );
  app.get('/api/probe/boom/', { config: { public: true } }, async () => {
    throw new Error('secret internal detail: password=hunter2');
  });
  app.get(
    '/api/probe/leaky/',
    { config: { public: true }, schema: { response: { 200: z.object({ id: z.number() }) } } },
    async () => ({ id: 'not-a-number' }) as never,
  );
};

beforeAll(async () => {
  t = await startTestApp({ configure: (app) => void app.register(probeRoutes) });
});
afterAll(() => t.close());

async function expectStillServing() {
  const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
  expect(health.statusCode).toBe(200);
}

describe('the error contract', () => {
  it('answers 400 with field errors naming each invalid field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo/', payload: { name: 'x', age: 'old' } });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(Object.keys(body.field_errors).sort()).toEqual(['age', 'name']);
    expect(body.non_field_errors).toEqual([]);
    expect(body.field_errors.name[0]).toMatch(/2/);
  });

  it('names nested fields with dots and rejects unknown fields by name', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo/',
      payload: { name: 'Ann', age: 3, nested: {}, extra: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field_errors).toHaveProperty(['nested.city']);
    expect(res.json().field_errors.extra).toEqual(['This field is not allowed.']);
  });

  it('accepts a valid body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe/echo/', payload: { name: 'Ann', age: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, name: 'Ann' });
  });

  it('answers malformed JSON with a 400 in the field-errors shape, and keeps serving', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ann",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ field_errors: {}, non_field_errors: ['The request body is not valid JSON.'] });
    await expectStillServing();
  });

  it('cannot be broken by a route whose declared error schemas do not fit the contract', async () => {
    for (const payload of ['{"a":', '{"name": 1}']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/probe/odd-schemas/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(Object.keys(res.json()).sort()).toEqual(['field_errors', 'non_field_errors']);
    }
    const thrown = await t.app.inject({ method: 'GET', url: '/api/probe/odd-schemas/' });
    expect(thrown.statusCode).toBe(403);
    expect(thrown.json()).toEqual({ detail: 'Not for you.', code: 'permission_denied' });
  });

  it('answers text/plain with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo/',
      headers: { 'content-type': 'text/plain' },
      payload: 'name=Ann',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
  });

  it('refuses NUL bytes and lone surrogates on the field they are in, in bodies, queries and paths', async () => {
    const body = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "An\\u0000n", "age": 3, "nested": {"city": "\\ud800"}}',
    });
    expect(body.statusCode).toBe(400);
    expect(body.json()).toEqual({
      field_errors: { name: [UNSTORABLE_TEXT_MESSAGE], 'nested.city': [UNSTORABLE_TEXT_MESSAGE] },
      non_field_errors: [],
    });
    const query = await t.app.inject({ method: 'GET', url: '/api/dev/outbox/?to=%00' });
    expect(query.statusCode).toBe(400);
    expect(query.json().field_errors).toEqual({ to: [UNSTORABLE_TEXT_MESSAGE] });
  });

  it('answers a URL the router cannot read with a 400 in the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/flatpages/%E0%A4%A/' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['field_errors', 'non_field_errors']);
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo/',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ann',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('unsupported_media_type');
    await expectStillServing();
  });

  it('answers a JSON body over 1 MB with 413', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024), age: 1 });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe/echo/',
      headers: { 'content-type': 'application/json' },
      payload: big,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The request body is too large.', code: 'payload_too_large' });
    await expectStillServing();
  });

  it('answers an unknown API route with 404 in the error contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('answers a wrong method on a known route with 405 and the allowed methods', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/company-applications/current-application/' });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toContain('GET');
    expect(res.json().code).toBe('method_not_allowed');
  });

  it('hides internals of an unexpected error behind a generic 500 with the request id in the log', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/probe/boom/',
      headers: { 'x-request-id': 'trace-abc-12345' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ detail: 'A server error occurred.', code: 'server_error' });
    expect(res.body).not.toContain('hunter2');
    expect(res.headers['x-request-id']).toBe('trace-abc-12345');
    await expectStillServing();
  });

  it('never sends a response that breaks its declared schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/leaky/' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('server_error');
  });
});
