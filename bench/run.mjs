// `npm run bench [name...]`: builds nothing; run `npm run build` first. Prints each result as
// JSON and writes it to bench/results/<name>.json (git-ignored); bench/README.md records them.
import fs from 'node:fs';
import path from 'node:path';
import { root, serverEntry } from './lib.mjs';
import { benchStartup } from './startup.mjs';
import { benchSignInBundle } from './sign-in-bundle.mjs';
import { benchSignInBytes } from './sign-in-bytes.mjs';
import { benchThroughput } from './throughput.mjs';
import { benchPasswordHash } from './password-hash.mjs';
import { benchSessionPath } from './session-path.mjs';
import { benchWebsockets } from './websockets.mjs';
import { benchDocuments } from './documents.mjs';
import { benchDashboard } from './dashboard.mjs';
import { benchReport } from './report.mjs';
import { benchManyInvestors } from './many-investors.mjs';
import { benchBsbDirectory } from './bsb-directory.mjs';
import { benchBackOffice } from './back-office.mjs';

const benches = {
  startup: benchStartup,
  'sign-in-bundle': benchSignInBundle,
  'sign-in-bytes': benchSignInBytes,
  throughput: benchThroughput,
  'password-hash': benchPasswordHash,
  'session-path': benchSessionPath,
  websockets: benchWebsockets,
  documents: benchDocuments,
  dashboard: benchDashboard,
  report: benchReport,
  'many-investors': benchManyInvestors,
  'bsb-directory': benchBsbDirectory,
  'back-office': benchBackOffice,
};

if (!fs.existsSync(serverEntry)) {
  console.error('Build first: npm run build');
  process.exit(1);
}
// Arguments starting with '-' are flags a benchmark reads itself (dashboard: --fresh).
const named = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const names = named.length ? named : Object.keys(benches);
for (const name of names) {
  const bench = benches[name];
  if (!bench) {
    console.error(`Unknown benchmark "${name}". Known: ${Object.keys(benches).join(', ')}`);
    process.exit(2);
  }
  const result = await bench();
  fs.mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  fs.writeFileSync(path.join(root, 'bench/results', `${name}.json`), JSON.stringify(result, null, 2));
  console.log(name, JSON.stringify(result, null, 2));
}
