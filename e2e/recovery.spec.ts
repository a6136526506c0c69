// Recovery instead of dead ends: 'Reintentar' after a forced failure, the offline banner and the
// reload when the connection returns.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { recovery } from 'shared-ui/texts';
import { apiUrl } from './support/env';
import { signIn } from './support/session';

const main = (page: Page) => page.getByRole('main');

test.describe('recovery', () => {
  test.describe.configure({ timeout: 120_000 });

  test("'Reintentar' re-runs a failed load without reloading the app", async ({ page }) => {
    await signIn(page);
    // The list's windows fail twice: the load, and the one retry the client makes on a 5xx.
    let failures = 2;
    const list = new URL('/campaings', apiUrl()).href;
    await page.route(
      (url) => url.href.split('?')[0] === list,
      (route) => {
        if (route.request().method() === 'GET' && failures > 0) {
          failures -= 1;
          return route.fulfill({ status: 500, contentType: 'application/json', body: '{}' });
        }
        return route.fallback();
      },
    );
    await page.goto('/campaigns/gestionar');
    const retry = main(page).getByRole('button', { name: recovery.retry });
    await expect(retry).toBeVisible({ timeout: 30_000 });
    // A marker on the window: gone if the app reloaded.
    await page.evaluate(() => {
      (window as unknown as { kept: boolean }).kept = true;
    });
    await retry.click();
    await expect(main(page).getByRole('heading', { name: 'Gestionar campañas' })).toBeVisible();
    await expect(main(page).getByRole('table')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  });

  test('the offline banner, and the data reloaded when the connection returns', async ({
    page,
    context,
  }) => {
    await signIn(page);
    await page.goto('/campaigns/gestionar');
    await expect(main(page).getByRole('table')).toBeVisible({ timeout: 30_000 });
    await context.setOffline(true);
    await expect(page.getByText(recovery.unreachable)).toBeVisible();
    const reloaded = page.waitForResponse((r) => r.url().includes('/campaings'));
    await context.setOffline(false);
    await reloaded;
    await expect(page.getByText(recovery.unreachable)).toBeHidden();
    // The rows shown before stay on screen.
    await expect(main(page).getByRole('table')).toBeVisible();
  });
});
