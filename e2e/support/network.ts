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

/**
 * Follows `page`'s requests from now on; `finished()` resolves as the last request made so far
 * ends (at once when none is open), on the request's own event.
 */
export function trackRequests(page: Page) {
  const open = new Set<Request>();
  let made = 0;
  let settle: (() => void) | undefined;
  const ended = (request: Request) => {
    open.delete(request);
    if (open.size === 0) settle?.();
  };
  page.on('request', (request) => {
    made += 1;
    open.add(request);
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    /** How many requests the page has made since. */
    made: () => made,
    finished: () =>
      open.size === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            settle = resolve;
          }),
  };
}

/**
 * The start-up of the page is over: its main thread has been idle, every request made so far
 * (those the start-up made included) has finished, and the main thread, idle again after them,
 * asked for nothing more. A script that arrives can ask for more as it runs (a page's chunk, the
 * shared library its code consumes): then the same again, until a round brings no new request.
 */
export async function startUpDone(page: Page, requests: ReturnType<typeof trackRequests>) {
  let made: number;
  do {
    made = requests.made();
    await mainThreadIdle(page);
    await requests.finished();
    await mainThreadIdle(page);
  } while (requests.made() !== made);
}

/**
 * The layout's idle work has asked for everything it fetches (the shell's other pages, its shared
 * libraries): it leaves a mark in the page's timeline then, which this waits for as it is made.
 * Wait for those requests to end after.
 */
export const idlePrefetchAsked = async (page: Page) => {
  const marks = await page.evaluate(
    (mark) =>
      new Promise<number>((resolve) => {
        const count = () => performance.getEntriesByName(mark).length;
        if (count() > 0) return resolve(count());
        new PerformanceObserver((_list, observer) => {
          if (count() === 0) return;
          observer.disconnect();
          resolve(count());
        }).observe({ type: 'mark' });
      }),
    IDLE_PREFETCH_MARK,
  );
  expect(marks, 'the idle prefetch marks the timeline once').toBe(1);
};
