// Waiting for a page to have asked for everything its start-up asks for, and to have it: the
// events a negative check about requests waits for (never a quiet period of the network).
import { expect, type Page, type Request } from '@playwright/test';
import { IDLE_PREFETCH_MARK } from 'shell/idle-mark';

/**
 * Resolves once the page's main thread has been idle: the code its start-up queued has run, and
 * so has asked for everything it was going to load. (A busy machine can leave the network quiet
 * for a while before a lazy chunk is asked for: network idleness says nothing.)
 */
export const mainThreadIdle = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));

/** Follows `page`'s requests from now on; `finished()` waits until none made so far is open. */
export function trackRequests(page: Page) {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return {
    finished: () => expect.poll(() => open.size, { message: 'requests still open' }).toBe(0),
  };
}

/**
 * The start-up of the page is over: its main thread has been idle, then every request made so
 * far (those the start-up made included) has finished.
 */
export async function startUpDone(page: Page, requests: ReturnType<typeof trackRequests>) {
  await mainThreadIdle(page);
  await requests.finished();
}

/**
 * The layout's idle work has asked for everything it fetches (the shell's other pages, its shared
 * libraries): it leaves a mark in the page's timeline then. Wait for those requests to end after.
 */
export const idlePrefetchAsked = (page: Page) =>
  expect
    .poll(() =>
      page.evaluate((mark) => performance.getEntriesByName(mark).length, IDLE_PREFETCH_MARK),
    )
    .toBe(1);
