// Playwright across the shell and every remote, in Debian's Chromium, against servers global-setup starts.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, E2E_CHROMIUM_PATH } from './support/chromium';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  // Three workers on two cores, on CI too: a test spends part of its time waiting (on the
  // browser's network, a server it started, an animation), which a third one fills. Each test
  // owns its data (CONTRIBUTING.md, Tests), so none depends on what another runs beside it.
  workers: 3,
  // Test by test, not file by file: a long file no longer holds one worker while the other is
  // done. A describe that must run in order says so (mode: 'serial').
  fullyParallel: true,
  // A test that passes only when run again is a failing test: no retries, and a flaky pass
  // (a `--retries` given on the command line) still fails the run.
  retries: 0,
  failOnFlakyTests: true,
  forbidOnly: true,
  // Generous: a cold remote is several chunks, and three workers share two cores.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results',
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'playwright-report' }],
    // `npm test` reads the counts from it for its summary.
    ...(process.env.E2E_JSON ? [['json', { outputFile: process.env.E2E_JSON }] as const] : []),
  ],
  use: {
    // Set by global-setup (free ports chosen per run); workers inherit it.
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: E2E_CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
    locale: 'es-ES',
    // A failed test keeps its trace (actions, DOM snapshots, network); the screencast of every
    // step of every test, passed or not, cost a share of both cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
});
