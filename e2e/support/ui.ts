// Locators and antd helpers the area specs share: the page's main region, table rows, selects, axe.
import AxeBuilder from '@axe-core/playwright';
import axeCore from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

/** A name unique per run and per test: the workers share one database. */
export const unique = (label: string) =>
  `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The page's main region (the shell's header and menu left out). */
export const main = (page: Page) => page.getByRole('main');

/**
 * axe over the page, computing only the violations, which is all every check reads: about a fifth
 * cheaper than axe's default, which also gathers the passes and the incomplete results.
 */
export const axeCheck = (page: Page, options: Parameters<AxeBuilder['options']>[0] = {}) =>
  new AxeAtRest(page).options({ resultTypes: ['violations'], ...options });

/**
 * axe that measures the page at rest: its analysis waits for the finite animations and
 * transitions to end (`settled`), whatever the test did just before (a new page, a tab, a row
 * whose buttons change state).
 *
 * It runs axe in the page itself (the builder's "legacy" mode). The builder's default runs a part
 * in each frame and merges the parts in a new blank tab, a renderer started and axe's 1.5 MB
 * evaluated again for every check, which only pages with frames of other origins need; ours have
 * no frame, and the findings are the same (axe.spec.ts plants some). axe's code goes into a page
 * once: the builder evaluates its source before each run, twice in this mode, so it is given a
 * no-op and the page gets the real one when it lacks it (a run leaves nothing behind for the
 * next: axe.run starts each from its configuration).
 */
class AxeAtRest extends AxeBuilder {
  constructor(private readonly atRest: Page) {
    super({ page: atRest, axeSource: 'void 0' });
    this.setLegacyMode(true);
  }

  override async analyze() {
    await settled(this.atRest);
    if (!(await this.atRest.evaluate('typeof window.axe?.run === "function"'))) {
      await this.atRest.evaluate(axeCore.source);
    }
    return super.analyze();
  }
}

/** axe over the area's content (the shell's header and menu are checked by the shell's spec). */
export const axe = (page: Page) => axeCheck(page).include('main');

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

/**
 * Waits for an antd popup (a modal, a drawer, a select's dropdown) to be open and still: on screen,
 * and its opening motion over. rc-motion marks the element it animates (the popup or, for a
 * drawer, its wrapper) with `…-appear` / `…-enter` classes until the animation ends; until then
 * the popup is zooming or sliding in, and a click aimed at one of its buttons can land beside it.
 */
export async function opened(popup: Locator) {
  await expect(popup).toBeVisible();
  // Resolves as the last of those classes goes (at once when none is there): on the class
  // changes themselves, not by asking again and again.
  await popup.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const chain: Element[] = [];
        for (let e: Element | null = el; e; e = e.parentElement) chain.push(e);
        const moving = () =>
          chain.some((e) => /(^|\s)\S+-(appear|enter)(\s|$)/.test(e.getAttribute('class') ?? ''));
        if (!moving()) return resolve();
        const observer = new MutationObserver(() => {
          if (moving()) return;
          observer.disconnect();
          resolve();
        });
        for (const e of chain)
          observer.observe(e, { attributes: true, attributeFilter: ['class'] });
      }),
  );
}

/**
 * The antd select labelled exactly `label` (by its form label or its aria-label; a required
 * field's accessible name also holds the asterisk).
 */
export const selectField = (page: Page, label: string): Locator =>
  page.getByLabel(label, { exact: true }).and(page.getByRole('combobox'));

/** The dropdown of an open select: the popup that holds the listbox the field controls. */
async function dropdownOf(page: Page, field: Locator): Promise<Locator> {
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  const list = await field.getAttribute('aria-controls');
  if (!list) throw new Error('an open antd select names no listbox');
  return page.locator('.ant-select-dropdown').filter({ has: page.locator(`[id="${list}"]`) });
}

/** Opens the select labelled `label` and hands back its dropdown, open and still. */
export async function openSelect(page: Page, label: string): Promise<Locator> {
  const field = selectField(page, label);
  await field.click();
  const dropdown = await dropdownOf(page, field);
  await opened(dropdown);
  return dropdown;
}

/** Closes the open select labelled `label` with Escape and waits for its dropdown to go. */
export async function closeSelect(page: Page, label: string) {
  const field = selectField(page, label);
  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');
}

/** The whole antd select (field, chosen values, clear button) labelled `label`. */
const selectBox = (page: Page, label: string): Locator =>
  page.locator('.ant-select').filter({ has: selectField(page, label) });

/**
 * Opens the select labelled `label` and picks `options` (several in a multiple select). A single
 * select closes on the pick; a multiple one shows each as a chosen tag and is closed with Escape.
 * Either way the field then shows what was picked. In a select the user can type in (one over data
 * that grows), each option is first typed, as a user does: the dropdown draws only the options in
 * its view, and rows other tests add (the workers share one database) can push the sought one
 * out of it.
 */
export async function pick(page: Page, label: string, ...options: string[]) {
  const box = selectBox(page, label);
  await expect(box).toBeVisible();
  const multiple = await box.evaluate((el) => el.classList.contains('ant-select-multiple'));
  if (!multiple && options.length !== 1) throw new Error(`"${label}" takes one option`);
  const dropdown = await openSelect(page, label);
  const field = selectField(page, label);
  const searchable = await field.isEditable();
  for (const option of options) {
    if (searchable) await field.fill(option);
    const item = dropdown.getByTitle(option, { exact: true });
    await item.click();
    // The field shows it as a chosen tag (the option itself may leave the view once the typed
    // search is cleared).
    if (multiple) await expect(box.getByTitle(option, { exact: true })).toBeVisible();
  }
  if (multiple) await page.keyboard.press('Escape');
  await expect(selectField(page, label)).toHaveAttribute('aria-expanded', 'false');
  for (const option of options) await expect(box).toContainText(option);
}

/** Empties the select labelled `label` with its clear button (shown on hover). */
export async function clear(page: Page, label: string) {
  const box = selectBox(page, label);
  await box.hover();
  await box.locator('.ant-select-clear').click();
  // Empty again: the field shows its placeholder instead of a value.
  await expect(box.locator('.ant-select-placeholder')).toBeVisible();
}
