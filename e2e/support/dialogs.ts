// Answering antd modals (confirmations and results): one click, once the modal has finished opening.
import { expect, type Locator, type Page } from '@playwright/test';
import { opened } from './ui';

/**
 * Presses `button` in `dialog` once, when the dialog is open and still, and waits for the dialog
 * to close (a confirmation closes once its action has answered). A button that ignores that one
 * click fails the test: it is what a user would report.
 */
export async function press(dialog: Locator, button: string): Promise<void> {
  await opened(dialog);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** The open modal whose text matches `title`. */
export const dialogWith = (page: Page, title: string | RegExp): Locator =>
  page.getByRole('dialog').filter({ hasText: title });
