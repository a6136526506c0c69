// The campaigns area end to end: the wizard, the list's tabs and actions, the edit tabs, failures, axe.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openInApp } from './support/navigation';
import { dialogWith, press } from './support/dialogs';
import { createCampaign, fillStep1, fillStep2 } from './support/campaigns';
import { signIn } from './support/session';
import { axeCheck, main, pick, row, unique } from './support/ui';

const SEND_ERROR = 'Error al enviar la informacion';
const DELETE_SELECTED = 'Eliminar seleccionada(s)';
const LIST = '/campaigns/gestionar';

/** Walks the wizard to step 2 with a complete step 1. */
async function startWizard(page: Page, name: string, type: 'Inbound' | 'Outbound') {
  await page.goto('/campaigns/crear');
  await main(page).getByText(type, { exact: true }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await fillStep1(page, name, type === 'Inbound');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByLabel('Fecha de inicio', { exact: true })).toBeVisible();
}

/** Creates a campaign straight through the API (for the tests about the list and the edit screen). */
/** Opens the list on `tab` with the search narrowed to `name`. */
async function findInList(page: Page, name: string, tab: string) {
  await page.goto(LIST);
  await main(page).getByLabel('Buscar por nombre').fill(name);
  await main(page)
    .getByRole('tab', { name: new RegExp(`^${tab}`) })
    .click();
}

/** Answers the open confirmation with `ok`. */
async function confirm(page: Page, title: RegExp, ok: string) {
  await press(dialogWith(page, title), ok);
}

