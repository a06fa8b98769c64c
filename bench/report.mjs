// A one-year report of all eight types for one account of the demo investor, on the built
// server: time from POST /api/ipm/reports/ to the report being ready (validation, the queued
// job, building the figures from the dashboard's calculations, drawing the PDF, storing it),
// and the PDF's size and page count. Target: under 3 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { median, startServer, stop, waitFor200 } from './lib.mjs';
import { signInWithCode } from './measure.mjs';

const PORT = 3971;
const ROUNDS = 5;

async function call(base, pathname, { key, method = 'GET', body } = {}) {
  const res = await fetch(`${base}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', ...(key ? { authorization: `Token ${key}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${await res.text()}`);
  return res.headers.get('content-type')?.includes('json') ? res.json() : Buffer.from(await res.arrayBuffer());
}

/** The demo investor, through the login two-factor code from the demo outbox. */
function signInInvestor(base) {
  return signInWithCode(base, { email: 'investor@example.com', password: 'Portal-Demo-2026!', phone: '0412345678' });
}

export async function benchReport() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-report-'));
  const server = startServer({ port: PORT, dataDir });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    await waitFor200(`${base}/api/health/`, { timeoutMs: 60_000 });
    const key = await signInInvestor(base);
    const years = await call(base, '/api/ipm/reports/financial-years/', { key });
    // The newest whole financial year.
    const fy = years.financial_years_list.find((y) => y.start_date.endsWith('-07-01') && y.end_date.endsWith('-06-30'));
    const [account] = await call(
      base,
      `/api/ipm/reports/accounts/?start_date=${fy.start_date}&end_date=${fy.end_date}`,
      {
        key,
      },
    );
    const payload = {
      accounts: [account.id],
      investment_options: account.investment_options.map((o) => o.id),
      report_types: account.available_report_types.map((t) => t.id),
      start_date: fy.start_date,
      end_date: fy.end_date,
    };
    const times = [];
    let size = 0;
    let pages = 0;
    for (let round = 0; round <= ROUNDS; round++) {
      const started = performance.now();
      const created = await call(base, '/api/ipm/reports/', { key, method: 'POST', body: payload });
      let report;
      for (;;) {
        const list = await call(base, '/api/ipm/reports/?page_size=5', { key });
        report = list.results.find((r) => r.id === created.id);
        if (report.status !== 'pending') break;
        await new Promise((r) => setTimeout(r, 10));
      }
      const ms = performance.now() - started;
      if (report.status !== 'ready') throw new Error(`report ${report.id} ${report.status}`);
      const pdf = await call(base, report.link, { key });
      size = pdf.length;
      pages = (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
      if (round > 0) times.push(ms); // the first warms the modules and the caches
    }
    return {
      account: account.name,
      period: `${fy.start_date}..${fy.end_date}`,
      options: account.investment_options.length,
      report_types: payload.report_types.length,
      median_ms: Math.round(median(times)),
      runs_ms: times.map(Math.round),
      pdf_bytes: size,
      pdf_kb: Math.round(size / 1024),
      pages,
      target_ms: 3000,
      met: median(times) < 3000,
    };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
