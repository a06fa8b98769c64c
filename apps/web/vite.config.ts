import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.js';

// One port in production: the server serves dist/ and /api/. In development Vite serves the app
// and forwards /api (websockets included, for the realtime channel) to that server.
export default defineConfig({
  // precompress: x.br and x.gz next to every text file of dist/, which the server sends as they are.
  plugins: [react(), precompress()],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The vendor chunk below is ~550 kB minified (~145 kB as brotli sends it), loaded once and cached.
    chunkSizeWarningLimit: 600,
    // Vite 8 bundles with Rolldown: `rolldownOptions.output.codeSplitting` replaces Rollup's manualChunks.
    rolldownOptions: {
      // The contract's modules only declare things (schemas, messages, helpers). Saying so lets the
      // bundler leave out the modules the browser never imports, so the contract can grow without
      // every validator and formatter landing on the sign-in page.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        // Every page is a lazy route, so Rolldown splits per page on its own, but into many small
        // shared chunks (the sign-in page took 33 files), and each file is compressed on its own:
        // brotli found 15 KB less in the same code as one file. So the sign-in page comes in four
        // (bench/sign-in-bytes.mjs): what every page starts with, split by how long it lives, then
        // the sign-in route. Other pages keep their own chunks and share these.
        codeSplitting: {
          groups: [
            // Libraries the entry imports (React, the router, MUI's core with emotion, TanStack
            // Query, zod): one long-lived chunk that survives app deployments in the browser cache.
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] },
            // The app's own start (providers, route table, API client, contract it needs): the entry.
            { name: 'app', test: /^(?!.*[\\/]node_modules[\\/])/, tags: ['$initial'] },
            // The sign-in route: the login page and its layout with everything they import that the
            // start does not (the form kit: react-hook-form, MUI's inputs, Alert). The pages with
            // forms share it; a signed-in visitor has it cached from signing in.
            { name: 'sign-in', test: /[\\/]src[\\/]app[\\/](routes[\\/]auth[\\/]login|layouts[\\/]auth-layout)\.tsx$/ },
          ],
        },
      },
    },
  },
});