test.describe('campaigns area', () => {
  // Long forms on shared two-core machines: give every test room.
  test.describe.configure({ timeout: 150_000 });
  let token = '';
  test.beforeEach(async ({ page }) => {
    ({ token } = await signIn(page));
  });

  for (const type of ['Inbound', 'Outbound'] as const) {
    test(`the wizard creates an ${type.toLowerCase()} campaign, found in Activas`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const name = unique(`Prueba ${type}`);
      await startWizard(page, name, type);
      // Back and next keep what was typed.
      await page.getByRole('button', { name: 'Atrás' }).click();
      await expect(page.getByLabel('Nombre de la campaña')).toHaveValue(name);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await fillStep2(page);
      await page.getByRole('button', { name: 'Crear campaña' }).click();
      const done = page.getByRole('dialog').filter({ hasText: 'Campaña creada' });
      await expect(done).toBeVisible();
      await press(done, 'Ir a gestionar campañas');
      await expect(page).toHaveURL(new RegExp(`${LIST}`));
      await findInList(page, name, 'Activas');
      await expect(row(page, name)).toContainText(type);
      await expect(row(page, name)).toContainText('Llamadas telefónicas');
      await expect(row(page, name)).toContainText('Del 1 dic 2030, 08:00');
    });
  }

  test('empty submits show the messages of both steps', async ({ page }) => {
    await page.goto('/campaigns/crear');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Por favor ingresa el tipo de campaña')).toBeVisible();
    await main(page).getByText('Inbound', { exact: true }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByLabel('Nombre de la campaña')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    for (const text of [
      'Debes colocar el nombre de la campaña',
      'Debes colocar una descripción de la campaña',
      'Por favor ingresa los objetivos',
      'Por favor ingrese las Acciones',
      'Por favor ingrese las Tags o etiquetas',
      'Por favor ingresa el nivel',
    ])
      await expect(page.getByText(text)).toBeVisible();

    await fillStep1(page, unique('Vacía'), true);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Crear campaña' }).click();
    for (const text of [
      'Debe indicar la fecha de inicio',
      'Debe indicar la hora de inicio',
      'Debe indicar la fecha de finalización:',
      'Debe indicar la hora de finalización:',
      'Por favor ingresa la frecuencia',
    ])
      await expect(page.getByText(text, { exact: true })).toBeVisible();
  });

  test('a channel slider is off until its switch is on; off again empties it', async ({ page }) => {
    await startWizard(page, unique('Canales'), 'Outbound');
    const quantity = page.getByLabel('Cantidad de SMS');
    const slider = page.getByRole('slider', { name: 'Deslizador de SMS' });
    await expect(quantity).toBeDisabled();
    await expect(slider).toHaveAttribute('aria-disabled', 'true');
    await page.getByRole('switch', { name: /SMS/ }).click();
    await expect(quantity).toBeEnabled();
    await slider.focus();
    await slider.press('End');
    await expect(quantity).toHaveValue('1500');
    await page.getByRole('switch', { name: /SMS/ }).click();
    await expect(quantity).toBeDisabled();
    await expect(quantity).toHaveValue('');
  });

  test('edited name and script are there after a reload', async ({ page }) => {
    const { id } = await createCampaign(page, token, unique('Editable'));
    const renamed = unique('Renombrada');
    await page.goto(`${LIST}/editar/${id}`);
    await expect(main(page).getByText('USD $12,00')).toBeVisible();
    await page.getByLabel('Nombre de la campaña').fill(renamed);
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Campaña actualizada' })).toBeVisible();
    await press(page.getByRole('dialog'), 'Aceptar');

    await main(page).getByRole('tab', { name: 'Script' }).click();
    const script = page.getByLabel('Script de la campaña');
    await script.fill('Buenos días, le habla Conecta.');
    await expect(main(page).getByText('30 / 1000')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar script' }).click();
    await expect(page.getByRole('dialog').filter({ hasText: 'Script guardado' })).toBeVisible();

    await page.reload();
    await expect(main(page).getByRole('heading', { name: renamed })).toBeVisible();
    await expect(page.getByLabel('Script de la campaña')).toHaveValue(
      'Buenos días, le habla Conecta.',
    );
    await main(page).getByRole('tab', { name: 'Datos de la campaña' }).click();
    await expect(page.getByLabel('Nombre de la campaña')).toHaveValue(renamed);
  });

  test('suspend, then activate, each after a confirmation', async ({ page }) => {
    const name = unique('Interruptor');
    await createCampaign(page, token, name);
    await findInList(page, name, 'Activas');
    await row(page, name)
      .getByRole('button', { name: `Suspender ${name}` })
      .click();
    await confirm(page, /¿Desea suspender/, 'Suspender');
    await expect(page.getByRole('dialog').filter({ hasText: 'Campaña suspendida' })).toBeVisible();
    await press(page.getByRole('dialog'), 'Aceptar');
    await expect(main(page).getByRole('tab', { name: /^Activas \(0\)/ })).toBeVisible();

    await main(page)
      .getByRole('tab', { name: /^Inactivas/ })
      .click();
    await row(page, name)
      .getByRole('button', { name: `Activar ${name}` })
      .click();
    await confirm(page, /¿Desea activar/, 'Activar');
    await expect(page.getByRole('dialog').filter({ hasText: 'Campaña activada' })).toBeVisible();
    await expect(main(page).getByRole('tab', { name: /^Activas \(1\)/ })).toBeVisible();
  });

  test('deleting moves an active campaign to En borrador, then removes the draft', async ({
    page,
  }) => {
    const name = unique('Borrable');
    await createCampaign(page, token, name);
    await findInList(page, name, 'Activas');
    const remove = main(page).getByRole('button', { name: DELETE_SELECTED });
    await expect(remove).toBeDisabled();
    await row(page, name).getByRole('checkbox').check();
    await expect(remove).toBeEnabled();
    await remove.click();
    await confirm(page, /¿Eliminar/, 'Eliminar');
    await expect(page.getByText(`«${name}»: movida a En borrador`)).toBeVisible();
    await press(page.getByRole('dialog'), 'Aceptar');

    await main(page)
      .getByRole('tab', { name: /^En borrador/ })
      .click();
    await expect(row(page, name).getByRole('button', { name: `Editar ${name}` })).toBeDisabled();
    await row(page, name).getByRole('checkbox').check();
    await remove.click();
    await confirm(page, /¿Eliminar/, 'Eliminar');
    await expect(page.getByText(`«${name}»: eliminada definitivamente`)).toBeVisible();
    await press(page.getByRole('dialog'), 'Aceptar');
    await expect(row(page, name)).toHaveCount(0);
    await expect(main(page).getByText('Ningún registro coincide con la búsqueda')).toBeVisible();
  });

  test('a failing save shows the error modal and keeps what was typed', async ({ page }) => {
    const name = unique('Fallida');
    await startWizard(page, name, 'Outbound');
    await fillStep2(page);
    await page.route('**/campaings', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Error interno del servidor' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Crear campaña' }).click();
    const error = page.getByRole('dialog').filter({ hasText: SEND_ERROR });
    await expect(error).toBeVisible();
    await press(error, 'Volver');
    await expect(page.getByLabel('Cantidad de Llamadas telefónicas')).toHaveValue('1200');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByLabel('Nombre de la campaña')).toHaveValue(name);
  });

  test('the profile association screen and the empty areas', async ({ page }) => {
    const name = unique('Perfiles');
    const { id } = await createCampaign(page, token, name);
    await page.goto('/campaigns/gestionar/editar/perfiles');
    await pick(page, 'Campaña', name);
    await expect(page).toHaveURL(new RegExp(`campaign=${id}`));
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Selecciona uno o más perfiles')).toBeVisible();

    for (const path of ['/campaigns/resultados', '/campaigns/historico', '/campaigns/datos']) {
      await page.goto(path);
      await expect(main(page).getByText('Sin información')).toBeVisible();
      await expect(main(page).getByRole('link', { name: 'Ir al inicio' })).toBeVisible();
    }
    await page.goto(`${LIST}/editar/999999`);
    await expect(main(page).getByText('Oops, a ocurrido un error inesperado.')).toBeVisible();
  });

  test('no critical or serious accessibility violation on the campaign routes', async ({
    page,
  }) => {
    const { id } = await createCampaign(page, token, unique('Accesible'));
    const paths = [
      LIST,
      `${LIST}?tab=borrador`,
      '/campaigns/crear',
      `${LIST}/editar/${id}`,
      `${LIST}/editar/${id}?tab=perfiles`,
      `${LIST}/editar/${id}?tab=script`,
      `/campaigns/gestionar/editar/perfiles?campaign=${id}`,
      '/campaigns/resultados',
    ];
    for (const path of paths) {
      await openInApp(page, path);
      await expect(page.locator('[data-page-ready]')).toBeVisible();
      await expect(main(page).locator('.ant-spin-spinning')).toHaveCount(0);
      const { violations } = await axeCheck(page).include('main').analyze();
      const bad = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
      expect(
        bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(' | ')})`),
        path,
      ).toEqual([]);
    }
  });
});
