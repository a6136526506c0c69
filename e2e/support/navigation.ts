// In-app navigation without a reload (what a click on a menu link does), independent of the layout,
// and a locator for the heading of the page that navigation leads to.
import type { Locator, Page } from '@playwright/test';

const HEADINGS = 'main :is(h1, h2)';

/** Navigates like a link click; what was on screen is marked so `pageHeading` skips it. */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    ([to, headings]) => {
      for (const el of document.querySelectorAll(headings)) el.setAttribute('data-e2e-old', '');
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    [path, HEADINGS] as const,
  );
}

/** The main heading of the page now on screen (never one left from before `navigateInApp`). */
export function pageHeading(page: Page): Locator {
  return page.locator(`${HEADINGS}:not([data-e2e-old])`).first();
}
