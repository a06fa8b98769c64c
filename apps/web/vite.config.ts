import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// One port in production: the server serves dist/ and /api/. In development Vite serves the app
// and forwards /api (websockets included, for the realtime channel) to that server.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every page is a lazy route, so Rolldown already splits per page. The one manual group keeps
    // React and the router in a long-lived chunk that survives app deployments in the browser cache.
    // Vite 8 bundles with Rolldown: `rolldownOptions.output.codeSplitting` replaces Rollup's manualChunks.
    rolldownOptions: {
      // The contract's modules only declare things (schemas, messages, helpers). Saying so lets the
      // bundler leave out the modules the browser never imports, so the contract can grow without
      // every validator and formatter landing on the sign-in page.
      treeshake: { moduleSideEffects: [{ test: /[\\/]packages[\\/]contract[\\/]src[\\/]/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [{ name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
});
