// Locators and antd helpers the area specs share: the page's main region, table rows, selects, axe.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';

/** A name unique per run and per test: the two workers share one database. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The page's main region (the shell's header and menu left out). */
export const main = (page: Page) => page.getByRole('main');

/** axe over the area's content (the shell's header and menu are checked by the shell's spec). */
export const axe = (page: Page) => new AxeBuilder({ page }).include('main');

/**
 * Waits for the page's finite animations and transitions to end (a modal's fade, a step's colour):
 * axe measures contrast on what is painted, and text half-way through a fade reads as too faint.
 * Endless ones (spinners) are left running.
 */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** The table row holding `text`. */
export const row = (page: Page, text: string): Locator =>
  main(page).getByRole('row').filter({ hasText: text });

/** Opens the antd select with that accessible name, picks the option titled `option`, closes it. */
export async function pick(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click();
  await page.keyboard.press('Escape');
}
