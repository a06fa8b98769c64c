// Bundles the server (and its use of @portal/contract, which ships as TypeScript source) into
// dist/. Third-party packages stay external and load from node_modules; migrations are copied
// beside the bundle so the migrator finds them.
import { build } from 'esbuild';
import fs from 'node:fs';

const shared = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  // Split so server.ts can open the database while serve.ts and its dependencies load.
  splitting: true,
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@portal/contract': '../../packages/contract/src/index.ts' },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};

fs.rmSync('dist', { recursive: true, force: true });
await build({ ...shared, entryPoints: { server: 'src/server.ts', admin: 'src/cli/admin.ts' }, outdir: 'dist' });
fs.cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
