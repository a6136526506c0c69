// Lists at 10,000 rows (issue 47): the grown company of support/large-company.ts, whose lists the
// pages read in windows from the server. Every figure a test expects is computed from the rows
// global-setup wrote (largeRows), never read from the page. The tests only read: the company's
// rows stay as written for every test of the run.
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { apiUrl } from './support/env';
import {
  GROWN_WORD,
  LARGE_ACCOUNT,
  LARGE_SIZE,
  largeRows,
  signInToLargeCompany,
} from './support/large-company';
import { DEMO_USER } from './support/session';
import { expect, test } from './support/test';
import { main } from './support/ui';

const PRODUCTS = '/productos/gestionar';
const CAMPAIGNS = '/campaigns/gestionar';
const PROFILES = '/perfiles-roles/gestionar';
const BOM = '\uFEFF';
/** The rows of one window the pages ask for (the contract of issue 47). */
const WINDOW = 100;

/** A count as the pages write it: Spanish grouping, four digits included ('8.572'). */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** Text as the API's `q` compares it: letter case and accents aside. */
const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The search the tests type: the shared word without its accent. */
const SEARCH = folded(GROWN_WORD);

/** The ids of `rows`, in order. */
const ids = (rows: { id: number }[]) => rows.map((row) => String(row.id));

/** The rows of the products list under each tab, in the list's own order (newest first). */
const products = () => {
  const all = largeRows().products;
  return {
    active: all.filter((p) => p.status === true),
    inactive: all.filter((p) => p.status !== true),
  };
};

/** The table of the list on screen: it says how many rows the whole list has. */
const table = (page: Page) => main(page).locator('table[aria-rowcount]');

/** The drawn row at `rowIndex` (2 is the first data row: the header is 1). */
const rowAt = (page: Page, rowIndex: number) =>
  main(page).locator(`tr.ant-table-row[aria-rowindex="${rowIndex}"]`);

/** The rows drawn with their data (not a pending window's placeholders): position and id. */
const drawnRows = (page: Page) =>
  main(page)
    .locator('tr.ant-table-row:not(.list-row-pending)')
    .evaluateAll((rows) =>
      rows.map((row) => ({
        index: Number(row.getAttribute('aria-rowindex')),
        key: row.getAttribute('data-row-key') ?? '',
        text: row.textContent ?? '',
      })),
    );

/**
 * Waits until the first `expected.length` data rows are drawn, with their data, and hold those
 * ids in that order.
 */
async function expectFirstRows(page: Page, expected: string[]) {
  for (const [i, key] of expected.entries()) {
    const row = rowAt(page, i + 2);
    await expect(row).not.toHaveClass(/list-row-pending/);
    await expect(row).toHaveAttribute('data-row-key', key);
  }
}

/** The tab of the list whose label starts with `label`. */
const tab = (page: Page, label: string) =>
  main(page).getByRole('tab', { name: new RegExp(`^${label} \\(`) });

/** The GET requests `page` makes to the API's list `path` (`/products`, not `/products/counts`). */
function listRequests(page: Page, path: string) {
  const seen: URL[] = [];
  const api = new URL(apiUrl());
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.origin === api.origin && url.pathname === path) {
      seen.push(url);
    }
  });
  return seen;
}

/** The window a list request asks for, or undefined for a request without one. */
const windowOf = (url: URL) => {
  const start = url.searchParams.get('_start');
  const end = url.searchParams.get('_end');
  return start === null || end === null ? undefined : { start: Number(start), end: Number(end) };
};

