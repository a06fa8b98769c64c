import { defineProject } from 'vitest/config';

// The web project of the root vitest config: components and routes in jsdom, the network faked by
// MSW. Vite 8 already compiles JSX with the automatic runtime, so no React plugin is needed here.
export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testing/setup-tests.ts'],
    // Files share a worker's module cache (React, MUI, the app) instead of importing it all again:
    // the run took 45 % less time. Each test still gets a fresh DOM and storage, and setup-tests.ts
    // resets the session, the network mocks and storage after every test. A module that keeps state
    // between tests must be reset there too.
    isolate: false,
    // Whole-app interaction tests in jsdom take seconds each; on a loaded 2-core machine, many.
    testTimeout: 60_000,
  },
});
