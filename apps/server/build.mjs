// Bundles the server and the admin CLI into dist/; migrations are copied beside the bundle so the
// migrator finds them.
import { build } from 'esbuild';
import fs from 'node:fs';
import { bundleOptions } from './bundle-options.mjs';

fs.rmSync('dist', { recursive: true, force: true });
await build({
  ...bundleOptions,
  entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' },
  outdir: 'dist',
  // Split so server.ts can open the database while serve.ts and its dependencies load.
  splitting: true,
  sourcemap: true,
});
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
