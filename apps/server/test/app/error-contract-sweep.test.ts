import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVESTOR, bearer, signIn } from '../helpers/auth-client.js';
import { TEST_OPERATOR_KEY, startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * Whatever a client sends, the answer is never a 5xx and every error is in the contract's shape.
 * The catalogue below goes to every path and method of the OpenAPI document, signed out and
 * signed in, so a route added later is swept the day it is added.
 */
let t: TestApp;
let key: string;

type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema };
type Operation = {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
const operations: Array<{ method: string; path: string; op: Operation }> = [];

beforeAll(async () => {
  t = await startTestApp();
  key = await signIn(t.app, INVESTOR);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) operations.push({ method: method.toUpperCase(), path, op });
});
afterAll(() => t.close());

const LONG = 'x'.repeat(5_000);
const PATH_VALUES = ['1', '0', '-1', 'abc', '99999999999999999999', 'x'.repeat(300), '%E0%A4%A', '%00', '..%2F..%2F'];
const QUERY_VALUES = ['', '-1', 'abc', '1000000', LONG, '%00', '%ED%A0%80', 'true', '[]'];
/** Raw bodies sent as application/json, and one as text/plain. */
const RAW_BODIES: Array<{ payload: string; type: string }> = [
  { payload: '{"a":', type: 'application/json' },
  { payload: '', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: '1', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '"text"', type: 'application/json' },
  { payload: '{"__proto__":{"polluted":1}}', type: 'application/json' },
  { payload: '{"constructor":{"prototype":{"polluted":1}}}', type: 'application/json' },
  { payload: 'hello', type: 'text/plain' },
  { payload: '--x\r\nbroken', type: 'multipart/form-data' },
];
const FIELD_VALUES: unknown[] = [
  null,
  1,
  -1,
  1e308,
  true,
  [],
  {},
  '',
  LONG,
  'a\u0000b',
  '\ud800',
  ['\ud800'],
  { a: 'b' },
];

/** Every declared field set to one odd value at a time. */
function bodiesFor(op: Operation): unknown[] {
  const schema = op.requestBody?.content?.['application/json']?.schema;
  const fields = Object.keys(schema?.properties ?? {});
  if (fields.length === 0) return FIELD_VALUES.map((v) => ({ value: v }));
  return FIELD_VALUES.map((v) => Object.fromEntries(fields.map((f) => [f, v])));
}

/** Problems with one answer: a 5xx, or an error body outside the contract. */
function problem(status: number, body: string): string | null {
  if (status >= 500) return `status ${status}: ${body.slice(0, 200)}`;
  if (status < 400) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `status ${status}: not JSON: ${body.slice(0, 100)}`;
  }
  const o = parsed as Record<string, unknown>;
  if (status === 400) {
    const ok =
      o && typeof o.field_errors === 'object' && !Array.isArray(o.field_errors) && Array.isArray(o.non_field_errors);
    return ok ? null : `400 not {field_errors, non_field_errors}: ${body.slice(0, 200)}`;
  }
  return o && typeof o.detail === 'string' && typeof o.code === 'string'
    ? null
    : `${status} not {detail, code}: ${body.slice(0, 200)}`;
}

async function sweep(headers: () => Record<string, string>): Promise<string[]> {
  const found: string[] = [];
  const send = async (name: string, method: string, url: string, extra: { payload?: string; type?: string } = {}) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { ...headers(), ...(extra.type ? { 'content-type': extra.type } : {}) },
      ...(extra.payload !== undefined ? { payload: extra.payload } : {}),
    });
    const p = problem(res.statusCode, res.body);
    if (p) found.push(`${name} ${url.slice(0, 120)}: ${p}`);
    return res.statusCode;
  };
  for (const { method, path, op } of operations) {
    // Leaving would end the signed-in half of the sweep; logout's answers are tested on their own.
    if (path.endsWith('/logout/') || path.endsWith('/end-others/')) continue;
    const name = `${method} ${path}`;
    const hasParams = /\{[^}]+\}/.test(path);
    const base = path.replace(/\{[^}]+\}/g, '1');
    for (const value of hasParams ? PATH_VALUES : []) await send(name, method, path.replace(/\{[^}]+\}/g, value));
    const query = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
    for (const value of QUERY_VALUES) {
      const names = [...new Set([...query, 'page', 'page_size'])];
      await send(
        name,
        method,
        `${base}?${names.map((n) => `${n}=${encodeURIComponent(value).replace(/%25/g, '%')}`).join('&')}`,
      );
    }
    if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
      for (const raw of RAW_BODIES) await send(name, method, base, raw);
      for (const body of bodiesFor(op)) {
        await send(name, method, base, { payload: JSON.stringify(body), type: 'application/json' });
      }
    }
  }
  return found;
}

/**
 * Each sweep sends some thousands of requests and grows with every route: on a two-core machine
 * busy with the rest of CI one took 40 s, past the 30 s default, though nothing was wrong.
 */
const SWEEP_TIMEOUT_MS = 300_000;

describe('the error contract on every route', () => {
  it(
    'holds for a caller who is not signed in',
    async () => {
      expect(operations.length).toBeGreaterThan(100);
      expect(await sweep(() => ({}))).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'holds for a signed-in investor',
    async () => {
      expect(await sweep(() => bearer(key))).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );

  it(
    'holds for the operator key',
    async () => {
      expect(await sweep(() => ({ authorization: `Operator ${TEST_OPERATOR_KEY}` }))).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
});
