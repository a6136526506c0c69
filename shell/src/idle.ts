// Work that can wait for the browser to be idle: the dashboard's charts, the layout's prefetching.

/**
 * requestIdleCallback where there is one (not Safari); `timeout` bounds the wait on a busy page.
 */
export function whenIdle(run: () => void, timeout = 1500): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run, { timeout });
  } else {
    window.setTimeout(run, 50);
  }
}
