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
          testTimeout: 30_000,
          // A file starts a migrated, seeded app first: give it room on a busy two-core machine.
          hookTimeout: 120_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
