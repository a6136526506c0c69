// Lists across areas: the view (search, filter, sort, tab) lives in the URL and survives edit → back
// and a reload; 'Exportar CSV' writes the rows of that view; long pickers filter as the user types.
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiUrl } from './support/env';
import { campaignBody } from './support/campaigns';
import { signInToOwnCompany } from './support/company';
import { signIn } from './support/session';
import { main, openSelect, pick } from './support/ui';

const PRODUCTS = '/productos/gestionar';
const CAMPAIGNS = '/campaigns/gestionar';
const BOM = '\uFEFF';

const tag = () => `zq${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

const ready = (page: Page) =>
  expect(main(page).locator('[data-page-ready]')).toBeVisible({ timeout: 30_000 });

/** The body rows of the table on screen, in order. */
const bodyRows = (page: Page) => main(page).locator('.ant-table-tbody tr.ant-table-row');

/**
 * Sorts the table by the column headed `title` (unsorted before): one click for ascending, a
 * second for descending, each waited for on the header before the next.
 */
async function sortBy(page: Page, title: string, order: 'ascending' | 'descending') {
  const header = main(page).getByRole('columnheader', { name: title });
  await header.click();
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  if (order === 'descending') {
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'descending');
  }
  // The pointer leaves the header, as a person's does on the way to what they use next: its
  // sort tooltip, shown while it is hovered, can lie over the buttons above the table.
  await page.mouse.move(0, 0);
}

/**
 * In one task, so that nothing renders in between: text into the list's search box (the input
 * event a key sends) and a click on `target` (a tab, an option). Two changes of the URL in one
 * frame, as a fast user or a busy machine makes them.
 */
async function searchAndClickAtOnce(page: Page, text: string, target: Locator) {
  const handle = await target.elementHandle();
  await main(page)
    .getByRole('searchbox', { name: 'Buscar por nombre' })
    .evaluate(
      (box: HTMLInputElement, [typed, other]) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setValue?.call(box, typed);
        box.dispatchEvent(new Event('input', { bubbles: true }));
        (other as HTMLElement).click();
      },
      [text, handle] as const,
    );
}

/** Clicks 'Exportar CSV' and reads the file: its name and text (BOM included). */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    main(page).getByRole('button', { name: 'Exportar CSV' }).click(),
  ]);
  const path = await (download as Download).path();
  return { name: download.suggestedFilename(), text: await readFile(path, 'utf8') };
}

/** The cells of a CSV file written by the app (no quoted line breaks in these rows). */
const csvLines = (text: string) =>
  text
    .slice(BOM.length)
    .split('\r\n')
    .filter((l) => l !== '')
    .map((l) => l.split(';'));

const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

class Api {
  private created: string[] = [];
  constructor(
    private request: APIRequestContext,
    private token: string,
  ) {}
  private get headers() {
    return { Authorization: `Bearer ${this.token}` };
  }
  async post<T>(path: string, data: object): Promise<T & { id: number }> {
    const response = await this.request.post(`${apiUrl()}${path}`, { data, headers: this.headers });
    expect(response.status(), `POST ${path}`).toBe(201);
    const body = (await response.json()) as T & { id: number };
    if (path !== '/recargas') this.created.unshift(`${path}/${body.id}`);
    return body;
  }
  async patch(path: string, data: object) {
    const response = await this.request.patch(`${apiUrl()}${path}`, {
      data,
      headers: this.headers,
    });
    expect(response.ok(), `PATCH ${path}`).toBe(true);
  }
  /** Removes what the test created, newest first (products before their category). */
  async cleanUp() {
    for (const path of this.created) {
      // A campaign is moved to draft by its first DELETE and removed by the second.
      await this.request.delete(`${apiUrl()}${path}`, { headers: this.headers });
      if (path.startsWith('/campaings'))
        await this.request.delete(`${apiUrl()}${path}`, { headers: this.headers });
    }
    this.created = [];
  }
}

const productBody = (name: string, subCategory: string, price: number) => ({
  name,
  description: 'Plan de prueba de listas',
  category: 'telecom',
  sub_category: subCategory,
  otherCategories: ['Fibra Óptica'],
  initDate: '2027-01-01',
  finalitationDate: '2027-12-31',
  currency: 'USD',
  name_presentation: `${name} (presentación)`,
  price,
  inventary: 5,
  geographic: 'Nacional',
  for_state: 'Sí',
  state: 'Lara',
  municipalities: 'Iribarren',
  urbanizations: 'Nueva Segovia',
});

/**
 * Three inactive products of one new sub-category and one of another, all named with `t`:
 * the view 'search t, that sub-category, Inactivos, price descending' is Beta (50) then Gamma (10).
 */
async function seedProducts(api: Api, t: string) {
  const sub = `Telefonía ${t}`;
  await api.post('/categories', { name: sub, category: 'telecom', status: true });
  for (const [name, subCategory, price, active] of [
    [`${t} Alfa`, sub, 30, true],
    [`${t} Beta`, sub, 50, false],
    [`${t} Gamma`, sub, 10, false],
    [`${t} Delta`, 'Internet residencial', 40, false],
  ] as const) {
    const p = await api.post('/products', productBody(name, subCategory, price));
    if (!active) await api.patch(`/products/${p.id}`, { status: false });
  }
  return sub;
}

/** Sets the product view of `seedProducts` through the screen. */
async function setProductView(page: Page, t: string, sub: string) {
  await page.goto(PRODUCTS);
  await ready(page);
  await main(page).getByRole('searchbox', { name: 'Buscar por nombre' }).fill(t);
  await pick(page, 'Sub-categoría', sub);
  await main(page)
    .getByRole('tab', { name: /^Inactivos/ })
    .click();
  await sortBy(page, 'Precio', 'descending');
}

async function expectProductView(page: Page, t: string, sub: string) {
  await expect(main(page).getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue(t);
  await expect(main(page).getByRole('tab', { name: /^Inactivos/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(
    main(page)
      .locator('.ant-select')
      .filter({ has: page.getByLabel('Sub-categoría') }),
  ).toContainText(sub);
  await expect(main(page).getByRole('columnheader', { name: 'Precio' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(bodyRows(page).nth(0)).toContainText(`${t} Beta`);
  await expect(bodyRows(page).nth(1)).toContainText(`${t} Gamma`);
}

test.describe('lists', () => {
  test.describe.configure({ timeout: 120_000 });
  let api: Api;
  test.beforeEach(async ({ page, request }) => {
    const { token } = await signIn(page);
    api = new Api(request, token);
  });
  test.afterEach(async () => {
    await api.cleanUp();
  });

  test('the product view (search, sub-category, tab, sort) survives edit → back and a reload', async ({
    page,
  }) => {
    const t = tag();
    const sub = await seedProducts(api, t);
    await setProductView(page, t, sub);
    await expectProductView(page, t, sub);
    const url = new URL(page.url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      buscar: t,
      subcategoria: sub,
      estado: 'inactivos',
      orden: '-price',
    });

    await main(page)
      .getByRole('link', { name: `Editar ${t} Beta` })
      .click();
    await expect(page).toHaveURL(/\/productos\/editar\/\d+$/);
    await ready(page);
    await page.goBack();
    await expect(page).toHaveURL(url.href);
    await expectProductView(page, t, sub);

    await page.reload();
    await expectProductView(page, t, sub);

    // A copied link opens the same view in a fresh tab.
    const other = await page.context().newPage();
    await other.goto(url.href);
    await expectProductView(other, t, sub);
  });

  test('a search typed and a tab clicked in one frame both land in the URL', async ({ page }) => {
    const t = tag();
    for (const [name, active] of [
      [`${t} Uno`, true],
      [`${t} Dos`, false],
    ] as const)
      await api.post(
        '/campaings',
        campaignBody(name, { typecampaing: 2, nivel: null, status: active }),
      );
    await page.goto(CAMPAIGNS);
    await ready(page);

    await searchAndClickAtOnce(page, t, main(page).getByRole('tab', { name: /^Inactivas/ }));
    await expect(page).toHaveURL((url) => url.searchParams.get('tab') === 'inactivas');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      buscar: t,
      tab: 'inactivas',
    });
    await expect(main(page).getByRole('tab', { name: /^Inactivas/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(`${t} Dos`);
  });

  test('a search typed and a filter picked in one frame both land in the URL', async ({ page }) => {
    // The search belongs to the list's view, the sub-category to the page's filters: two parts
    // of the page, each writing its own parameters.
    const t = tag();
    const sub = await seedProducts(api, t);
    await page.goto(PRODUCTS);
    await ready(page);
    const dropdown = await openSelect(page, 'Sub-categoría');

    await searchAndClickAtOnce(page, t, dropdown.getByTitle(sub, { exact: true }));
    await expect(page).toHaveURL((url) => url.searchParams.has('subcategoria'));
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      buscar: t,
      subcategoria: sub,
    });
    // Active products of that sub-category named with t: Alfa alone.
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(bodyRows(page).first()).toContainText(`${t} Alfa`);
  });

  test('typing in the search adds no history entry per key', async ({ page }) => {
    await page.goto('/dashboard');
    await page.goto(PRODUCTS);
    await ready(page);
    await main(page)
      .getByRole('searchbox', { name: 'Buscar por nombre' })
      .pressSequentially('fibra');
    await expect(page).toHaveURL(/buscar=fibra/);
    await page.goBack();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the campaign view (search, tab, sort) survives edit → back and a reload', async ({
    page,
  }) => {
    const t = tag();
    for (const [name, active] of [
      [`${t} Uno`, true],
      [`${t} Dos`, false],
      [`${t} Tres`, false],
    ] as const)
      await api.post(
        '/campaings',
        campaignBody(name, {
          typecampaing: 2,
          nivel: null,
          description: 'Creada por la prueba de listas',
          status: active,
        }),
      );

    await page.goto(CAMPAIGNS);
    await ready(page);
    await main(page).getByRole('searchbox', { name: 'Buscar por nombre' }).fill(t);
    await main(page)
      .getByRole('tab', { name: /^Inactivas/ })
      .click();
    await sortBy(page, 'Nombre', 'descending');
    const expectView = async () => {
      await expect(main(page).getByRole('searchbox', { name: 'Buscar por nombre' })).toHaveValue(t);
      await expect(main(page).getByRole('tab', { name: /^Inactivas/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(bodyRows(page)).toHaveCount(2);
      // Descending by name: Tres before Dos.
      await expect(bodyRows(page).nth(0)).toContainText(`${t} Tres`);
      await expect(bodyRows(page).nth(1)).toContainText(`${t} Dos`);
    };
    await expectView();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      buscar: t,
      tab: 'inactivas',
      orden: '-name',
    });
    const listUrl = page.url();

    await main(page)
      .getByRole('button', { name: `Editar ${t} Dos` })
      .click();
    await expect(page).toHaveURL(/\/campaigns\/gestionar\/editar\/\d+$/);
    await ready(page);
    await page.goBack();
    await expect(page).toHaveURL(listUrl);
    await expectView();

    await page.reload();
    await expectView();
  });

  test("'Exportar CSV' on products writes the rows of the view", async ({ page }) => {
    const t = tag();
    const sub = await seedProducts(api, t);
    await setProductView(page, t, sub);
    await expectProductView(page, t, sub);

    const file = await exportCsv(page);
    expect(file.name).toBe(`productos-${today()}.csv`);
    expect(file.text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = csvLines(file.text);
    expect(header).toEqual([
      'Nombre',
      'Presentación',
      'Estado',
      'Categoría',
      'Sub-categoría',
      'Tecnologías',
      'Precio',
      'Inventario',
      'Inicio',
      'Fin',
    ]);
    expect(rows).toEqual([
      [
        `${t} Beta`,
        `${t} Beta (presentación)`,
        'Inactivo',
        'Telecom',
        sub,
        'Fibra Óptica',
        'USD $50,00',
        '5',
        '1 ene 2027',
        '31 dic 2027',
      ],
      [
        `${t} Gamma`,
        `${t} Gamma (presentación)`,
        'Inactivo',
        'Telecom',
        sub,
        'Fibra Óptica',
        'USD $10,00',
        '5',
        '1 ene 2027',
        '31 dic 2027',
      ],
    ]);
  });

  test('the product form finds a sub-category by typing, with or without accents', async ({
    page,
  }) => {
    const t = tag();
    // Enough sub-categories that the ones sought are past the first screen of the list.
    for (let i = 0; i < 12; i++)
      await api.post('/categories', {
        name: `A${i} relleno ${t}`,
        category: 'telecom',
        status: true,
      });
    await api.post('/categories', {
      name: `Telefonía móvil ${t}`,
      category: 'telecom',
      status: true,
    });
    await api.post('/categories', {
      name: `Television satelital ${t}`,
      category: 'telecom',
      status: true,
    });

    await page.goto('/productos/crear');
    await ready(page);
    await pick(page, 'Categoría', 'Telecom');
    const field = main(page).getByLabel('Sub-categoría', { exact: true });
    const select = main(page)
      .locator('.ant-select')
      .filter({ has: page.getByLabel('Sub-categoría', { exact: true }) });

    await field.click();
    await field.pressSequentially(`telefonia movil ${t}`);
    const dropdown = page.locator('.ant-select-dropdown:visible');
    await expect(dropdown.locator('.ant-select-item-option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(select).toContainText(`Telefonía móvil ${t}`);

    await field.click();
    await field.pressSequentially(`televisión satelital ${t}`);
    await expect(dropdown.locator('.ant-select-item-option')).toHaveCount(1);
    await dropdown.getByTitle(`Television satelital ${t}`).click();
    await expect(select).toContainText(`Television satelital ${t}`);
  });
});

test.describe('the refill history', () => {
  test.describe.configure({ timeout: 120_000 });

  test("'Exportar CSV' on the refill history writes every row in the order shown", async ({
    page,
    request,
  }) => {
    // A refill history of the test's own: every row in the file is one this test made.
    const { token } = await signInToOwnCompany(page);
    const api = new Api(request, token);
    const t = tag().toUpperCase();
    await api.post('/recargas', {
      mont: 12.5,
      method: 'Pago móvil',
      transaction: `${t}-A`,
      date: new Date().toISOString(),
      description: 'Recarga',
    });
    await api.post('/recargas', {
      mont: 1234.5,
      method: 'Transferencias Zelle',
      transaction: `${t}-B`,
      date: new Date().toISOString(),
      description: 'Recarga',
    });
    await page.goto('/wallet');
    await ready(page);
    await expect(main(page).getByRole('cell', { name: `${t}-B` })).toBeVisible();
    await sortBy(page, 'Monto', 'ascending');
    await expect(page).toHaveURL(/orden=amount/);
    // The URL changes before the table re-renders: read the rows once the table shows the sort.
    await expect(main(page).getByRole('columnheader', { name: 'Monto' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    const shown = await bodyRows(page).evaluateAll((trs) =>
      trs.map((tr) =>
        // An empty cell shows '—' on screen and is empty in the file.
        [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim().replace(/^—$/, '') ?? ''),
      ),
    );
    const file = await exportCsv(page);
    expect(file.name).toBe(`recargas-${today()}.csv`);
    expect(file.text.startsWith(BOM)).toBe(true);
    const [header, ...rows] = csvLines(file.text);
    expect(header).toEqual(['Fecha', 'Método de pago', 'No. de transacción', 'Detalle', 'Monto']);
    // Every row of the table, in its order: the same date, method, transaction, detail and amount.
    expect(rows).toEqual(shown);
    expect(rows.map((r) => [r[2], r[4]])).toEqual([
      [`${t}-A`, 'USD $12,50'],
      [`${t}-B`, 'USD $1.234,50'],
    ]);
  });
});
