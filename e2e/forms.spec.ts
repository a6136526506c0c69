// Forms never lose work silently: the unsaved-changes prompt on in-app navigation, none after a
// save or 'Cancelar Edición', the browser's prompt on tab close, and a failed submit's focus.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { SMS_LABELS } from 'shared-ui/schemas';
import { labels, unsaved } from 'shared-ui/texts';
import { dialogWith, press } from './support/dialogs';
import { apiUrl } from './support/env';
import { createCampaign } from './support/campaigns';
import { signInToOwnCompany } from './support/company';
import { signIn } from './support/session';

const main = (page: Page) => page.getByRole('main');
const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name });
const prompt = (page: Page) => dialogWith(page, unsaved.title);

test.describe('unsaved changes', () => {
  test.describe('campaign edit', () => {
    let id = 0;
    test.beforeEach(async ({ page }) => {
      const { token } = await signIn(page);
      id = (await createCampaign(page, token, `Formulario ${Date.now().toString(36)}`)).id;
      await page.goto(`/campaigns/gestionar/editar/${id}`);
      await expect(page.getByLabel('Nombre de la campaña')).toBeVisible({ timeout: 30_000 });
    });

    test('asks before leaving typed work; staying keeps it, leaving goes', async ({ page }) => {
      const name = page.getByLabel('Nombre de la campaña');
      await name.fill('Cambio sin guardar');
      // Another tab of the same page is no leaving.
      await main(page).getByRole('tab', { name: 'Script' }).click();
      await expect(prompt(page)).toHaveCount(0);
      await main(page).getByRole('tab', { name: 'Datos de la campaña' }).click();

      await menuLink(page, 'Control de gestión').click();
      await press(prompt(page), unsaved.stay);
      await expect(page).toHaveURL(new RegExp(`/editar/${id}`));
      await expect(name).toHaveValue('Cambio sin guardar');

      await menuLink(page, 'Control de gestión').click();
      await press(prompt(page), unsaved.leave);
      await expect(page).toHaveURL(/\/dashboard$/);
    });

    test('leaves without asking after a save', async ({ page }) => {
      await page.getByLabel('Nombre de la campaña').fill(`Guardada ${Date.now().toString(36)}`);
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await press(dialogWith(page, 'Campaña actualizada'), 'Aceptar');
      await menuLink(page, 'Control de gestión').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(prompt(page)).toHaveCount(0);
    });

    test('a failed submit brings the first invalid field into focus', async ({ page }) => {
      const name = page.getByLabel('Nombre de la campaña');
      await name.fill('');
      await page.getByRole('button', { name: 'Guardar cambios' }).click();
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
    });

    test('closing the tab with typed work asks the browser to confirm', async ({ page }) => {
      await page.getByLabel('Nombre de la campaña').fill('Cambio sin guardar');
      const dialog = page.waitForEvent('dialog');
      await page.close({ runBeforeUnload: true });
      const asked = await dialog;
      expect(asked.type()).toBe('beforeunload');
      await asked.dismiss();
    });
  });

  test.describe('settings', () => {
    test.beforeEach(async ({ page }) => {
      // A settings record of the test's own, filled as the demo company's is.
      await signInToOwnCompany(page, { settings: true });
      await page.goto('/configuracion');
      await page.getByRole('main').getByRole('tab', { name: 'Configuración SMS' }).click();
      await expect(page.getByLabel(SMS_LABELS.host, { exact: true })).toBeDisabled({
        timeout: 30_000,
      });
      await main(page)
        .getByRole('tabpanel')
        .getByRole('button', { name: labels.editInformation })
        .click();
    });

    test("asks while editing, not after 'Cancelar Edición'", async ({ page }) => {
      await page.getByLabel(SMS_LABELS.host, { exact: true }).fill('otro.example.com');
      await menuLink(page, 'Control de gestión').click();
      await press(prompt(page), unsaved.stay);
      await main(page)
        .getByRole('tabpanel')
        .getByRole('button', { name: labels.cancelEdit })
        .click();
      await menuLink(page, 'Control de gestión').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(prompt(page)).toHaveCount(0);
    });

    test('leaves without asking after a save', async ({ page }) => {
      const host = page.getByLabel(SMS_LABELS.host, { exact: true });
      await host.fill(`sms-${Date.now().toString(36)}.example.com`);
      // A new host needs the gateway password again (issue 46).
      await page.getByLabel(SMS_LABELS.password, { exact: true }).fill('Clave-Pasarela-1');
      await main(page)
        .getByRole('tabpanel')
        .getByRole('button', { name: /Guardar/ })
        .click();
      await press(page.getByRole('dialog'), 'Aceptar');
      await menuLink(page, 'Control de gestión').click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(prompt(page)).toHaveCount(0);
    });
  });
});

test.describe('Spanish all the way down', () => {
  test('the API answers in Spanish for a rule that has no text of its own', async ({ page }) => {
    const { token } = await signIn(page);
    const response = await page.request.post(`${apiUrl()}/campaings`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: 'Etiqueta larga', tags: ['x'.repeat(201)] },
    });
    expect(response.status()).toBe(400);
    const body = (await response.json()) as { errors: Record<string, string> };
    expect(body.errors['tags[0]']).toBe('Máximo 200 caracteres');
    expect(Object.values(body.errors).join(' ')).not.toMatch(/\b(must|field|required)\b/i);
  });

  test('every tab names the page and the product, with its icon', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Iniciar sesión · Back-office de campañas');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg/);
    await signIn(page);
    await page.goto('/campaigns/gestionar');
    await expect(page).toHaveTitle('Gestionar campañas · Back-office de campañas', {
      timeout: 30_000,
    });
  });
});
