// Gateway settings end to end: an edit survives a reload, 'Cancelar Edición' restores, the shared
// schema's messages, and axe on both tabs.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { requiredMessage, SMS_LABELS, VOICE_LABELS } from 'shared-ui/schemas';
import { labels } from 'shared-ui/texts';
import { press } from './support/dialogs';
import { signInToOwnCompany } from './support/company';
import { axeCheck } from './support/ui';

const SAVE = { name: /Guardar/ };
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const panel = (page: Page) => page.getByRole('main').getByRole('tabpanel');

async function openTab(page: Page, tab: 'Configuración de voz' | 'Configuración SMS') {
  await page.getByRole('main').getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('main').getByRole('tab', { name: tab })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

test.describe('settings', () => {
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => {
    // A settings record of the test's own, filled as the demo company's is.
    await signInToOwnCompany(page, { settings: true });
    await page.goto('/configuracion');
    // The first visit fetches the remote: allow for a busy machine.
    await expect(field(page, VOICE_LABELS.primaryproxy)).toBeDisabled({ timeout: 30_000 });
  });

  test('a voice edit is saved and still there after a reload', async ({ page }) => {
    const proxy = `sip-${Date.now().toString(36)}.conectatel.com.ve`;
    await panel(page).getByRole('button', { name: labels.editInformation }).click();
    await field(page, VOICE_LABELS.primaryproxy).fill(proxy);
    await field(page, VOICE_LABELS.linktestinterval).fill('900');
    await field(page, VOICE_LABELS.unregister).check();
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/settings/1') && r.request().method() === 'PATCH',
    );
    await panel(page).getByRole('button', SAVE).click();
    const body = (await saved).request().postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(Object.keys(VOICE_LABELS).sort());

    const done = page.getByRole('dialog').filter({ hasText: 'Configuración de voz actualizada' });
    await press(done, 'Aceptar');
    await expect(field(page, VOICE_LABELS.primaryproxy)).toBeDisabled();

    await page.reload();
    await expect(field(page, VOICE_LABELS.primaryproxy)).toHaveValue(proxy);
    await expect(field(page, VOICE_LABELS.linktestinterval)).toHaveValue('900');
    await expect(field(page, VOICE_LABELS.unregister)).toBeChecked();
  });

  test("'Cancelar Edición' restores the saved SMS values and locks the form", async ({ page }) => {
    await openTab(page, 'Configuración SMS');
    const host = field(page, SMS_LABELS.host);
    const original = await host.inputValue();
    await panel(page).getByRole('button', { name: labels.editInformation }).click();
    await host.fill('otro-host.example.com');
    await panel(page).getByRole('button', { name: labels.cancelEdit }).click();
    await expect(host).toHaveValue(original);
    await expect(host).toBeDisabled();
    await expect(panel(page).getByRole('button', { name: labels.editInformation })).toBeVisible();
  });

  test('an emptied required field shows its message and nothing is sent', async ({ page }) => {
    await openTab(page, 'Configuración SMS');
    let patched = false;
    page.on('request', (r) => {
      if (r.method() === 'PATCH') patched = true;
    });
    await panel(page).getByRole('button', { name: labels.editInformation }).click();
    await field(page, SMS_LABELS.host).fill('');
    await panel(page).getByRole('button', SAVE).click();
    await expect(panel(page).getByText(requiredMessage(SMS_LABELS.host))).toBeVisible();
    expect(patched).toBe(false);
  });

  test('axe finds nothing critical or serious on either tab, read-only or editing', async ({
    page,
  }) => {
    const serious = async () => {
      // Away from the last button clicked: axe would measure its hover colours.
      await page.mouse.move(0, 0);
      const { violations } = await axeCheck(page).include('main').analyze();
      return violations
        .filter((v) => v.impact === 'critical' || v.impact === 'serious')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    };
    expect(await serious()).toEqual([]);
    await panel(page).getByRole('button', { name: labels.editInformation }).click();
    expect(await serious()).toEqual([]);
    await openTab(page, 'Configuración SMS');
    await expect(field(page, SMS_LABELS.host)).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
