// The knowledge area end to end: bases and their questions, the counts the API keeps, the answer cap.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiUrl } from './support/env';
import { dialogWith, press } from './support/dialogs';
import { signIn } from './support/session';
import { openInApp } from './support/navigation';
import { axe, main, pick, row, unique } from './support/ui';

const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';
const SAVE = { name: /Guardar/ };

// Bases this test created, removed (with their questions) when it ends.
const created = new Set<string>();

/** Creates a base through its form; hands back the dialog that says so. */
async function createBase(page: Page, name: string): Promise<Locator> {
  created.add(name);
  await page.goto('/base-de-conocimiento/gestion');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByRole('button', SAVE).click();
  const done = dialogWith(page, 'Base de conocimiento creada');
  await expect(done).toBeVisible();
  return done;
}

async function fillQuestion(page: Page, question: string, answer: string) {
  await page.getByLabel('Pregunta', { exact: true }).fill(question);
  await page.getByLabel('Respuesta', { exact: true }).fill(answer);
}

/** The base list, searched for `name`. */
async function findBase(page: Page, name: string) {
  await page.goto('/base-de-conocimiento');
  await page.getByRole('searchbox', { name: 'Buscar por nombre' }).fill(name);
}

/** The question count the base list shows for `name`. */
async function expectCount(page: Page, name: string, count: number) {
  await findBase(page, name);
  await expect(row(page, name).getByRole('cell').nth(1)).toHaveText(String(count));
}

