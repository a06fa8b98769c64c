import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip } from '../../src/http/kept-json.js';
import { INVESTOR, bearer, signIn } from '../helpers/auth-client.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

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

  it('comes gzip-compressed to a client that takes it, from the first ask on: the same JSON', async () => {
    const plain = await ask();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    for (const encoding of ['gzip, deflate', 'gzip, deflate', 'br;q=1.0, gzip;q=0.5']) {
      const compressed = await ask(encoding);
      expect(compressed.statusCode).toBe(200);
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('comes compressed on a first ask too (nothing kept yet), and a small answer never is', async () => {
    t.app.dashboardCards.clear();
    const first = await ask('gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(first.rawPayload).toString()).total_asset_daily_values.length).toBeGreaterThan(200);

    const small = await t.app.inject({
      method: 'GET',
      url: '/api/ipm/dashboard/asset-allocations/',
      headers: { ...bearer(key), 'accept-encoding': 'gzip' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toBeUndefined();
  });
});
