// The profiles area end to end: create, phone rules, edit, delete by email, CSV import, account tabs.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openInApp } from './support/navigation';
import { dialogWith, press } from './support/dialogs';
import { signIn } from './support/session';
import { axe, axeCheck, main, opened, pick, row } from './support/ui';

const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';

// Unique per run and per test: the workers share one database.
const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function searchProfiles(page: Page, text: string) {
  await page.goto('/perfiles-roles/gestionar');
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(text);
}

async function createProfile(page: Page, name: string, lastName: string) {
  await page.goto('/perfiles-roles/crear');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Apellido', { exact: true }).fill(lastName);
  await page.getByLabel('Email', { exact: true }).fill(`${name.toLowerCase()}@ejemplo.com`);
  await page.getByLabel('Teléfono móvil').fill('4141234567');
  await pick(page, 'Tipo de rol', 'Agente', 'Funcional');
  await expect(page.getByLabel('Campaña', { exact: true })).toHaveValue('Campaña 01');
  await page.getByRole('button', { name: 'Crear perfil' }).click();
  await expect(dialogWith(page, 'Perfil creado correctamente')).toBeVisible();
}

test.describe('profiles area', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('a created profile is in the list; it is edited, then deleted by email', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const name = `Ana${tag()}`;
    await createProfile(page, name, 'Pérez');
    await press(dialogWith(page, 'Perfil creado correctamente'), 'Crear otro perfil');
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('');

    await searchProfiles(page, name);
    const created = row(page, `${name} Pérez`);
    await expect(created).toContainText('+58 4141234567');
    await expect(created).toContainText('Campaña 01');
    await expect(created.locator('.ant-tag')).toHaveText(['Agente', 'Funcional']);

    await created.getByRole('button', { name: /^Editar/ }).click();
    await expect(page).toHaveURL(/\/perfiles-roles\/editar\/\d+$/);
    // The list's sortable 'Nombre' header carries that label too: wait for the edit page itself.
    await expect(main(page).getByRole('heading', { name: 'Editar perfil' })).toBeVisible();
    await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue(name);
    await page.getByLabel('Apellido', { exact: true }).fill('Rivas');
    await page.getByRole('button', { name: 'Guardar' }).click();
    const saved = dialogWith(page, 'Perfil actualizado correctamente');
    await expect(saved.getByRole('button', { name: 'Ir a campañas' })).toBeVisible();
    await press(saved, 'Ir a perfiles');
    await expect(page).toHaveURL(/\/perfiles-roles\/gestionar$/);
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(name);
    await expect(row(page, `${name} Rivas`)).toHaveCount(1);

    await row(page, name)
      .getByRole('button', { name: /^Editar/ })
      .click();
    await page.getByRole('button', { name: 'Eliminar perfil' }).click();
    await press(dialogWith(page, '¿Eliminar este perfil?'), 'Eliminar perfil');
    const email = dialogWith(page, 'Revisa tu correo electrónico');
    await expect(email).toContainText('La eliminación debe confirmarse desde ese correo.');
    await press(email, 'Ir a perfiles');
    await expect(page).toHaveURL(/\/perfiles-roles\/gestionar$/);
  });

  test('the phone shows one message at a time and takes 10 characters', async ({ page }) => {
    await page.goto('/perfiles-roles/crear');
    const phone = page.getByLabel('Teléfono móvil');
    await expect(main(page).getByText('+58', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Crear perfil' }).click();
    await expect(page.getByText('Por favor ingresa tu movil')).toBeVisible();
    await phone.fill('41a');
    await expect(page.getByText('Este campo debe ser numerico')).toBeVisible();
    await expect(page.getByText('Número incompleto')).toHaveCount(0);
    await phone.fill('414123');
    await expect(page.getByText('Número incompleto')).toBeVisible();
    await expect(page.getByText('Este campo debe ser numerico')).toHaveCount(0);
    await phone.fill('');
    await phone.pressSequentially('414123456789');
    await expect(phone).toHaveValue('4141234567');
    await expect(page.getByText('Número incompleto')).toHaveCount(0);
  });

  test('a 5-row CSV with one bad row creates the 4 good ones', async ({ page }) => {
    test.setTimeout(90_000);
    const run = tag();
    const csv = [
      'nombre;apellido;email;telefono',
      `"Gómez, Luis";Imp${run};luis.${run}@ejemplo.com;4141234501`,
      `Eva;Imp${run};eva.${run}@ejemplo.com;+58 424 123 4502`,
      `Malo;Imp${run};no-es-correo;41412`,
      `Juan;Imp${run};juan.${run}@ejemplo.com;4121234503`,
      `Rosa;Imp${run};rosa.${run}@ejemplo.com;4161234504`,
    ].join('\r\n');

    await page.goto('/perfiles-roles/gestionar');
    await page.getByRole('button', { name: 'Creación masiva' }).click();
    const modal = dialogWith(page, 'Creación masiva de perfiles');
    await opened(modal);
    const download = page.waitForEvent('download');
    await modal.getByRole('link', { name: 'Descargar archivo de ejemplo' }).click();
    expect((await download).suggestedFilename()).toBe('contactos-ejemplo.csv');

    await modal.locator('input[type=file]').setInputFiles({
      name: 'contactos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`\uFEFF${csv}`),
    });
    await expect(modal).toContainText('contactos.csv: 5 contactos, 1 con errores');
    const bad = modal.getByRole('row').filter({ hasText: 'Malo' });
    await expect(bad).toContainText('Ingrese un correo electrónico válido');
    await expect(bad).toContainText('Número incompleto');
    await expect(bad.getByRole('checkbox')).toBeDisabled();
    await expect(modal.getByText('4 contactos seleccionados')).toBeVisible();
    await modal.getByRole('button', { name: 'Siguiente' }).click();

    await modal.getByRole('button', { name: 'Crear perfiles' }).click();
    await expect(modal.getByText('Por favor acepte los permiso')).toBeVisible();
    await pick(page, 'Tipo de rol', 'Agente');
    await modal.getByRole('checkbox', { name: /Confirmo/ }).check();
    await modal.getByRole('button', { name: 'Crear perfiles' }).click();
    await expect(modal.getByText('Perfiles creados correctamente')).toBeVisible();
    await expect(modal).toContainText('Se crearon 4 perfiles con el rol Agente.');
    await modal.getByRole('link', { name: 'Ver perfiles' }).click();

    await expect(page).toHaveURL(/\/perfiles-roles\/gestionar$/);
    await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(`Imp${run}`);
    await expect(main(page).locator('tbody tr.ant-table-row')).toHaveCount(4);
    await expect(row(page, `Gómez, Luis Imp${run}`)).toContainText('+58 4141234501');
    await expect(row(page, `Eva Imp${run}`)).toContainText('+58 4241234502');
    await expect(row(page, `Eva Imp${run}`)).toContainText('Sin asignar');
    await expect(row(page, 'Malo')).toHaveCount(0);
  });

  test('account data is read-only until edited, kept after a reload, and cancel restores it', async ({
    page,
  }) => {
    await page.goto('/perfiles-roles/informacion-de-cuenta');
    const city = page.getByLabel('Ciudad', { exact: true });
    const original = await city.inputValue();
    await expect(city).toBeDisabled();

    await page.getByRole('button', { name: 'Editar información' }).click();
    await city.fill('Cambio que no se guarda');
    await page.getByRole('button', { name: 'Cancelar Edición' }).click();
    await expect(city).toHaveValue(original);
    await expect(city).toBeDisabled();

    const next = `Valencia ${tag()}`;
    await page.getByRole('button', { name: 'Editar información' }).click();
    await city.fill(next);
    await page.getByRole('button', { name: 'Guardar' }).click();
    const done = dialogWith(page, 'Datos de la empresa actualizados');
    await press(done, 'Aceptar');
    await expect(city).toBeDisabled();
    await page.reload();
    await expect(page.getByLabel('Ciudad', { exact: true })).toHaveValue(next);

    // Put it back for the other specs.
    await page.getByRole('button', { name: 'Editar información' }).click();
    await page.getByLabel('Ciudad', { exact: true }).fill(original);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialogWith(page, 'Datos de la empresa actualizados')).toBeVisible();
  });

  test('the security tab checks the password format and its confirmation', async ({ page }) => {
    await page.goto('/perfiles-roles/informacion-de-cuenta?tab=seguridad');
    const panel = page.getByRole('tabpanel');
    await panel.getByRole('button', { name: 'Editar información' }).click();
    await page.getByLabel('Contraseña actual').fill('Admin123*');
    await page.getByLabel('Nueva contraseña', { exact: true }).fill('sinformato');
    await page.getByLabel('Confirmar nueva contraseña').fill('otra');
    await panel.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Debe cumplir el formato especificado')).toBeVisible();
    await expect(page.getByText('Las contraseñas no coinciden')).toBeVisible();
  });

  test('an unknown profile id shows the error page', async ({ page }) => {
    await page.goto('/perfiles-roles/editar/999999');
    await expect(main(page).getByText(ERROR_TEXT)).toBeVisible();
  });

  test('no critical or serious accessibility violation on the profiles routes', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const paths = [
      '/perfiles-roles/gestionar',
      '/perfiles-roles/crear',
      '/perfiles-roles/editar/1',
      '/perfiles-roles/informacion-de-cuenta',
      '/perfiles-roles/informacion-de-cuenta?tab=representante',
      '/perfiles-roles/informacion-de-cuenta?tab=seguridad',
    ];
    for (const path of paths) {
      await openInApp(page, path);
      await expect(page.locator('[data-page-ready]')).toBeVisible();
      const { violations } = await axe(page).analyze();
      const bad = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
      expect(
        bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`),
        path,
      ).toEqual([]);
    }
    // The bulk import modal, at its table step.
    await page.goto('/perfiles-roles/crear');
    await page.getByRole('button', { name: 'Creación masiva' }).click();
    await page.locator('input[type=file]').setInputFiles({
      name: 'contactos.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('nombre,apellido,email,telefono\nAna,Pérez,ana@ejemplo.com,41412\n'),
    });
    await expect(page.getByText('1 con errores', { exact: false })).toBeVisible();
    const { violations } = await axeCheck(page).include('.ant-modal').analyze();
    const bad = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
  });
});
