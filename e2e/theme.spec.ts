// Dark mode: the switch in the user pop-up, kept after a reload, the system setting until chosen,
// the public pages too, and axe clean (nothing serious) in both themes.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openAccountMenu } from './support/navigation';
import { signIn } from './support/session';
import { axeCheck } from './support/ui';

const theme = (page: Page) => page.locator('html').getAttribute('data-theme');

async function serious(page: Page) {
  await page.mouse.move(0, 0);
  const { violations } = await axeCheck(page).analyze();
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

    const toggle = (await openAccountMenu(page)).getByRole('switch', { name: 'Modo oscuro' });
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
    // The dark layout's background (the shell's root theme's #0a0a0a), not the light #f5f7fb.
    await expect(page.locator('.ant-layout').first()).toHaveCSS(
      'background-color',
      'rgb(10, 10, 10)',
    );
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

/**
 * The antd component rules (`.ant-…` selectors) in the page's own <style> elements that set more
 * than CSS variables. antd in zero-runtime mode writes only the theme's variables there; the
 * components' rules come from its static stylesheet. (The icons' base `.anticon` rule and
 * index.html's boot frame are ours to keep.)
 */
const generatedAntdRules = (page: Page) =>
  page.evaluate(() => {
    const selectors: string[] = [];
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (
          rule instanceof CSSStyleRule &&
          rule.selectorText.includes('.ant-') &&
          Array.from(rule.style).some((p) => !p.startsWith('--'))
        )
          selectors.push(rule.selectorText);
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets))
      if (sheet.ownerNode instanceof HTMLStyleElement) visit(sheet.cssRules);
    return selectors;
  });

const backgroundOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('antd styles', () => {
  test('come from its static stylesheet, themed by variables, on the login and in a remote', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    // The brand's primary colour (shared-ui's theme tokens), not antd's default blue.
    expect(await backgroundOf(page, '.ant-btn-primary')).toBe('rgb(21, 84, 192)');
    expect(await generatedAntdRules(page)).toEqual([]);

    await signIn(page);
    await page.goto('/productos/gestionar');
    await expect(page.locator('main .ant-table')).toBeVisible({ timeout: 30_000 });
    expect(await backgroundOf(page, 'main .ant-btn-primary')).toBe('rgb(21, 84, 192)');
    expect(await generatedAntdRules(page)).toEqual([]);
  });
});
