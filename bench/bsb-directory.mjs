// The BSB directory on PGlite, through the built server (issue #19):
//
//   1. import of a full-size directory: 20,000 branches in the Australian Payments Network's
//      published layout (generated: the bundled sample's 70 real branches, then made-up ones with
//      real mnemonics, states and postcodes, some branch names quoted with commas), posted to
//      POST /api/operator/bsb-directory/ as `npm run admin -- bsb import` does: first into the
//      demo directory (20,000 written), again unchanged, then with 5 % changed and 1 % closed;
//   2. GET /api/accounts/bank/{bsb}/detail/ with 100 lookups at a time: 30 rounds of 100
//      concurrent requests for different BSBs (a few unknown, 404), then a 10 s closed loop of
//      100 connections on one BSB, and the same on the session ping (the cheapest signed-in
//      call) for the floor on the machine as it is.
// Targets: the first import under 3 s; lookups p95 under 5 ms.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer, stop, waitFor200 } from './lib.mjs';
import { closedLoop, DEMO_STAFF, round1, seeded, signInWithCode, summarize } from './measure.mjs';

const PORT = 3241;
const OPERATOR_KEY = 'bench-operator-key-bsb-directory-0123456789';
const BRANCHES = 20_000;

const log = (line) => process.stderr.write(`[bsb-directory] ${line}\n`);

const MNEMONICS = [
  'CBA',
  'WBC',
  'NAB',
  'ANZ',
  'BWA',
  'STG',
  'BOM',
  'BSA',
  'BQL',
  'BBL',
  'MBL',
  'ING',
  'HBA',
  'MET',
  'AMP',
  'CTI',
];
const PLACES = [
  ['Sydney', 'NSW', '2000'],
  ['Parramatta', 'NSW', '2150'],
  ['Newcastle', 'NSW', '2300'],
  ['Melbourne', 'VIC', '3000'],
  ['Geelong', 'VIC', '3220'],
  ['Brisbane', 'QLD', '4000'],
  ['Townsville', 'QLD', '4810'],
  ['Adelaide', 'SA', '5000'],
  ['Perth', 'WA', '6000'],
  ['Hobart', 'TAS', '7000'],
  ['Darwin', 'NT', '0800'],
  ['Canberra', 'ACT', '2600'],
];
const FLAGS = ['PEH', 'PEH', 'PEH', 'E', 'EH', 'PE', 'P H'];
const quote = (field) => `"${field.replace(/"/g, '""')}"`;

/** The bundled sample (apps/server/src/data/bsb-directory-sample.ts), read as the text it holds. */
function sampleLines() {
  const source = fs.readFileSync(new URL('../apps/server/src/data/bsb-directory-sample.ts', import.meta.url), 'utf8');
  return /`([^`]*)`/.exec(source)[1].trimEnd().split('\n');
}

/** 20,000 branches: the sample's, then generated ones on BSBs the sample does not use. */
function directory(random) {
  const lines = sampleLines();
  const taken = new Set(lines.map((line) => line.slice(1, 8)));
  const bsbs = [];
  for (let n = 100_000; lines.length + bsbs.length < BRANCHES; n += 1 + Math.floor(random() * 40)) {
    const bsb = `${String(n).padStart(6, '0').slice(0, 3)}-${String(n).padStart(6, '0').slice(3)}`;
    if (!taken.has(bsb)) bsbs.push(bsb);
  }
  for (const bsb of bsbs) {
    const [suburb, state, postcode] = PLACES[Math.floor(random() * PLACES.length)];
    const mnemonic = MNEMONICS[Math.floor(random() * MNEMONICS.length)];
    const branch = random() < 0.1 ? `${suburb} Office, ${bsb}` : `${suburb} ${bsb.slice(4)}`;
    const street = `${1 + Math.floor(random() * 400)} ${random() < 0.5 ? 'George' : 'King'} Street`;
    const flags = FLAGS[Math.floor(random() * FLAGS.length)];
    lines.push([bsb, mnemonic, branch, street, suburb, state, postcode, flags].map(quote).join(','));
  }
  return lines;
}

async function importDirectory(base, text) {
  const started = performance.now();
  const res = await fetch(`${base}/api/operator/bsb-directory/`, {
    method: 'POST',
    headers: { authorization: `Operator ${OPERATOR_KEY}`, 'content-type': 'text/csv' },
    body: text,
  });
  const body = await res.json();
  const ms = round1(performance.now() - started);
  if (!res.ok) throw new Error(`import: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
  return { ms, ...body };
}

async function timedLookup(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200 && res.status !== 404) throw new Error(`${url}: ${res.status}`);
  return performance.now() - started;
}

export async function benchBsbDirectory({ rounds = 30, concurrency = 100, duration = 10 } = {}) {
  const random = seeded(19);
  const lines = directory(random);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-bsb-'));
  const server = startServer({ port: PORT, dataDir, env: { OPERATOR_KEY } });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor200(`${base}/api/health/`, { timeoutMs: 120_000 });
    const file = `${lines.join('\r\n')}\r\n`;
    log(`importing ${lines.length} branches (${Math.round(file.length / 1024)} KB)`);
    const first = await importDirectory(base, file);
    const again = await importDirectory(base, file);
    const changed = lines
      .filter((_, i) => i % 100 !== 50)
      .map((line, i) => (i % 20 === 7 ? line.replace(/"[^"]*"$/, '"E"') : line));
    const update = await importDirectory(base, `${changed.join('\r\n')}\r\n`);

    const key = await signInWithCode(base, DEMO_STAFF);
    const headers = { authorization: `Token ${key}` };
    const url = (bsb) => `${base}/api/accounts/bank/${bsb}/detail/`;
    const pick = () => {
      // One in twenty is a BSB the directory does not have (a typo): the 404 path is measured too.
      if (random() < 0.05) return '999-999';
      return changed[Math.floor(random() * changed.length)].slice(1, 8);
    };
    for (let i = 0; i < 3; i++)
      await Promise.all(Array.from({ length: concurrency }, () => timedLookup(url(pick()), headers)));
    const times = [];
    for (let round = 0; round < rounds; round++) {
      times.push(...(await Promise.all(Array.from({ length: concurrency }, () => timedLookup(url(pick()), headers)))));
    }
    const bursts = summarize(times);
    const loop = await closedLoop(url('062000'), [{ key }], { connections: concurrency, duration });
    // The floor: the cheapest signed-in call, same load. At 100 connections a closed loop's
    // latency is 100 / throughput, so this says what the framework and session check leave.
    const floor = await closedLoop(`${base}/api/auth/sessions/last-activity-ping/`, [{ key }], {
      connections: concurrency,
      duration,
    });
    return {
      branches: lines.length,
      import_first: first,
      import_unchanged: again,
      import_5pct_changed_1pct_closed: update,
      lookup_bursts_of_100: bursts,
      lookup_closed_loop_100: loop,
      session_ping_closed_loop_100: floor,
      target_import_ms: 3000,
      target_lookup_p95_ms: 5,
    };
  } finally {
    await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
