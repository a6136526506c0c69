// The products area end to end: create with an image, the form's rules, edit, status, filters, categories, axe.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { openInApp } from './support/navigation';
import { apiUrl } from './support/env';
import { dialogWith, press } from './support/dialogs';
import { signIn } from './support/session';
import { axeCheck, clear, main, pick, row } from './support/ui';

// A real 1x1 PNG: the API checks the file's signature, not only its name.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';
const REQUIRED = [
  'Por favor ingresa el nombre del producto',
  'Por favor ingresa la descripción del producto',
  'Por favor selecciona la categoría',
  'Por favor selecciona la sub-categoría',
  'Por favor selecciona otras características',
  'Por favor ingresa la fecha de inicio',
  'Por favor ingresa la fecha de finalización',
  'Por favor selecciona la moneda',
  'Por favor ingresa el nombre de presentación',
  'Por favor ingresa el precio',
  'Por favor ingresa el inventario',
  'Por favor ingresa la cobertura geográfica',
  'Por favor ingresa la cobertura por estado',
  'Por favor ingresa el estado',
  'Por favor ingresa los municipios',
  'Por favor ingresa las urbanizaciones',
];

// Names unique per run and per test: the workers share one database. Each test removes
// the products and categories it named (afterEach), so other areas' specs see the seed data.
let named: string[] = [];
const unique = (label: string) => {
  const name = `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  named.push(name);
  return name;
};

async function removeNamed(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  for (const resource of ['products', 'categories']) {
    const rows = (await (await request.get(`${apiUrl()}/${resource}`, { headers })).json()) as {
      id: number;
      name: string;
    }[];
    for (const row of rows.filter((r) => named.includes(r.name)))
      await request.delete(`${apiUrl()}/${resource}/${row.id}`, { headers });
  }
  named = [];
}

/** Presses `button` in the modal titled `title` (a confirmation or a result). */
async function answer(page: Page, title: string, button: string) {
  await press(page.getByRole('dialog', { name: title }), button);
}

const product = (name: string) => ({
  name,
  description: 'Plan de prueba e2e',
  category: 'telecom',
  sub_category: 'Servicios de internet',
  otherCategories: ['Satelital'],
  initDate: '2027-01-01',
  finalitationDate: '2027-12-31',
  currency: 'USD',
  name_presentation: `${name} (presentación)`,
  price: 20,
  inventary: 5,
  geographic: 'Nacional',
  for_state: 'Sí',
  state: 'Lara',
  municipalities: 'Iribarren',
  urbanizations: 'Nueva Segovia',
});

async function createProduct(
  request: APIRequestContext,
  token: string,
  name: string,
  fields: Partial<ReturnType<typeof product>> = {},
) {
  const response = await request.post(`${apiUrl()}/products`, {
    data: { ...product(name), ...fields },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

/**
 * A sub-category of the test's own under Telecom, named with `label` (and removed afterwards):
 * the seed's ones are shared with every other test running at the same time.
 */
async function createSubCategory(request: APIRequestContext, token: string, label: string) {
  const name = unique(label);
  const response = await request.post(`${apiUrl()}/categories`, {
    data: { name, category: 'telecom', status: true },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(201);
  return name;
}

/** Opens `path` and waits for its page to be ready (data loaded): slow on a busy machine. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
}

const ready = (page: Page) =>
  expect(main(page).locator('[data-page-ready]')).toBeVisible({ timeout: 30_000 });

/** The product list, narrowed to `name` with the search box. */
async function findInList(page: Page, name: string) {
  await visit(page, '/productos/gestionar');
  await main(page).getByRole('searchbox', { name: 'Buscar por nombre' }).fill(name);
  return row(page, name);
}

test.describe('products area', () => {
  // Each test walks several pages; the shared two-core machine can be slow.
  test.describe.configure({ timeout: 120_000 });
  let token = '';
  test.beforeEach(async ({ page }) => {
    named = [];
    ({ token } = await signIn(page));
  });
  test.afterEach(async ({ request }) => {
    if (named.length) await removeNamed(request, token);
  });

  test('creates a product with an image and finds it in Activos with its photo', async ({
    page,
  }) => {
    const name = unique('Fibra e2e');
    const residential = await createSubCategory(page.request, token, 'Residencial e2e');
    const dedicated = await createSubCategory(page.request, token, 'Dedicado e2e');
    await visit(page, '/productos/crear');
    await page.getByLabel('Nombre del producto').fill(name);
    await page.getByLabel('Nombre de presentación').fill('Fibra e2e 300');
    await page.getByLabel('Descripción').fill('Plan creado por la prueba e2e');
    await pick(page, 'Categoría', 'Telecom');
    // The sub-categories are the managed categories, loaded from the API.
    await pick(page, 'Sub-categoría', residential);
    await pick(page, 'Otras características (tecnologías)', 'Fibra Óptica');
    await pick(page, 'Otras características (tecnologías)', 'HFC');
    await page.getByLabel('Fecha de inicio').fill('01/02/2027');
    await page.getByLabel('Fecha de inicio').press('Enter');
    await page.getByLabel('Fecha de finalización').fill('31/12/2027');
    await page.getByLabel('Fecha de finalización').press('Enter');
    await pick(page, 'Moneda', 'USD');
    await page.getByLabel('Precio', { exact: true }).fill('35.5');
    await page.getByLabel('Inventario', { exact: true }).fill('120');
    await page.getByLabel('Cobertura geográfica').fill('Gran Caracas');
    await pick(page, 'Cobertura por estado', 'Sí');
    await page.getByLabel('Estado', { exact: true }).fill('Miranda');
    await page.getByLabel('Municipios').fill('Sucre');
    await page.getByLabel('Urbanizaciones').fill('Los Dos Caminos');
    await page
      .getByLabel('Imágenes del producto')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText('foto.png file uploaded successfully')).toBeVisible();
    await page.getByRole('button', { name: /^(loading )?Guardar$/ }).click();
    await press(dialogWith(page, 'Producto creado correctamente'), 'Ir a gestionar productos');
    await ready(page);

    await expect(page).toHaveURL(/\/productos\/gestionar$/);
    await expect(main(page).getByRole('tab', { name: /^Activos/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const found = await findInList(page, name);
    await expect(found).toHaveCount(1);
    await expect(found).toContainText('USD $35,50');
    const photo = found.getByRole('img', { name: `Foto de ${name}` });
    await expect(photo).toHaveAttribute('src', /\/uploads\/[a-f0-9]{32}\.png$/);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    await pick(page, 'Sub-categoría', residential);
    await expect(found).toHaveCount(1);
    await pick(page, 'Sub-categoría', dedicated);
    await expect(found).toHaveCount(0);
  });

  test('an empty submit shows every message and a .txt is refused before upload', async ({
    page,
  }) => {
    await visit(page, '/productos/crear');
    await page.getByRole('button', { name: /^(loading )?Guardar$/ }).click();
    for (const text of REQUIRED) await expect(main(page).getByText(text)).toBeVisible();

    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().endsWith('/uploads') && r.method() === 'POST') uploads += 1;
    });
    await page
      .getByLabel('Imágenes del producto')
      .setInputFiles({ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
    await expect(main(page).getByRole('alert')).toContainText(
      'notas.txt: Tipo de archivo no permitido: solo png, jpg, jpeg o pdf',
    );
    expect(uploads).toBe(0);
    await expect(main(page).locator('.ant-upload-list-item')).toHaveCount(0);
  });

  test('editing the price shows in the list', async ({ page }) => {
    const name = unique('Precio e2e');
    const { id } = await createProduct(page.request, token, name);
    await visit(page, `/productos/editar/${id}`);
    const price = page.getByLabel('Precio', { exact: true });
    await expect(price).toHaveValue('20,00');
    // The Spanish decimal comma.
    await price.fill('123,45');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await press(dialogWith(page, 'Producto actualizado correctamente'), 'Ir a gestionar productos');
    await ready(page);
    await main(page).getByRole('searchbox', { name: 'Buscar por nombre' }).fill(name);
    await expect(row(page, name)).toContainText('USD $123,45');
  });

  test('deactivating moves a product to Inactivos, and it can come back', async ({ page }) => {
    const name = unique('Estado e2e');
    await createProduct(page.request, token, name);
    const found = await findInList(page, name);
    await found.getByRole('button', { name: `Desactivar ${name}` }).click();
    await answer(page, `¿Desactivar el producto «${name}»?`, 'Desactivar');
    await answer(page, 'El producto fue desactivado', 'Aceptar');
    await expect(row(page, name)).toHaveCount(0);
    await main(page)
      .getByRole('tab', { name: /^Inactivos/ })
      .click();
    await expect(row(page, name)).toHaveCount(1);
    await row(page, name)
      .getByRole('button', { name: `Activar ${name}` })
      .click();
    await answer(page, `¿Activar el producto «${name}»?`, 'Activar');
    await answer(page, 'El producto fue activado', 'Aceptar');
    await expect(row(page, name)).toHaveCount(0);
  });

  test('deleting asks first', async ({ page }) => {
    const name = unique('Borrar e2e');
    await createProduct(page.request, token, name);
    const found = await findInList(page, name);
    const question = `¿Eliminar el producto «${name}»?`;
    await found.getByRole('button', { name: `Eliminar ${name}` }).click();
    await answer(page, question, 'Cancelar');
    await expect(page.getByRole('dialog', { name: question })).toBeHidden();
    await expect(found).toHaveCount(1);
    await found.getByRole('button', { name: `Eliminar ${name}` }).click();
    await answer(page, question, 'Eliminar');
    await answer(page, 'El producto fue eliminado', 'Aceptar');
    await expect(found).toHaveCount(0);
  });

  test('the technology filter narrows the list', async ({ page }) => {
    // Products of the test's own, found by one tag: other tests add products at the same time.
    const tag = unique('Filtro e2e');
    const satellite = `${tag} Satelital`;
    const fibre = `${tag} Fibra`;
    await createProduct(page.request, token, satellite); // Satelital only
    await createProduct(page.request, token, fibre, { otherCategories: ['Fibra Óptica', 'HFC'] });
    named.push(satellite, fibre);
    await findInList(page, tag);
    const names = main(page).locator('.ant-table-tbody tr.ant-table-row strong');
    const both = [fibre, satellite].sort();
    await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(both);
    // Every product is 'telecom' (the only parent category): choosing it keeps them all.
    await pick(page, 'Categoría', 'Telecom');
    await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(both);
    await pick(page, 'Tecnología', 'Fibra Óptica');
    await expect.poll(() => names.allTextContents()).toEqual([fibre]);
    await expect(row(page, fibre)).toContainText('Fibra Óptica');
    await pick(page, 'Tecnología', 'Satelital');
    await expect.poll(() => names.allTextContents()).toEqual([satellite]);
  });

  test('the sub-category filter shows only the products of a managed category', async ({
    page,
  }) => {
    // Products and sub-categories of the test's own, named with one tag the search narrows the
    // list to: other tests add and remove products at the same time.
    const tag = unique('Subcat e2e');
    const residential = await createSubCategory(page.request, token, 'Residencial e2e');
    const dedicated = await createSubCategory(page.request, token, 'Dedicado e2e');
    const homes = [`${tag} Hogar 1`, `${tag} Hogar 2`];
    const link = `${tag} Enlace`;
    const all = [link, ...homes];
    for (const name of homes)
      await createProduct(page.request, token, name, { sub_category: residential });
    await createProduct(page.request, token, link, { sub_category: dedicated });
    named.push(...homes, link);

    await findInList(page, tag);
    const names = main(page).locator('.ant-table-tbody tr.ant-table-row strong');
    await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(all);

    await pick(page, 'Sub-categoría', residential);
    await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(homes);

    await clear(page, 'Sub-categoría');
    await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(all);
  });

  test('a category is created, switched with confirmation and deleted', async ({ page }) => {
    const name = unique('Categoría e2e');
    await visit(page, '/productos/categorias/crear');
    await page.getByRole('button', { name: /^(loading )?Guardar$/ }).click();
    await expect(page.getByText('Por favor ingresa el nombre de la categoría')).toBeVisible();
    await page.getByLabel('Nombre', { exact: true }).fill(name);
    await pick(page, 'Categoría', 'Telecom');
    await page.getByRole('button', { name: /^(loading )?Guardar$/ }).click();
    await press(dialogWith(page, 'Categoría creada correctamente'), 'Ir a gestionar categorías');
    await ready(page);
    await expect(page).toHaveURL(/\/productos\/categorias\/gestionar$/);

    // The new category is a sub-category the product form offers under its parent.
    await visit(page, '/productos/crear');
    await pick(page, 'Categoría', 'Telecom');
    await pick(page, 'Sub-categoría', name);

    await visit(page, '/productos/categorias/gestionar');
    await main(page).getByRole('searchbox', { name: 'Buscar por nombre' }).fill(name);
    const toggle = row(page, name).getByRole('switch', { name: `Estado de ${name}` });
    await expect(toggle).toBeChecked();
    const question = `¿Desactivar la categoría «${name}»?`;
    await toggle.click();
    await answer(page, question, 'Cancelar');
    await expect(page.getByRole('dialog', { name: question })).toBeHidden();
    await expect(toggle).toBeChecked();
    await toggle.click();
    await answer(page, question, 'Desactivar');
    await answer(page, 'La categoría fue desactivada', 'Aceptar');
    await expect(row(page, name)).toHaveCount(0);
    await main(page)
      .getByRole('tab', { name: /^Inactivos/ })
      .click();
    await expect(row(page, name).getByRole('switch')).not.toBeChecked();

    await row(page, name)
      .getByRole('button', { name: `Eliminar ${name}` })
      .click();
    await answer(page, `¿Eliminar la categoría «${name}»?`, 'Eliminar');
    await answer(page, 'La categoría fue eliminada', 'Aceptar');
    await expect(row(page, name)).toHaveCount(0);
  });

  test('an unknown id shows the error page', async ({ page }) => {
    await page.goto('/productos/editar/99999999');
    await expect(main(page).getByText(ERROR_TEXT)).toBeVisible({ timeout: 30_000 });
    await page.goto('/productos/categorias/editar/abc');
    await expect(main(page).getByText(ERROR_TEXT)).toBeVisible({ timeout: 30_000 });
  });

  test('axe: no critical or serious violation on the products routes', async ({ page }) => {
    const { id } = await createProduct(page.request, token, unique('Axe e2e'));
    const paths = [
      '/productos/gestionar',
      '/productos/gestionar?estado=inactivos',
      '/productos/crear',
      `/productos/editar/${id}`,
      '/productos/categorias/gestionar',
      '/productos/categorias/crear',
      '/productos/categorias/editar/1',
    ];
    for (const path of paths) {
      await openInApp(page, path);
      await ready(page);
      const { violations } = await axeCheck(page).include('main').analyze();
      const bad = violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
      expect(
        bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(' | ')})`),
        path,
      ).toEqual([]);
    }
  });
});
