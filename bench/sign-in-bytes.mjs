// Bytes as sent: the built server and Chromium, counting what crosses the wire.
//
// Sign-in page: /auth/login/ in a fresh browser (empty cache), once asking for `br` and once for
// `gzip` only: index.html, every script, stylesheet and modulepreload it references, and the
// chunks the login route loads lazily (everything requested until the network is idle after the
// Email field shows). Target: its JavaScript and CSS under 200 KB with br.
//
// Dashboard: the demo investor signs in (password, then the SMS code from the demo outbox), the
// browser cache is emptied, /dashboard/ is opened (cold) and opened again (warm: from the cache,
// index.html revalidated with a 304, nothing but API calls fetched again).
//
// A response's size is its Content-Length (the body as sent, compressed when it was); a 304 or a
// response from the browser cache counts 0. `wire` adds the headers (Chromium's encodedDataLength).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, startServer, stop, waitFor200 } from './lib.mjs';

const PASSWORD = 'Portal-Demo-2026!';
const INVESTOR = { email: 'investor@example.com', phone: '0412345678' };
const TARGET_KB = 200;
/** Chromium's own Accept-Encoding (gzip, deflate, br, zstd): the API's kept answers come as gzip. */
const BROWSER = 'browser default';

const kb = (bytes) => +(bytes / 1024).toFixed(1);

/**
 * Every response a page gets, as Chromium's network layer saw it (DevTools protocol). Status and
 * headers come from what arrived on the wire (`responseReceivedExtraInfo`): for a revalidated
 * file `responseReceived` shows the cached 200, the wire shows the 304.
 */
async function recordResponses(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map();
  const wire = new Map();
  const lower = (headers) => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    byId.set(requestId, {
      path: new URL(response.url).pathname,
      type,
      headers: lower(response.headers),
      status: response.status,
      cached: Boolean(response.fromDiskCache || response.fromPrefetchCache),
      wire: 0,
    });
  });
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode, headers }) =>
    wire.set(requestId, { status: statusCode, headers: lower(headers) }),
  );
  cdp.on('Network.requestServedFromCache', ({ requestId }) => wire.set(requestId, { fromCache: true }));
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const r = byId.get(requestId);
    if (r) r.wire = encodedDataLength;
  });
  return {
    cdp,
    /** The responses recorded so far (each as sent: status, encoding, Content-Length); starts a new list. */
    take() {
      const list = [];
      for (const [id, r] of byId) {
        const sent = wire.get(id);
        const cached = r.cached || Boolean(sent?.fromCache) || !sent;
        const status = sent?.status ?? r.status;
        const headers = sent?.headers ?? r.headers;
        list.push({
          path: r.path,
          type: r.type,
          status,
          cached,
          encoding: headers['content-encoding'] ?? 'identity',
          bytes: cached || status === 304 ? 0 : Number(headers['content-length'] ?? r.wire),
          wire: cached ? 0 : r.wire,
          cache_control: headers['cache-control'] ?? null,
        });
      }
      byId.clear();
      wire.clear();
      return list;
    },
  };
}

function kindOf(r) {
  if (r.path.startsWith('/api/')) return 'api';
  if (r.type === 'Document') return 'document';
  if (r.type === 'Script' || r.type === 'Stylesheet' || /\.(m?js|css)$/.test(r.path)) return 'js_css';
  return 'other';
}

function summarize(responses) {
  const sum = (list, key) => list.reduce((s, r) => s + r[key], 0);
  const fetched = responses.filter((r) => !r.cached);
  const groups = {};
  for (const kind of ['document', 'js_css', 'api', 'other']) {
    const all = responses.filter((r) => kindOf(r) === kind);
    const sent = all.filter((r) => !r.cached);
    groups[kind] = {
      requests: all.length,
      fetched: sent.length,
      not_modified: sent.filter((r) => r.status === 304).length,
      from_cache: all.length - sent.length,
      kb: kb(sum(sent, 'bytes')),
      wire_kb: kb(sum(sent, 'wire')),
    };
  }
  return {
    requests: responses.length,
    fetched: fetched.length,
    kb: kb(sum(fetched, 'bytes')),
    wire_kb: kb(sum(fetched, 'wire')),
    ...groups,
  };
}

