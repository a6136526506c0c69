// Dark mode: the switch in the user pop-up, kept after a reload, the system setting until chosen,
// the public pages too, and axe clean (nothing serious) in both themes.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support/session';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

async function serious(page: Page) {
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('dark mode', () => {
  test.describe.configure({ timeout: 120_000 });

  test('follows the system until chosen; the choice survives a reload; axe clean in both', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await theme(page)).toBe('dark');
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    expect(await serious(page)).toEqual([]);

    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Control de gestión' })).toBeVisible({
      timeout: 30_000,
    });
    expect(await theme(page)).toBe('light');
    expect(await serious(page)).toEqual([]);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Cuenta de/ })
      .click();
    const toggle = page.getByRole('switch', { name: 'Modo oscuro' });
    await toggle.click();
    await expect(toggle).toBeChecked();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(page.getByRole('heading', { name: 'Control de gestión' })).toBeVisible({
      timeout: 30_000,
    });
    // Chosen: the light system setting no longer decides.
    expect(await theme(page)).toBe('dark');
    const background = await page
      .locator('.ant-layout')
      .first()
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).not.toBe('rgb(245, 247, 251)');
    expect(await serious(page)).toEqual([]);
  });

  test('a form in dark mode is axe clean', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('bo.theme', 'dark'));
    await signIn(page);
    await page.goto('/configuracion');
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Editar información' }).first(),
    ).toBeVisible({
      timeout: 30_000,
    });
    expect(await theme(page)).toBe('dark');
    expect(await serious(page)).toEqual([]);
  });
});
