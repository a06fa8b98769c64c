import { defineConfig, devices } from '@playwright/test';
import chromium from './chromium-launch.json' with { type: 'json' };
import { ADVISOR_SYSTEM_SECRET } from './fixtures/advisor-system';

const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
/** A second portal with short session timings, for the inactivity journey. */
const shortSessionPort = port + 1;
export const shortSessionURL = `http://localhost:${shortSessionPort}`;
/** The main portal's operator key, so journeys can use the admin CLI (`npm run admin -- invite ...`). */
export const operatorKey = 'e2e-operator-key-for-journeys-only';

/** Debian's Chromium, never a downloaded browser; flags keep it off the closed network (shared with bench/). */
export const chromiumLaunch = {
  ...chromium,
  executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
};

export default defineConfig({
  testDir: './journeys',
  fullyParallel: true,
  // One browser at a time by default: on a two-core machine two Chromiums and two portals starve
  // each other (pages took 5-15 s); E2E_WORKERS=2 on a roomier machine.
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  // Generous: Chromium on a busy two-core machine takes 0.5-1 s for a new page and 1.5 s to render
  // the sign-in page; a journey that is right never waits for these limits.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunch,
    trace: 'retain-on-failure',
    // As a person who asked their system for less motion: the theme then draws no transitions, so
    // a screen is read (and checked by axe) as soon as it is there, not after its fades.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, channel: undefined },
    },
  ],
  webServer: [
    {
      command: 'node scripts/start-server.mjs',
      url: `${baseURL}/api/health/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATA_DIR: '../.data/e2e',
        OPERATOR_KEY: operatorKey,
        // The advisor system's secret, so a journey can sign advisor-entry links (fixtures/advisor-system.ts).
        JWT_SECRET: ADVISOR_SYSTEM_SECRET,
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/start-server.mjs',
      url: `${shortSessionURL}/api/health/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(shortSessionPort),
        LOG_LEVEL: 'warn',
        DATA_DIR: '../.data/e2e-short-session',
        SESSION_EXPIRE_AFTER: '20',
        // Signing links that expire while a journey waits (the expired-link journey).
        SIGNING_LINK_TTL_SECONDS: '12',
        OPERATOR_KEY: operatorKey,
        SESSION_EXPIRE_WARNING_AFTER: '10',
        RESEND_CODE_TIMEOUT: '5',
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