/** The size of a built file before compression (WEB_DIST as the server reads it, when set). */
function distSize(p) {
  try {
    return fs.statSync(path.join(process.env.WEB_DIST ?? path.join(root, 'apps/web/dist'), p)).size;
  } catch {
    return 0;
  }
}

/** /auth/login/ in a fresh context that asks for `acceptEncoding`. */
async function signInPage(browser, base, acceptEncoding) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': acceptEncoding } });
  try {
    const page = await context.newPage();
    const recorder = await recordResponses(context, page);
    await page.goto(`${base}/auth/login/`);
    await page.getByLabel('Email').first().waitFor({ state: 'visible' });
    await page.waitForLoadState('networkidle');
    const responses = recorder.take();
    const assets = responses.filter((r) => kindOf(r) === 'js_css');
    return {
      accept_encoding: acceptEncoding,
      ...summarize(responses),
      js_css_uncompressed_kb: kb(assets.reduce((s, r) => s + distSize(r.path), 0)),
      files: assets
        .map((r) => ({ file: r.path, encoding: r.encoding, kb: kb(r.bytes), raw_kb: kb(distSize(r.path)) }))
        .sort((a, b) => b.kb - a.kb),
    };
  } finally {
    await context.close();
  }
}

async function newestCode(base, since) {
  for (let i = 0; i < 200; i++) {
    const res = await fetch(`${base}/api/dev/outbox/?to=${INVESTOR.phone}`);
    const messages = await res.json();
    const m = messages.find((x) => x.code && new Date(x.created).getTime() >= since);
    if (m) return m.code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no SMS code in the demo outbox');
}

/** Signs the demo investor in through the form, then the dashboard cold and warm per Accept-Encoding. */
async function dashboardPage(browser, base, encodings) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    const recorder = await recordResponses(context, page);
    await page.goto(`${base}/auth/login/`);
    const since = Date.now() - 1000;
    await page.getByLabel('Email').first().fill(INVESTOR.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const codeField = page.getByRole('textbox', { name: 'Verification code' });
    await codeField.waitFor({ state: 'visible' });
    await codeField.fill(await newestCode(base, since));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/dashboard/**');
    await page.waitForLoadState('networkidle');

    const results = [];
    for (const acceptEncoding of encodings) {
      await context.setExtraHTTPHeaders(acceptEncoding === BROWSER ? {} : { 'Accept-Encoding': acceptEncoding });
      await recorder.cdp.send('Network.clearBrowserCache');
      recorder.take();
      const visit = async () => {
        await page.goto(`${base}/dashboard/`);
        await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor({ state: 'visible' });
        await page.waitForLoadState('networkidle');
        return summarize(recorder.take());
      };
      const cold = await visit();
      const warm = await visit();
      results.push({ accept_encoding: acceptEncoding, cold, warm });
    }
    return results;
  } finally {
    await context.close();
  }
}

export async function benchSignInBytes({ port = 3209 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = startServer({ port, dataDir });
  // The same Debian Chromium and flags as the journeys.
  const launch = JSON.parse(fs.readFileSync(path.join(root, 'e2e/chromium-launch.json'), 'utf8'));
  const browser = await chromium.launch(launch);
  try {
    const base = `http://localhost:${port}`;
    await waitFor200(`${base}/api/health/`, { timeoutMs: 60_000 });
    const signIn = {};
    for (const encoding of ['br', 'gzip']) signIn[encoding] = await signInPage(browser, base, encoding);
    const dashboard = await dashboardPage(browser, base, [BROWSER, 'gzip']);
    return {
      sign_in: {
        js_css_br_kb: signIn.br.js_css.kb,
        js_css_gzip_kb: signIn.gzip.js_css.kb,
        js_css_uncompressed_kb: signIn.br.js_css_uncompressed_kb,
        requests: signIn.br.requests,
        target_kb: TARGET_KB,
        met: signIn.br.js_css.kb < TARGET_KB,
        br: signIn.br,
        gzip: signIn.gzip,
      },
      dashboard,
    };
  } finally {
    await browser.close();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
