import { build } from 'esbuild';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleOptions } from '../../bundle-options.mjs';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by test/global-setup.ts: the admin CLI bundled from this run's source (see admin-cli.ts). */
    adminCli: string;
  }
}

/**
 * Bundles the admin CLI once per run, from the source under test, as `npm run build` does. Each CLI
 * test then starts plain node on it: a process as operators run, without compiling the CLI's
 * TypeScript again for each of the ~140 runs (about 1.5 s each on a busy two-core machine).
 * The bundle sits under the server's node_modules so its external packages resolve.
 */
export async function bundleAdminCli(): Promise<{ file: string; dispose: () => Promise<void> }> {
  const cache = path.join(serverRoot, 'node_modules', '.cache');
  await fs.mkdir(cache, { recursive: true });
  const outdir = await fs.mkdtemp(path.join(cache, 'admin-cli-'));
  await build({ ...bundleOptions, absWorkingDir: serverRoot, entryPoints: { admin: 'src/cli/admin.ts' }, outdir });
  return {
    file: path.join(outdir, 'admin.js'),
    dispose: () => fs.rm(outdir, { recursive: true, force: true }),
  };
}
