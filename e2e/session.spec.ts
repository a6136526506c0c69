// Sessions come back where they left: expiry (401) → login with its message → the same page;
// the redirect parameter never leaves the site; every open tab follows a sign-out and a sign-in.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { session as sessionTexts } from 'shared-ui/texts';
import { apiUrl } from './support/env';
import { openAccountMenu } from './support/navigation';
import { DEMO_USER, signIn } from './support/session';

const main = (page: Page) => page.getByRole('main');

async function loginThroughForm(page: Page, remember = false) {
  await page.getByLabel('Usuario').fill(DEMO_USER.username);
  await page.getByLabel('Contraseña').fill(DEMO_USER.password);
  if (remember) await page.getByLabel('Recordarme').check();
  await page.getByRole('button', { name: 'Ingresar' }).click();
}

test.describe('session', () => {
  // Two tabs loading areas on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('an expired session leads to the login with its message, then back to the same page', async ({
    page,
  }) => {
    const { token } = await signIn(page);
    const path = '/campaigns/gestionar?tab=inactivas';
    // The page's own calls (list, balance) answered first: the title can paint before they leave,
    // and one answered 401 here would end the session in this document, before the reload.
    const answered = (call: string) =>
      page.waitForResponse((r) => r.url().startsWith(`${apiUrl()}${call}`) && r.ok());
    const calls = Promise.all([answered('/campaings'), answered('/walletuser')]);
    await page.goto(path);
    await expect(main(page).getByRole('heading', { name: 'Gestionar campañas' })).toBeVisible({
      timeout: 30_000,
    });
    await calls;
    // The server forgets the token, as when it expires: the next call answers 401.
    const revoked = await page.request.post(`${apiUrl()}/auth/logout`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);

    await page.reload();
    await expect(page).toHaveURL(/\/\?redirect=%2Fcampaigns%2Fgestionar%3Ftab%3Dinactivas$/);
    await expect(page.getByText(sessionTexts.expired)).toBeVisible();

    await loginThroughForm(page);
    await expect(page).toHaveURL(new RegExp(`${path.replace('?', '\\?')}$`));
    await expect(main(page).getByRole('heading', { name: 'Gestionar campañas' })).toBeVisible();
  });

  test('a visitor who never had a session sees no expiry message', async ({ page }) => {
    await page.goto('/wallet');
    await expect(page).toHaveURL(/\/\?redirect=%2Fwallet$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.getByText(sessionTexts.expired)).toHaveCount(0);
  });

  for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    test(`the redirect parameter never leaves the site: ${target}`, async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(`/?redirect=${encodeURIComponent(target)}`);
      await loginThroughForm(page);
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(requested.filter((url) => new URL(url).hostname === 'evil.example')).toEqual([]);
    });
  }

  test('signing out in one tab signs out every tab; signing in in one is picked up by the others', async ({
    page,
  }) => {
    await signIn(page, { remember: true });
    const other = await page.context().newPage();
    await page.goto('/dashboard');
    await other.goto('/campaigns/gestionar');
    await expect(main(other).getByRole('heading', { name: 'Gestionar campañas' })).toBeVisible({
      timeout: 30_000,
    });

    const account = await openAccountMenu(page);
    await account.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(other).toHaveURL(/\/$/);
    await expect(other.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
    // A sign-out is no expiry.
    await expect(other.getByText(sessionTexts.expired)).toHaveCount(0);

    // A tab-only session (no 'Recordarme') is handed to the other open tab as well.
    await loginThroughForm(other);
    await expect(other).toHaveURL(/\/dashboard$/);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await other.close();
  });
});
