// Starts the built portal (what `npm start` runs after building) on a fresh demo database for
// the journeys, so every run begins from the same seeded state.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dataDir = process.env.DATA_DIR ?? path.join(root, '.data', 'e2e');
fs.rmSync(dataDir, { recursive: true, force: true });

const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir, PORTAL_DEMO: '1' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