test.describe('knowledge area', () => {
  let token = '';
  test.beforeEach(async ({ page }) => {
    ({ token } = await signIn(page));
  });
  test.afterEach(async ({ request }) => {
    const headers = { Authorization: `Bearer ${token}` };
    const bases = (await (await request.get(`${apiUrl()}/knowledgebase`, { headers })).json()) as {
      id: number;
      name: string;
    }[];
    for (const base of bases.filter((b) => created.has(b.name)))
      await request.delete(`${apiUrl()}/knowledgebase/${base.id}`, { headers });
    created.clear();
  });

  test('a base gets two questions, one moves to another base, then questions and bases go', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const first = unique('Facturación');
    const second = unique('Soporte');
    await createBase(page, second);
    const done = await createBase(page, first);

    // From the new base straight to its questions form, the base preselected.
    await press(done, 'Agregar preguntas');
    await expect(page).toHaveURL(/\/preguntas-y-respuestas\/gestion\?base=\d+$/);
    await expect(main(page).getByTitle(first)).toBeVisible();
    await fillQuestion(page, '¿Cómo pago mi factura?', 'Con tarjeta o transferencia.');
    await page.getByRole('button', SAVE).click();
    await expect(page.getByText('Pregunta creada')).toBeVisible();
    await press(dialogWith(page, 'Pregunta creada'), 'Crear otra');
    await expect(page.getByLabel('Pregunta', { exact: true })).toHaveValue('');
    await fillQuestion(page, '¿Cuándo vence mi factura?', 'El día 15 de cada mes.');
    await page.getByRole('button', SAVE).click();
    await expect(page.getByText('Pregunta creada')).toBeVisible();
    await expectCount(page, first, 2);

    // The list of a base's questions, reached from the base list.
    await row(page, first).getByRole('button', { name: 'Ver preguntas' }).click();
    await expect(page).toHaveURL(/\/preguntas-y-respuestas\?base=\d+$/);
    await expect(main(page).getByRole('link', { name: /^¿/ })).toHaveCount(2);

    // Move one question to the other base: both counts follow.
    await row(page, '¿Cuándo vence mi factura?').getByRole('button', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Editar pregunta y respuesta' })).toBeVisible();
    await expect(page.getByLabel('Pregunta', { exact: true })).toHaveValue(
      '¿Cuándo vence mi factura?',
    );
    await pick(page, 'Base de conocimiento', second);
    await page.getByRole('button', SAVE).click();
    await expect(page.getByText('Pregunta actualizada')).toBeVisible();
    await expect(page.getByText(`Guardada en la base «${second}».`)).toBeVisible();
    await expectCount(page, first, 1);
    await expectCount(page, second, 1);

    // Delete a question, with confirmation.
    await row(page, second).getByRole('button', { name: 'Ver preguntas' }).click();
    await row(page, '¿Cuándo vence mi factura?').getByRole('button', { name: 'Eliminar' }).click();
    await press(dialogWith(page, '¿Eliminar esta pregunta?'), 'Eliminar');
    await expect(page.getByText('Pregunta eliminada')).toBeVisible();
    await expect(main(page).getByText('Esta base no tiene preguntas')).toBeVisible();
    await expectCount(page, second, 0);

    // A base that still has questions says so, and goes with them.
    await findBase(page, first);
    await row(page, first).getByRole('button', { name: 'Eliminar' }).click();
    const confirmBase = dialogWith(page, `¿Eliminar la base «${first}»?`);
    await expect(confirmBase).toContainText('Esta base todavía tiene 1 pregunta');
    await press(confirmBase, 'Eliminar base y preguntas');
    await expect(page.getByText(`Se eliminó la base «${first}» y 1 pregunta`)).toBeVisible();
    await expect(row(page, first)).toHaveCount(0);
    await page.goto('/preguntas-y-respuestas');
    await expect(main(page).getByRole('link', { name: '¿Cómo pago mi factura?' })).toHaveCount(0);

    // An empty base asks only for a plain confirmation.
    await findBase(page, second);
    await row(page, second).getByRole('button', { name: 'Eliminar' }).click();
    const confirmEmpty = dialogWith(page, `¿Eliminar la base «${second}»?`);
    await expect(confirmEmpty).toContainText('Esta acción no se puede deshacer.');
    await press(confirmEmpty, 'Eliminar');
    await expect(row(page, second)).toHaveCount(0);
  });

  test('the answer stops at 100 characters and its counter follows', async ({ page }) => {
    await press(await createBase(page, unique('Límite')), 'Agregar preguntas');
    const answer = page.getByLabel('Respuesta', { exact: true });
    await expect(main(page).getByText('0 / 100')).toBeVisible();
    await answer.pressSequentially('Hola');
    await expect(main(page).getByText('4 / 100')).toBeVisible();
    await answer.fill('x'.repeat(130));
    await expect(answer).toHaveValue('x'.repeat(100));
    await expect(main(page).getByText('100 / 100')).toBeVisible();
    await answer.press('y');
    await expect(answer).toHaveValue('x'.repeat(100));
  });

  test('a failed save shows the error modal and keeps what was typed', async ({ page }) => {
    await press(await createBase(page, unique('Fallo')), 'Agregar preguntas');
    await page.route('**/questionsandanswers', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { message: 'Error' } })
        : route.fallback(),
    );
    await fillQuestion(page, '¿Se pierde lo escrito?', 'No, se conserva.');
    await page.getByRole('button', SAVE).click();
    const modal = page.getByRole('dialog').filter({ hasText: 'Error al enviar la informacion' });
    await expect(modal).toContainText(
      'Ha ocurrido un error al contactarse con el servidor por favor comuniquese con el administrador del sistema.',
    );
    await press(modal, 'Volver');
    await expect(page.getByLabel('Pregunta', { exact: true })).toHaveValue(
      '¿Se pierde lo escrito?',
    );
    await expect(page.getByLabel('Respuesta', { exact: true })).toHaveValue('No, se conserva.');
  });

  test('empty submits show the required messages', async ({ page }) => {
    await page.goto('/base-de-conocimiento/gestion');
    await page.getByRole('button', SAVE).click();
    await expect(
      page.getByText('Por favor ingresa el nombre de la base de conocimiento'),
    ).toBeVisible();

    await page.goto('/preguntas-y-respuestas/gestion');
    await page.getByRole('button', SAVE).click();
    await expect(page.getByText('Por favor ingresa la pregunta')).toBeVisible();
    await expect(page.getByText('Por favor ingresa la respuesta')).toBeVisible();
    await expect(page.getByText('Por favor selecciona la base de conocimiento')).toBeVisible();
  });

  test('an unknown id shows the error page', async ({ page }) => {
    for (const path of [
      '/base-de-conocimiento/gestion/999999',
      '/preguntas-y-respuestas/gestion/999999',
    ]) {
      await page.goto(path);
      await expect(main(page).getByText(ERROR_TEXT)).toBeVisible();
    }
  });

  test('no critical or serious accessibility violation on the knowledge routes', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await press(await createBase(page, unique('Accesible')), 'Agregar preguntas');
    await fillQuestion(page, '¿Es accesible?', 'Eso esperamos.');
    await page.getByRole('button', SAVE).click();
    await expect(page.getByText('Pregunta creada')).toBeVisible();
    const baseId = new URL(page.url()).searchParams.get('base');

    const paths = [
      '/base-de-conocimiento',
      '/base-de-conocimiento/gestion',
      `/base-de-conocimiento/gestion/${baseId}`,
      '/preguntas-y-respuestas',
      `/preguntas-y-respuestas?base=${baseId}`,
      '/preguntas-y-respuestas/gestion',
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
    // The edit page of a question, reached from the list.
    await page.goto(`/preguntas-y-respuestas?base=${baseId}`);
    await row(page, '¿Es accesible?').getByRole('button', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Editar pregunta y respuesta' })).toBeVisible();
    await expect(page.getByLabel('Pregunta', { exact: true })).toHaveValue('¿Es accesible?');
    const { violations } = await axe(page).analyze();
    expect(
      violations.filter((v) => v.impact === 'critical' || v.impact === 'serious').map((v) => v.id),
    ).toEqual([]);
  });
});
