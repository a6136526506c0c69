// In-app navigation without a reload (what a click on a menu link does), independent of the layout,
// a locator for the heading of the page that navigation leads to, and the side menu's groups.
import { expect, type Locator, type Page } from '@playwright/test';
import { opened } from './ui';

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

/**
 * Opens `path` in the page's loaded app as its links do (`navigateInApp`), or loads it when the
 * page holds no app yet. On the way, the 404 page: nothing left from the route before (its
 * `data-page-ready` mark) can pass for this one's. The pointer goes to the corner first, as after
 * a load, where it hovers nothing of the new route (a table row under it is drawn hovered).
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await page.mouse.move(0, 0);
  await navigateInApp(page, '/no-existe-e2e');
  await expect(page.getByText('Oops, Página no encontrada - 404')).toBeVisible();
  await navigateInApp(page, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}

/** The main heading of the page now on screen (never one left from before `navigateInApp`). */
export function pageHeading(page: Page): Locator {
  return page.locator(`${HEADINGS}:not([data-e2e-old])`).first();
}

/** The shell's side menu. */
export const sideMenu = (page: Page): Locator =>
  page.getByRole('navigation', { name: 'Menú principal' });

/** A group of the side menu: its title and its entries. */
export const menuGroup = (page: Page, group: string): Locator =>
  sideMenu(page)
    .locator('li.ant-menu-submenu')
    .filter({ has: page.getByRole('menuitem', { name: group, exact: true }) });

/** The link `entry` inside the side menu's group `group`. */
export const menuEntry = (page: Page, group: string, entry: string): Locator =>
  menuGroup(page, group).getByRole('link', { name: entry, exact: true });

/**
 * Opens a group of the side menu that is closed, and waits until its entries have finished
 * sliding open. The test says which groups it expects closed: a group that is already open, or
 * that a click does not open, fails here.
 */
export async function openMenuGroup(page: Page, group: string): Promise<void> {
  const title = sideMenu(page).getByRole('menuitem', { name: group, exact: true });
  await expect(title).toHaveAttribute('aria-expanded', 'false');
  await title.click();
  await expect(title).toHaveAttribute('aria-expanded', 'true');
  await opened(menuGroup(page, group).getByRole('menu'));
}

/**
 * Opens the header's account pop-up and hands it back once it has finished zooming in: a click
 * aimed at one of its links while it grows lands on the link above (seen in a fresh-clone run).
 */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Cuenta de/ })
    .click();
  const popup = page
    .getByRole('tooltip')
    .filter({ has: page.getByRole('navigation', { name: 'Mi cuenta' }) });
  await opened(popup);
  return popup;
}
