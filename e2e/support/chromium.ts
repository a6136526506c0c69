// How the e2e run and the page benches start Debian's Chromium.
import { existsSync } from 'node:fs';

/** The whole browser, as people run it: what the page benches measure. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's `chromium-headless-shell`: the same Blink and V8 as Chromium, without the browser's
 * own interface around the page (what Playwright runs by default for headless Chromium). The e2e
 * run measured it on this two-core machine: 221 of 221 tests in 364 s against 482 s with the whole
 * browser, whose browser and GPU processes took 190 s of CPU against 88. The e2e run uses it where
 * it is installed (`npm test` installs it), the whole browser otherwise; E2E_CHROMIUM_PATH chooses.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

export const E2E_CHROMIUM_PATH =
  process.env.E2E_CHROMIUM_PATH ??
  (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
