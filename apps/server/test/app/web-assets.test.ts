import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers/test-app.js';

/**
 * The built web app as the server sends it: the precompressed copy the browser accepts (the web
 * build writes `x.br` and `x.gz` next to each text file), a year's cache for the content-hashed
 * files under /assets/, and index.html (also as the SPA fallback) revalidated every time.
 */

const IMMUTABLE = 'public, max-age=31536000, immutable';
const JS = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const CSS = `.a { color: red; }\n`.repeat(200);
const HTML = `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body>${'<p>portal</p>'.repeat(50)}</body></html>`;

let dist: string;
let t: TestApp;

function write(file: string, content: string | Buffer, copies: Array<'br' | 'gz'>) {
  const full = path.join(dist, file);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, content);
  if (copies.includes('br')) fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(content));
  if (copies.includes('gz')) fs.writeFileSync(`${full}.gz`, zlib.gzipSync(content));
}

const read = (file: string) => fs.readFileSync(path.join(dist, file));

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-dist-'));
  write('index.html', HTML, ['br', 'gz']);
  write('assets/app-abc123.js', JS, ['br', 'gz']);
  // Brotli was not smaller for this one (say), so the build wrote only the gzip copy.
  write('assets/app-abc123.css', CSS, ['gz']);
  write('assets/logo-abc123.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]), []);
  t = await startTestApp({ seed: false, webRoot: dist });
});

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers });

describe('precompressed copies', () => {
  it('sends the brotli copy when the browser accepts br, with the type of the original', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.equals(read('assets/app-abc123.js.br'))).toBe(true);
    expect(Number(res.headers['content-length'])).toBe(read('assets/app-abc123.js.br').length);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(JS);
  });

  it('sends the gzip copy when the browser accepts only gzip', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(Number(res.headers['content-length'])).toBe(read('assets/app-abc123.js.gz').length);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(JS);
  });

  it('honours q-values: gzip preferred over br, and br refused with q=0', async () => {
    const preferred = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0.5, gzip;q=1' });
    expect(preferred.headers['content-encoding']).toBe('gzip');
    const refused = await get('/assets/app-abc123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refused.headers['content-encoding']).toBe('gzip');
  });

  it('falls back to the gzip copy when a file has no brotli copy', async () => {
    const res = await get('/assets/app-abc123.css', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(CSS);
  });

  it.each([
    ['no Accept-Encoding', {}],
    ['identity only', { 'accept-encoding': 'identity' }],
    ['br and gzip refused', { 'accept-encoding': 'br;q=0, gzip;q=0' }],
  ])('sends the file as it is with %s, still varying by Accept-Encoding', async (_name, headers) => {
    const res = await get('/assets/app-abc123.js', headers);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.body).toBe(JS);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(JS));
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('does not vary a file that has no compressed copies', async () => {
    const res = await get('/assets/logo-abc123.png', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers.vary).toBeUndefined();
  });
});

describe('caching', () => {
  it('caches the content-hashed files under /assets/ for a year, immutable, compressed or not', async () => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await get('/assets/app-abc123.js', { 'accept-encoding': encoding });
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
    }
    const css = await get('/assets/app-abc123.css', { 'accept-encoding': 'gzip' });
    expect(css.headers['cache-control']).toBe(IMMUTABLE);
  });

  it.each(['/', '/index.html', '/dashboard/', '/auth/login/'])(
    'revalidates index.html at %s: no-cache, an ETag, 304 when it matches',
    async (url) => {
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const first = await get(url, headers);
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toMatch(/^text\/html/);
      expect(first.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(first.rawPayload).toString()).toBe(HTML);
      expect(first.headers['cache-control']).toBe('no-cache');
      expect(first.headers.vary).toMatch(/accept-encoding/i);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();

      const again = await get(url, { ...headers, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers['cache-control']).toBe('no-cache');
      expect(again.headers.vary).toMatch(/accept-encoding/i);

      const changed = await get(url, { ...headers, 'if-none-match': 'W/"something-else"' });
      expect(changed.statusCode).toBe(200);
    },
  );

  it('sends index.html as it is to a browser that accepts no compression', async () => {
    const res = await get('/dashboard/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(HTML);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });
});

describe('HEAD', () => {
  it('answers HEAD for an asset with the headers of the GET it stands for and no body', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(Number(res.headers['content-length'])).toBe(read('assets/app-abc123.js.br').length);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBe(0);
  });

  it.each(['/', '/dashboard/'])('answers HEAD for index.html at %s', async (url) => {
    const res = await get(url, { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(Number(res.headers['content-length'])).toBe(read('index.html.gz').length);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
    expect(res.rawPayload.length).toBe(0);
  });
});

describe('what is not a file', () => {
  it('gives a browser path that is no file the app (SPA fallback) and an unknown API path a 404', async () => {
    const page = await get('/assets/no-such-file.js');
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(HTML);
    const api = await get('/api/no-such-route/');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'not_found' });
  });
});
