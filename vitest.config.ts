import { defineConfig } from 'vitest/config';

// One runner, three projects: contract (pure units), server (API against a real database),
// web (components in jsdom). Journeys in a real browser live in e2e/ under Playwright.
export default defineConfig({
  test: {
    // The machine has two cores; PGlite test files are CPU-bound.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['test/**/*.test.ts'],
          environment: 'node',
          // Migrates and seeds one template database per run; each file starts from a copy.
          globalSetup: ['./test/global-setup.ts'],
          // Files share a worker's module cache instead of importing the whole server (and compiling
          // PGlite's WebAssembly) again for each file: about 4 CPU-seconds a file. Isolation between
          // files comes from each having its own database and app; no server test mocks modules or
          // keeps state in them. A file that needs vi.mock or module state must not rely on a fresh
          // module graph.
          isolate: false,
          testTimeout: 30_000,
          // A file starts a migrated, seeded app first: give it room on a busy two-core machine.
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