test("the grown company is its account's own, and the API answers its windows and counts", async ({
  request,
}) => {
  const login = async (username: string, password: string) => {
    const response = await request.post(`${apiUrl()}/auth/login`, {
      data: { username, password },
    });
    expect(response.status(), `login as ${username}`).toBe(200);
    return (await response.json()) as { token: string; user: { client_id: number } };
  };
  const { token, user } = await login(LARGE_ACCOUNT.email, LARGE_ACCOUNT.password);
  // Another company than the demo one (1): no other test sees these rows.
  expect(user.client_id).not.toBe(1);
  const get = async (path: string, bearer = token) => {
    const response = await request.get(`${apiUrl()}${path}`, {
      headers: { Authorization: `Bearer ${bearer}` },
    });
    expect(response.status(), `GET ${path}`).toBe(200);
    return response;
  };
  const { profiles, campaigns } = largeRows();
  const { active, inactive } = products();

  const first = await get('/products?_start=0&_end=100');
  expect(first.headers()['x-total-count']).toBe(String(LARGE_SIZE));
  expect(ids((await first.json()) as { id: number }[])).toEqual(
    ids(largeRows().products.slice(0, 100)),
  );
  expect(await (await get('/products/counts?_by=status')).json()).toEqual({
    total: LARGE_SIZE,
    by: { true: active.length, false: inactive.length },
  });

  const found = active.filter((p) => folded(p.name).includes(SEARCH));
  const search = await get(`/products?status=true&q=${SEARCH}&_sort=price&_start=0&_end=100`);
  expect(search.headers()['x-total-count']).toBe(String(found.length));
  const cheapest = [...found].sort((a, b) => a.price - b.price).slice(0, 100);
  expect(ids((await search.json()) as { id: number }[])).toEqual(ids(cheapest));

  const more = await get('/profiles?_start=20&_end=40');
  expect(more.headers()['x-total-count']).toBe(String(LARGE_SIZE));
  expect(ids((await more.json()) as { id: number }[])).toEqual(ids(profiles.slice(20, 40)));

  const byStatus = (status: unknown) => campaigns.filter((c) => c.status === status).length;
  expect(await (await get('/campaings/counts?_by=status')).json()).toEqual({
    total: LARGE_SIZE,
    by: { true: byStatus(true), false: byStatus(false), draft: byStatus('draft') },
  });

  // The demo company sees none of it.
  const demo = await login(DEMO_USER.username, DEMO_USER.password);
  const demoSearch = await get(`/products?q=${SEARCH}&_end=1`, demo.token);
  expect(demoSearch.headers()['x-total-count']).toBe('0');
});

