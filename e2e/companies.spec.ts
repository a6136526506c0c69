// Companies end to end: a person registers a new company in the browser, signs in with the e-mail,
// and finds it empty (every list but its own profile, a balance of 0, the dashboard's zeros, blank account and
// settings forms that validate on save); a top-up shows only that company's refill, and the demo
// user still sees the demo data, none of the new company's.
import type { Page } from '@playwright/test';
import { requiredMessage, SMS_LABELS, VOICE_LABELS } from 'shared-ui/schemas';
import { api, labels } from 'shared-ui/texts';
import { press } from './support/dialogs';
import { apiUrl } from './support/env';
import { signIn } from './support/session';
import { expect, test } from './support/test';
import { main, opened } from './support/ui';

const PASSWORD = 'Segura#2026';

/** The header's balance: a link to /wallet named 'Saldo USD $…'. */
const headerBalance = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Saldo USD/ });

/** Registers `email` through /registro and signs in with it through the login form. */
async function registerAndSignIn(page: Page, email: string) {
  await page.goto('/registro');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Nueva contraseña').fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Registrate' }).click();
  const done = page.getByRole('dialog').filter({ hasText: api.registered });
  await press(done, 'Iniciar sesión');
  await expect(page).toHaveURL(/\/$/);
  await page.getByLabel('Usuario').fill(email);
  await page.getByLabel('Contraseña').fill(PASSWORD);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * The lists of every area, each with the empty state a new company must see. The profiles list is
 * not one of them: it holds the first user's own profile (checked on its own below).
 */
const LISTS: [path: string, empty: string][] = [
  ['/campaigns/gestionar', 'No hay campañas activas'],
  ['/productos/gestionar', 'No hay productos activos'],
  ['/productos/categorias/gestionar', 'No hay categorías activas'],
  ['/base-de-conocimiento', 'No hay bases de conocimiento'],
  ['/preguntas-y-respuestas', 'No hay preguntas registradas'],
];

test.describe('a new company', () => {
  // A whole sign-up and a visit to every area: a busy two-core machine needs the time.
  test.describe.configure({ timeout: 180_000 });

  test('registers, signs in, finds everything empty, tops up and sees only its own refill', async ({
    page,
    browser,
  }) => {
    const email = `empresa-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
    await registerAndSignIn(page, email);

    // The dashboard greets the new user with zeros, not the demo company's figures.
    await expect(main(page).getByRole('heading', { name: /^¡Hola/ })).toBeVisible();
    await expect(main(page).getByText('No hay campañas activas.')).toBeVisible();
    await expect(
      main(page).getByText('Aún no hay llamadas registradas: 0 entrantes y 0 salientes.'),
    ).toBeVisible();
    await expect(headerBalance(page)).toHaveText(/USD \$0,00/);

    for (const [path, empty] of LISTS) {
      await page.goto(path);
      // The first visit to an area fetches its remote: allow for a busy machine.
      await expect(main(page).getByText(empty), path).toBeVisible({ timeout: 30_000 });
    }

    // The one profile is the registrant's: an Administrativo, the e-mail they registered with.
    await page.goto('/perfiles-roles/gestionar');
    const profiles = main(page).getByRole('table');
    await expect(profiles.getByRole('row').filter({ hasText: email })).toContainText(
      'Administrativo',
      { timeout: 30_000 },
    );
    await expect(main(page).getByText('Mostrando 1 de 1 perfiles')).toBeVisible();

    // The account's forms are blank, read-only until edited, and saving asks for the fields.
    await page.goto('/perfiles-roles/informacion-de-cuenta');
    const razon = page.getByLabel('Razón social', { exact: true });
    await expect(razon).toBeDisabled({ timeout: 30_000 });
    await expect(razon).toHaveValue('');
    await page.getByRole('button', { name: labels.editInformation }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(requiredMessage('Razón social'))).toBeVisible();

    await page.goto('/configuracion');
    const proxy = page.getByLabel(VOICE_LABELS.primaryproxy, { exact: true });
    await expect(proxy).toBeDisabled({ timeout: 30_000 });
    await expect(proxy).toHaveValue('');
    const panel = main(page).getByRole('tabpanel');
    await panel.getByRole('button', { name: labels.editInformation }).click();
    await panel.getByRole('button', { name: /Guardar/ }).click();
    await expect(panel.getByText(requiredMessage(VOICE_LABELS.primaryproxy))).toBeVisible();
    await main(page).getByRole('tab', { name: 'Configuración SMS' }).click();
    await expect(page.getByLabel(SMS_LABELS.host, { exact: true })).toHaveValue('');

    // The wallet: 0, no history; a top-up makes the one refill of the history.
    await page.goto('/wallet');
    const history = main(page).getByRole('table');
    await expect(main(page).getByText('No hay recargas registradas')).toBeVisible({
      timeout: 30_000,
    });
    await expect(main(page).getByRole('status', { name: 'Saldo disponible' })).toHaveText(
      'USD $0,00',
    );
    await main(page).getByRole('button', { name: 'Recargar saldo' }).click();
    const drawer = page.getByRole('dialog', { name: 'Recargar saldo' });
    await opened(drawer);
    await drawer.getByRole('radio', { name: 'Pago móvil' }).check();
    await drawer.getByRole('button', { name: 'Continuar' }).click();
    const transaction = `NUEVA-${Date.now().toString(36)}`.toUpperCase();
    await drawer.getByLabel('Monto (USD)').fill('15');
    await drawer.getByLabel('No. de transacción').fill(transaction);
    await drawer.getByRole('button', { name: 'Notificar pago' }).click();
    await press(
      page.getByRole('dialog').filter({ hasText: 'Recarga notificada' }),
      'Ir a la billetera',
    );
    await expect(headerBalance(page)).toHaveText(/USD \$15,00/);
    const rows = history.getByRole('row');
    // The header row and the one refill: nothing of any other company.
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(transaction);
    await expect(rows.nth(1)).toContainText('Pago móvil');
    await expect(rows.nth(1)).toContainText('USD $15,00');

    // The demo user, meanwhile, sees the demo company as ever, and none of the new one.
    const demo = await browser.newPage();
    try {
      const { token } = await signIn(demo);
      const seedRefills = (await (
        await demo.request.get(`${apiUrl()}/recargas`, {
          headers: { Authorization: `Bearer ${token}` },
        })
      ).json()) as { transaction: string }[];
      expect(seedRefills.map((r) => r.transaction)).toContain('TRX-20260001');
      expect(seedRefills.map((r) => r.transaction)).not.toContain(transaction);
      await demo.goto('/wallet');
      const demoHistory = main(demo).getByRole('table');
      await expect(demoHistory.getByText('TRX-20260001')).toBeVisible({ timeout: 30_000 });
      await expect(demoHistory.getByText(transaction)).toHaveCount(0);
      await demo.goto('/campaigns/gestionar');
      await expect(main(demo).getByText('Captación Fibra Hogar Caracas')).toBeVisible({
        timeout: 30_000,
      });
    } finally {
      await demo.close();
    }
  });
});
