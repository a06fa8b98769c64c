// esbuild's options for the server's bundles: dist/ (build.mjs) and the admin CLI the API tests
// run as a separate process (test/global-setup.ts). @portal/contract ships as TypeScript source,
// so it is bundled in; third-party packages stay external and load from node_modules.
/** @type {import('esbuild').BuildOptions} */
export const bundleOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  alias: { '@portal/contract': '../../packages/contract/src/index.ts' },
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};