test.describe('lists at 10,000 rows', () => {
  test.beforeEach(async ({ page }) => {
    await signInToLargeCompany(page);
  });

  test('products: the first rows, the counts on the tabs, and the inactive ones on their tab', async ({
    page,
  }) => {
    const { active, inactive } = products();
    await page.goto(PRODUCTS);
    await expectFirstRows(page, ids(active.slice(0, 5)));
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(active.length + 1));
    await expect(tab(page, 'Activos')).toHaveText(`Activos (${grouped(active.length)})`);
    await expect(tab(page, 'Inactivos')).toHaveText(`Inactivos (${grouped(inactive.length)})`);
    await expect(tab(page, 'Activos')).toHaveAttribute('aria-selected', 'true');
    // Only the rows near the viewport are in the page, not the list.
    expect((await drawnRows(page)).length).toBeLessThanOrEqual(2 * WINDOW);

    await tab(page, 'Inactivos').click();
    await expect(tab(page, 'Inactivos')).toHaveAttribute('aria-selected', 'true');
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(inactive.length + 1));
    await expectFirstRows(page, ids(inactive.slice(0, 5)));
    for (const row of await drawnRows(page)) {
      expect(row.key).toBe(String(inactive[row.index - 2]?.id));
    }
  });

  test('products: scrolling the window down draws the rows there, asking only for windows', async ({
    page,
  }) => {
    const { active } = products();
    const requests = listRequests(page, '/products');
    await page.goto(PRODUCTS);
    await expectFirstRows(page, ids(active.slice(0, 1)));

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    // The middle of the page is the middle of the list: a row there drawn with its data.
    const middle = Math.round(active.length / 2);
    const near = (index: number) => Math.abs(index - middle) < active.length / 10;
    await expect
      .poll(async () => (await drawnRows(page)).some((row) => near(row.index)), {
        message: `a row near row ${middle} is drawn with its data`,
      })
      .toBe(true);
    const drawn = await drawnRows(page);
    for (const row of drawn) expect(row.key).toBe(String(active[row.index - 2]?.id));

    const windows = requests.map(windowOf);
    expect(
      requests.filter((_, i) => windows[i] === undefined).map(String),
      'requests for /products without a window',
    ).toEqual([]);
    for (const window of windows) {
      expect(window?.end ?? 0).toBeGreaterThan(window?.start ?? 0);
      expect((window?.end ?? 0) - (window?.start ?? 0)).toBeLessThanOrEqual(WINDOW);
    }
    expect(windows.some((window) => near(window?.start ?? 0))).toBe(true);
    // The windows around the first rows and around the middle: not every window on the way.
    const distinct = new Set(windows.map((window) => `${window?.start}-${window?.end}`));
    expect(distinct.size).toBeLessThanOrEqual(10);
  });

  test("products: sorting by 'Precio' puts the cheapest first", async ({ page }) => {
    const { active } = products();
    await page.goto(PRODUCTS);
    await expectFirstRows(page, ids(active.slice(0, 1)));

    const header = main(page).getByRole('columnheader', { name: 'Precio' });
    await header.click();
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/[?&]orden=price(&|$)/);
    // A stable sort of the list's own order: ties keep it, as the API's do.
    const cheapest = [...active].sort((a, b) => a.price - b.price);
    await expectFirstRows(page, ids(cheapest.slice(0, 5)));
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(active.length + 1));
  });

  test("products: a search narrows the list to its total, and 'Exportar CSV' writes every row of it", async ({
    page,
  }) => {
    const { active } = products();
    const found = active.filter((p) => folded(p.name).includes(SEARCH));
    // More rows than a window: the file must hold rows the page never loaded.
    expect(found.length).toBeGreaterThan(WINDOW);
    await page.goto(PRODUCTS);
    await expectFirstRows(page, ids(active.slice(0, 1)));

    await main(page).getByRole('searchbox', { name: 'Buscar por nombre' }).fill(SEARCH);
    await expect(page).toHaveURL(new RegExp(`[?&]buscar=${SEARCH}(&|$)`));
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(found.length + 1));
    await expectFirstRows(page, ids(found.slice(0, 5)));
    for (const row of await drawnRows(page)) {
      expect(row.key).toBe(String(found[row.index - 2]?.id));
      expect(row.text).toContain(GROWN_WORD);
    }

    const csv = page.waitForRequest(
      (request) => new URL(request.url()).pathname === '/products.csv',
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      main(page).getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const asked = new URL((await csv).url()).searchParams;
    expect(asked.get('q')).toBe(SEARCH);
    expect(asked.get('status')).toBe('true');
    expect(download.suggestedFilename()).toMatch(/^productos-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith(BOM)).toBe(true);
    const [head, ...lines] = text
      .slice(BOM.length)
      .split('\r\n')
      .filter((line) => line !== '')
      .map((line) => line.split(';'));
    expect(lines).toHaveLength(found.length);
    const name = head?.indexOf('Nombre') ?? -1;
    expect(name).toBeGreaterThanOrEqual(0);
    expect(lines.map((cells) => cells[name])).toEqual(found.map((p) => p.name));
  });

  test("profiles: 'Mostrar más registros' asks for the next 20, and campaigns count their tabs", async ({
    page,
  }) => {
    const { profiles, campaigns } = largeRows();
    const requests = listRequests(page, '/profiles');
    await page.goto(PROFILES);
    const rows = main(page).locator('tr.ant-table-row:not(.list-row-pending)');
    const keys = () =>
      rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-row-key')));
    await expect(rows).toHaveCount(20);
    expect(await keys()).toEqual(ids(profiles.slice(0, 20)));
    await expect(main(page)).toContainText(`Mostrando 20 de ${grouped(LARGE_SIZE)}`);

    const next = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/profiles' && url.searchParams.get('_start') === '20';
    });
    await main(page).getByRole('button', { name: 'Mostrar más registros' }).click();
    expect(windowOf(new URL((await next).url()))).toEqual({ start: 20, end: 40 });
    await expect(rows).toHaveCount(40);
    await expect(main(page)).toContainText(`Mostrando 40 de ${grouped(LARGE_SIZE)}`);
    expect(await keys()).toEqual(ids(profiles.slice(0, 40)));
    // Only what the page shows: never a request without a window, nor one past row 40.
    expect(requests.filter((url) => windowOf(url) === undefined).map(String)).toEqual([]);
    expect(Math.max(...requests.map((url) => windowOf(url)?.end ?? 0))).toBe(40);

    const byStatus = (status: unknown) => campaigns.filter((c) => c.status === status);
    await page.goto(CAMPAIGNS);
    await expect(tab(page, 'Activas')).toHaveText(`Activas (${grouped(byStatus(true).length)})`);
    await expect(tab(page, 'Inactivas')).toHaveText(
      `Inactivas (${grouped(byStatus(false).length)})`,
    );
    await expect(tab(page, 'En borrador')).toHaveText(
      `En borrador (${grouped(byStatus('draft').length)})`,
    );
    await tab(page, 'En borrador').click();
    const drafts = byStatus('draft');
    await expect(table(page)).toHaveAttribute('aria-rowcount', String(drafts.length + 1));
    await expectFirstRows(page, ids(drafts.slice(0, 3)));
  });
});
