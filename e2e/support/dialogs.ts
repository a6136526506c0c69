// Answering antd modals (confirmations and results) without losing a click to their opening animation.
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses `button` in `dialog` and waits for the dialog to close. A click that lands while the
 * modal is still opening can be lost on a busy machine, so it is pressed again until the dialog
 * goes; a confirmation whose action is running keeps its button loading, which ignores clicks.
 */
export async function press(dialog: Locator, button: string): Promise<void> {
  await expect(dialog).toBeVisible();
  await expect(async () => {
    if (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: button, exact: true }).click({ timeout: 2_000 });
    }
    await expect(dialog).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
}

/** The open modal whose text matches `title`. */
export const dialogWith = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog').filter({ hasText: title });
