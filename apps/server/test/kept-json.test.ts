import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../src/http/kept-json.js';
import { INVESTOR, bearer, signIn } from './helpers/auth-client.js';
import { startTestApp, type TestApp } from './helpers/test-app.js';

describe('which clients take gzip', () => {
  it('reads the Accept-Encoding list, with q=0 as a refusal', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, deflate')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('a large card asked again', () => {
  let t: TestApp;
  let key: string;
  beforeAll(async () => {
    t = await startTestApp();
    key = await signIn(t.app, INVESTOR);
  });
  afterAll(() => t.close());

  const ask = (encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/ipm/dashboard/total-asset-value/?period=twelve_months',
      headers: { ...bearer(key), ...(encoding ? { 'accept-encoding': encoding } : {}) },
    });

  it('comes gzip-compressed to a client that takes it, once compressed: the same JSON', async () => {
    const first = await ask('gzip, deflate');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBeUndefined();
    expect(first.headers.vary).toBe('accept-encoding');
    expect(first.rawPayload.length).toBeGreaterThan(1024);

    // The compressed copy is made in the background after the first answer.
    const deadline = Date.now() + 5000;
    let again = await ask('gzip, deflate');
    while (again.headers['content-encoding'] !== 'gzip' && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      again = await ask('gzip, deflate');
    }
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.rawPayload.length).toBeLessThan(first.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(again.rawPayload).toString())).toEqual(first.json());

    // A client that does not take gzip still gets plain JSON.
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(first.json());
  });
});
