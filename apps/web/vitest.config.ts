import { defineProject } from 'vitest/config';

// The web project of the root vitest config: components and routes in jsdom, the network faked by
// MSW. Vite 8 already compiles JSX with the automatic runtime, so no React plugin is needed here.
export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Whole-app interaction tests in jsdom take seconds each; on a loaded 2-core machine, many.
    testTimeout: 60_000,
  },
});
