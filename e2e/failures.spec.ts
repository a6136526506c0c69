// When an area fails, it fails alone and says who: each kind of failure stays in its area (the
// layout and the other areas keep working), is reported once to the API with its area, release,
// route, phase and a code, and the error page shows that code. Builds of products with pages that
// fail, or with a route outside its prefix, are served by global-setup (scripts/builds.ts).
import { readFile } from 'node:fs/promises';
import type { Page, Request } from '@playwright/test';
import { FAULTY } from 'mf-products/test/faulty/texts';
import { HIJACKED } from 'mf-products/test/outside/texts';
import type { ClientErrorRecord, ClientErrorReport } from 'shared-ui/schemas';
import { releases } from 'shared-ui/texts';
import { apiUrl, remoteOrigin } from './support/env';
import {
  menuEntry,
  navigateInApp,
  openAccountMenu,
  openMenuGroup,
  pageHeading,
  sideMenu,
} from './support/navigation';
import { productsBuild, serveProductsFrom } from './support/products';
import { signInToOwnCompany } from './support/company';
import { signIn } from './support/session';
import { expect, test } from './support/test';
import { axeCheck, main, pick, unique } from './support/ui';

const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';
const CODE = /[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/** The code the error page on screen shows ('Código de error: K7QM-2XHD'). */
async function codeOnPage(page: Page): Promise<string> {
  const line = page.getByRole('main').getByText(/^Código de error:/);
  await expect(line).toHaveText(new RegExp(`^Código de error: ${CODE.source}$`));
  return CODE.exec((await line.textContent()) ?? '')?.[0] ?? '';
}

const isReport = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === '/client-errors';

/** Every report the page sends from now on, as it sent it, once the API has answered it. */
function reportsSent(page: Page) {
  const sent: ClientErrorReport[] = [];
  page.on('requestfinished', (request) => {
    if (isReport(request)) sent.push(request.postDataJSON() as ClientErrorReport);
  });
  return {
    sent,
    /** Waits until `n` reports in all have been answered (204). */
    count: (n: number) => expect.poll(() => sent.length, { message: 'reports sent' }).toBe(n),
  };
}

/** The reports the API holds, for the session's token. */
async function storedReports(page: Page, token: string): Promise<ClientErrorRecord[]> {
  const response = await page.request.get(`${apiUrl()}/client-errors`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as ClientErrorRecord[];
}

const withoutStack = ({ stack: _stack, ...report }: ClientErrorReport) => report;

async function openFromMenu(page: Page, group: string, entry: string) {
  await openMenuGroup(page, group);
  await menuEntry(page, group, entry).click();
}

test.describe('a failing area fails alone and says who', () => {
  test.use({
    consoleErrors: [
      FAULTY.renderError,
      FAULTY.timerError,
      FAULTY.rejection,
      /React Router caught the following error during render/,
      /Remote "products" could not be loaded/,
      /Remote "products" refused: ruta \/campaigns\/gestionar: fuera de sus prefijos/,
    ],
  });

  test('a page that throws while drawing shows the error page with its code in the layout; one report', async ({
    page,
  }) => {
    const { release } = await serveProductsFrom(page, 'faulty');
    const { token } = await signInToOwnCompany(page);
    const reports = reportsSent(page);
    await page.goto('/productos/falla');
    const main = page.getByRole('main');
    await expect(main.getByText(ERROR_TEXT)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    const code = await codeOnPage(page);
    await reports.count(1);
    expect(withoutStack(reports.sent[0] as ClientErrorReport)).toEqual({
      code,
      area: 'products',
      release,
      route: '/productos/falla',
      phase: 'render',
      message: FAULTY.renderError,
      count: 1,
    });
    // Its stack names the remote's own files (they load with CORS: nothing muted).
    expect(reports.sent[0]?.stack).toContain(new URL(productsBuild('faulty')).origin);

    // Trying again fails the same way: the same code, and no second report.
    await main.getByRole('button', { name: 'Reintentar' }).click();
    await expect(main.getByText(ERROR_TEXT)).toBeVisible();
    expect(await codeOnPage(page)).toBe(code);

    // The menu works, and another area opens.
    await openFromMenu(page, 'Campañas', 'Gestionar');
    await expect(pageHeading(page)).toHaveText('Gestionar campañas');

    // A later failure's report arrives, in the same document: any second report of the first
    // would have come before it.
    await navigateInApp(page, '/productos/bucle');
    await expect(pageHeading(page)).toHaveText(FAULTY.loopTitle);
    await reports.count(3);
    const stored = (await storedReports(page, token)).filter((report) => report.code === code);
    expect(stored.map(({ id: _id, createdAt: _at, ...report }) => withoutStack(report))).toEqual([
      withoutStack(reports.sent[0] as ClientErrorReport),
    ]);

    // Where an operator looks: the area, its release, and the error with its code.
    const account = (await openAccountMenu(page)).getByRole('navigation', { name: 'Mi cuenta' });
    await account.getByRole('link', { name: 'Estado de las áreas' }).click();
    await expect(pageHeading(page)).toHaveText('Estado de las áreas');
    await expect(main.getByText(release).first()).toBeVisible();
    const row = main.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText(FAULTY.renderError);
  });

  test('a page that throws in a loop sends one report per distinct error', async ({ page }) => {
    const { release } = await serveProductsFrom(page, 'faulty');
    const { token } = await signInToOwnCompany(page);
    const reports = reportsSent(page);
    const since = new Date().toISOString();
    await page.goto('/productos/bucle');
    await expect(pageHeading(page)).toHaveText(FAULTY.loopTitle);
    // The timer's error and the rejected promise: two errors, each sent once with its count.
    await reports.count(2);
    // A later failure's report, in the same document: the loop's would have come before it.
    await navigateInApp(page, '/productos/falla');
    await expect(page.getByRole('main').getByText(ERROR_TEXT)).toBeVisible();
    await reports.count(3);
    const loop = (await storedReports(page, token)).filter(
      (report) => report.createdAt >= since && report.message.startsWith('Bucle de prueba'),
    );
    expect(
      loop
        .map(({ area, release, route, phase, message }) => ({
          area,
          release,
          route,
          phase,
          message,
        }))
        .sort((a, b) => a.message.localeCompare(b.message)),
    ).toEqual(
      [
        {
          area: 'products',
          release,
          route: '/productos/bucle',
          phase: 'runtime',
          message: FAULTY.timerError,
        },
        {
          area: 'products',
          release,
          route: '/productos/bucle',
          phase: 'runtime',
          message: FAULTY.rejection,
        },
      ].sort((a, b) => a.message.localeCompare(b.message)),
    );
    for (const report of loop) expect(report.count).toBeGreaterThanOrEqual(1);
  });

  test('a products entry that cannot be fetched gives one report, phase load', async ({ page }) => {
    await page.route(`${remoteOrigin('products')}/**`, (route) => route.abort());
    const { token } = await signInToOwnCompany(page);
    const reports = reportsSent(page);
    await page.goto('/productos/gestionar');
    await expect(page.getByRole('main').getByText(ERROR_TEXT)).toBeVisible();
    const code = await codeOnPage(page);
    await reports.count(1);
    expect(reports.sent[0]).toMatchObject({ code, area: 'products', phase: 'load' });
    expect(reports.sent[0]?.message).toContain('Failed to get manifest');

    // A data load that fails is reported too (its own report): a later event for the check below.
    // By path: the list asks for its rows in windows (`?_start=…&_end=…`).
    await page.route(
      (url) => url.pathname.endsWith('/campaings'),
      (route) =>
        route.request().method() === 'GET'
          ? route.fulfill({ status: 500, json: { message: 'Error interno del servidor' } })
          : route.fallback(),
    );
    await openFromMenu(page, 'Campañas', 'Gestionar');
    await reports.count(2);
    // The campaigns page's error page (not the one before it) shows the code of that report.
    const dataCode = reports.sent[1]?.code ?? '';
    expect(dataCode).not.toBe(code);
    await expect(page.getByRole('main').getByText(/^Código de error:/)).toHaveText(
      `Código de error: ${dataCode}`,
    );
    expect(withoutStack(reports.sent[1] as ClientErrorReport)).toMatchObject({
      area: 'campaigns',
      route: '/campaigns/gestionar',
      phase: 'data',
      message: 'GET /campaings: HTTP 500',
    });
    const stored = await storedReports(page, token);
    expect(stored.filter((report) => report.code === code)).toHaveLength(1);
  });

  test('an area whose routes reach outside its prefixes is refused; the route stays its owner’s', async ({
    page,
  }) => {
    await serveProductsFrom(page, 'outside');
    await signIn(page);
    const reports = reportsSent(page);
    await page.goto('/productos/gestionar');
    await expect(page.getByRole('main').getByText(ERROR_TEXT)).toBeVisible();
    const code = await codeOnPage(page);
    await reports.count(1);
    expect(reports.sent[0]).toMatchObject({
      code,
      area: 'products',
      phase: 'load',
      message:
        'InvalidAreaError: Remote "…" refused: ruta /campaigns/gestionar: fuera de sus prefijos',
    });

    // The page it claimed is the campaigns remote's, as before.
    await openFromMenu(page, 'Campañas', 'Gestionar');
    await expect(pageHeading(page)).toHaveText('Gestionar campañas');
    await expect(page.getByText(HIJACKED)).toHaveCount(0);
  });
});

test.describe('without /remotes.json at start', () => {
  test.use({ consoleErrors: [/No se pudo leer el registro de remotes/] });

  test('the dashboard works, and the areas come back without a reload once it answers', async ({
    page,
  }) => {
    await signIn(page);
    // A visit the day before: the tab knows where the API is.
    await page.goto('/dashboard');
    await expect(pageHeading(page)).toHaveText('Control de gestión');

    await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: '' }));
    const reports = reportsSent(page);
    await page.reload();
    await expect(pageHeading(page)).toHaveText('Control de gestión');
    // Its data comes from the API, where the tab found it last time.
    await expect(
      page.getByRole('main').getByText(/^Llamadas por día en los últimos/),
    ).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: releases.registryUnavailable });
    await expect(notice).toBeVisible();
    // Reported as the shell's, with the shell's own release (its index.html carries it).
    const shellRelease = await page.locator('meta[name="release"]').getAttribute('content');
    expect(shellRelease).toMatch(/^[0-9a-f]{12}$/);
    await reports.count(1);
    expect(reports.sent[0]).toMatchObject({
      area: 'shell',
      release: shellRelease,
      route: '/dashboard',
      phase: 'load',
      message:
        'RegistryUnavailableError: No se pudo leer /remotes.json: las áreas no están disponibles',
    });
    await expect(
      sideMenu(page).getByRole('menuitem', { name: 'Campañas', exact: true }),
    ).toHaveCount(0);
    // A page of an area, meanwhile: the error page (not a 404), in the layout.
    await page.evaluate(() => {
      (window as unknown as { e2eSameDocument: boolean }).e2eSameDocument = true;
    });
    await navigateInApp(page, '/campaigns/gestionar');
    await expect(page.getByRole('main').getByText(ERROR_TEXT)).toBeVisible();

    // It answers again. Whatever reads it first (the tab's own retries, or its return to the
    // foreground as here; the notice's 'Reintentar' has its unit test in registryDown.test.ts), the
    // areas come back and the page on screen opens in place of the error, in the same document.
    await page.unroute('**/remotes.json');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(notice).toHaveCount(0);
    await expect(pageHeading(page)).toHaveText('Gestionar campañas');
    await openFromMenu(page, 'Productos', 'Gestionar');
    await expect(pageHeading(page)).toHaveText('Gestionar productos');
    expect(
      await page.evaluate(
        () => (window as unknown as { e2eSameDocument?: boolean }).e2eSameDocument,
      ),
    ).toBe(true);
  });
});

