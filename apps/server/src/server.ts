import { EnvError, loadEnv, resolveDataDir } from './config/env.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DemoDatabaseRefusedError } from './db/seed/demo-database.js';

/**
 * Start-up order matters for speed: the embedded database starts opening (its WebAssembly
 * compiles in the background) while the web framework and the app modules load.
 */
async function main(): Promise<void> {
  const phases: Record<string, number> = {};
  let mark = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    phases[name] = Math.round(now - mark);
    mark = now;
  };
  phases.boot = Math.round(mark);
  const env = loadEnv();
  const opening = env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: resolveDataDir(env) });
  // Keep a failed open from surfacing as an unhandled rejection while the app loads.
  opening.catch(() => {});
  const [{ serve }, database] = await Promise.all([import('./serve.js'), opening]);
  phase('open_database_and_load_app');
  await serve(env, database, phase, phases);
}

main().catch((error: unknown) => {
  if (error instanceof EnvError || error instanceof DataDirLockedError || error instanceof DemoDatabaseRefusedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
