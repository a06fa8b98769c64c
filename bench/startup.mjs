// Start-up: `node apps/server/dist/server.js` (what `npm start` runs after its build) on an
// existing database, from spawn to the first 200 on /api/health/. Target: under 2 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startServer, stop, waitFor200 } from './lib.mjs';

export async function benchStartup({ runs = 5, port = 3201 } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  try {
    // First start creates, migrates and seeds the database; it is not measured.
    const first = startServer({ port, dataDir });
    await waitFor200(`http://127.0.0.1:${port}/api/health/`, { timeoutMs: 60_000 });
    await stop(first);

    const times = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      const child = startServer({ port, dataDir });
      await waitFor200(`http://127.0.0.1:${port}/api/health/`);
      times.push(performance.now() - started);
      await stop(child);
    }
    return { runs: times.map((t) => Math.round(t)), median_ms: Math.round(median(times)), target_ms: 2000 };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