test.describe("the operators' screen", () => {
  test('lists each area’s release and its errors, filters by area in the URL, exports them; axe clean in both themes', async ({
    page,
  }) => {
    const { token } = await signInToOwnCompany(page);
    // Reports of this test's own company, with codes of their own.
    const codes = [unique('x'), unique('y')].map(
      (seed) =>
        `${seed
          .slice(-4)
          .toUpperCase()
          .replace(/[ILOU]/g, 'A')}-TEST`,
    );
    for (const [i, area] of ['wallet', 'settings'].entries()) {
      const response = await page.request.post(`${apiUrl()}/client-errors`, {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          code: codes[i],
          area,
          release: `rel${i}abcdef01`,
          route: '/wallet',
          phase: 'data',
          message: `Fallo de prueba ${codes[i]}`,
        },
      });
      expect(response.status()).toBe(204);
    }
    await page.goto('/estado-de-las-areas');
    await expect(pageHeading(page)).toHaveText('Estado de las áreas');
    const list = main(page);
    for (const code of codes)
      await expect(list.getByRole('row').filter({ hasText: code })).toHaveCount(1);
    // Each area with the release published now (the registry's).
    const remotes = await (await page.request.get('/remotes.json')).json();
    await expect(list.getByRole('row').filter({ hasText: 'Saldo' }).first()).toContainText(
      remotes.remotes.wallet.release,
    );

    // Only the wallet's errors, in the URL; the export writes those rows.
    await pick(page, 'Filtrar por área', 'Saldo');
    await expect(page).toHaveURL(/[?&]area=wallet(&|$)/);
    await expect(list.getByRole('row').filter({ hasText: codes[1] as string })).toHaveCount(0);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      list.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv).toContain(codes[0]);
    expect(csv).not.toContain(codes[1]);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      // Nothing hovered or focused: the page at rest.
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const { violations } = await axeCheck(page).analyze();
      expect(
        violations
          .filter((v) => v.impact === 'critical' || v.impact === 'serious')
          .map((v) => `${scheme} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    }
  });
});
