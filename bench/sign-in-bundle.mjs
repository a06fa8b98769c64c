// The sign-in page's JavaScript before first paint: load /auth/login/ in Chromium, wait until
// the Email field is visible, and add up the gzip size of every script fetched by then.
// Target: under 250 KB gzip.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { root, startServer, stop, waitFor200 } from './lib.mjs';

export async function benchSignInBundle({ port = 3202 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const server = startServer({ port, dataDir });
  // The same Debian Chromium and flags as the journeys.
  const launch = JSON.parse(fs.readFileSync(path.join(root, 'e2e/chromium-launch.json'), 'utf8'));
  const browser = await chromium.launch(launch);
  try {
    await waitFor200(`http://127.0.0.1:${port}/api/health/`, { timeoutMs: 60_000 });
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      if (res.request().resourceType() === 'script') scripts.add(new URL(res.url()).pathname);
    });
    await page.goto(`http://localhost:${port}/auth/login/`);
    await page.getByLabel('Email').first().waitFor({ state: 'visible' });
    const dist = path.join(root, 'apps/web/dist');
    const files = [...scripts].map((p) => {
      const raw = fs.readFileSync(path.join(dist, p));
      return {
        file: p,
        raw_kb: +(raw.length / 1024).toFixed(1),
        gzip_kb: +(zlib.gzipSync(raw, { level: 9 }).length / 1024).toFixed(1),
      };
    });
    const total = files.reduce((s, f) => s + f.gzip_kb, 0);
    return { files, total_gzip_kb: +total.toFixed(1), target_kb: 250 };
  } finally {
    await browser.close();
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
