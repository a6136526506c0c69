// Phone widths: every route of the specification's table at 360 and 412 px (nothing scrolls
// sideways, the header's controls are on screen, axe with target-size finds nothing serious), and a
// user's day on a 360 px phone: sign out from the user button, a campaign through the wizard, a top-up.
// The private routes of one width are opened one after another in one signed-in tab of that width
// per worker, as the app's links open them: a test per route and width, the app loaded once per tab.
import type { Locator, Page } from '@playwright/test';
import { createCampaign, fillStep1, fillStep2 } from './support/campaigns';
import { signInToOwnCompany } from './support/company';
import { press } from './support/dialogs';
import { apiUrl, shellUrl } from './support/env';
import { openAccountMenu, openInApp } from './support/navigation';
import { signIn } from './support/session';
import { test as base, expect, watchConsole } from './support/test';
import { axeCheck, main, opened, pick, settled, unique } from './support/ui';

/** The most common Android width, and a large phone's. */
const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
];

const PUBLIC_ROUTES = ['/', '/registro', '/recuperar-clave'];

type Ids = Record<'campaign' | 'product' | 'category' | 'profile' | 'base' | 'question', number>;

/**
 * `tab`: the worker's signed-in tab at the test's phone width (one per width and worker, opened at
 * its first use), in which each test loads its route; the console guard watches it for the test's
 * length, as it does `page`.
 */
const test = base.extend<{ tab: Page }, { phoneTabs: Map<number, Promise<Page>> }>({
  phoneTabs: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from it.
    async ({}, use) => {
      const tabs = new Map<number, Promise<Page>>();
      await use(tabs);
      for (const tab of tabs.values()) await (await tab).context().close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ browser, phoneTabs, viewport, consoleErrors }, use) => {
    const width = viewport?.width ?? 0;
    let opening = phoneTabs.get(width);
    if (!opening) {
      opening = (async () => {
        const context = await browser.newContext({
          baseURL: shellUrl(),
          locale: 'es-ES',
          viewport,
        });
        const page = await context.newPage();
        await signIn(page);
        return page;
      })();
      phoneTabs.set(width, opening);
    }
    const tab = await opening;
    const stop = watchConsole(tab.context(), consoleErrors);
    await use(tab);
    expect(stop(), 'the browser console had errors the test did not expect').toEqual([]);
  },
});

// Every test here stands alone: the workers share them.
test.describe.configure({ mode: 'parallel' });

/** SPEC.md section 2's private routes, `{id}` filled with a record of the seed data, and ours. */
const privateRoutes = (ids: Ids) => [
  '/dashboard',
  '/wallet',
  '/campaigns/crear',
  '/campaigns/gestionar',
  `/campaigns/gestionar/editar/${ids.campaign}`,
  `/campaigns/gestionar/editar/perfiles?campaign=${ids.campaign}`,
  '/campaigns/resultados',
  '/campaigns/historico',
  '/campaigns/datos',
  '/productos/crear',
  '/productos/gestionar',
  `/productos/editar/${ids.product}`,
  '/productos/categorias/crear',
  '/productos/categorias/gestionar',
  `/productos/categorias/editar/${ids.category}`,
  '/perfiles-roles/informacion-de-cuenta',
  '/perfiles-roles/crear',
  '/perfiles-roles/gestionar',
  `/perfiles-roles/editar/${ids.profile}`,
  '/configuracion',
  '/base-de-conocimiento',
  '/base-de-conocimiento/gestion',
  `/base-de-conocimiento/gestion/${ids.base}`,
  '/preguntas-y-respuestas',
  '/preguntas-y-respuestas/gestion',
  `/preguntas-y-respuestas/gestion/${ids.question}`,
  // Beyond SPEC's table: the operators' screen (each area's release and its recent errors).
  '/estado-de-las-areas',
];

/**
 * The lists the routes need an id from: each route opens the list's oldest record, one of the seed
 * data's (no test deletes those; the newest may be another test's, deleted while this one runs).
 */
const SOURCES: Record<keyof Ids, string> = {
  campaign: 'campaings',
  product: 'products',
  category: 'categories',
  profile: 'profiles',
  base: 'knowledgebase',
  question: 'questionsandanswers',
};

/** The pieces of the page wider than the viewport, named for the failure message. */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scroll = document.documentElement.scrollWidth;
    if (scroll <= width) return null;
    // The outermost elements that reach past the right edge: where the excess comes from.
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .filter((el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= width)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`);
    return `scrollWidth ${scroll} > ${width}: ${culprits.join(', ')}`;
  });

/** Every visible control of the header that is not wholly inside the viewport. */
const headerControlsOffScreen = (page: Page) =>
  page.getByRole('banner').evaluate((header) => {
    const width = document.documentElement.clientWidth;
    return [...header.querySelectorAll<HTMLElement>('a, button, input, [role="button"]')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < 0 || box.right > width;
      })
      .map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? el.tagName);
  });

/** Whether `locator` lies within the viewport's width (a tall dialog may still scroll). */
async function expectWithinWidth(page: Page, locator: Locator) {
  // Its opening motion over first: until its animation starts, none is running to wait for.
  await opened(locator);
  await settled(page);
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(
    box && box.x >= 0 && box.x + box.width <= width,
    `inside 0-${width}: ${JSON.stringify(box)}`,
  ).toBe(true);
}

/** axe over the whole page, WCAG 2.2's target size included (off in axe by default). */
async function seriousViolations(page: Page) {
  const { violations } = await axeCheck(page, {
    rules: { 'target-size': { enabled: true } },
  }).analyze();
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target).join(' | ')})`);
}

/** The page at rest: its content loaded, no spinner, the header's balance read, no animation. */
async function ready(page: Page, signedIn: boolean) {
  if (signedIn) {
    await expect(main(page).locator('[data-page-ready]')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('banner').getByRole('link', { name: /^Saldo/ })).toHaveAttribute(
      'aria-busy',
      'false',
    );
  } else {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // A dashboard chart draws once it is on screen: each is brought into view and waited for.
  for (const chart of await main(page).locator('figure').all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.ant-spin-spinning')).toHaveCount(0, { timeout: 30_000 });
  }
  await expect(main(page).locator('.ant-spin-spinning')).toHaveCount(0);
  await settled(page);
}

for (const viewport of PHONES) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of PUBLIC_ROUTES) {
      test(`${path} fits`, async ({ page }) => {
        await page.goto(path);
        await ready(page, false);
        expect(await overflow(page)).toBeNull();
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test.describe('private routes', () => {
      let ids: Ids;
      test.beforeAll(async ({ playwright }) => {
        const request = await playwright.request.newContext();
        const login = await request.post(`${apiUrl()}/auth/login`, {
          data: { username: 'admin', password: 'Admin123*' },
        });
        const { token } = (await login.json()) as { token: string };
        const headers = { Authorization: `Bearer ${token}` };
        const entries = await Promise.all(
          Object.entries(SOURCES).map(async ([key, resource]) => {
            const rows = (await (
              await request.get(`${apiUrl()}/${resource}`, { headers })
            ).json()) as { id: number }[];
            if (rows.length === 0) throw new Error(`The seed data has no ${resource}`);
            return [key, Math.min(...rows.map((row) => row.id))] as const;
          }),
        );
        ids = Object.fromEntries(entries) as Ids;
        await request.dispose();
      });

      // The route list needs the ids, so the tests are one per index of it.
      for (const [index, label] of privateRoutes({
        campaign: 0,
        product: 0,
        category: 0,
        profile: 0,
        base: 0,
        question: 0,
      }).entries()) {
        test(`${label.replace(/\b0\b/, '{id}')} fits`, async ({ tab }) => {
          const path = privateRoutes(ids)[index] as string;
          await openInApp(tab, path);
          await ready(tab, true);
          expect(await overflow(tab), path).toBeNull();
          expect(await headerControlsOffScreen(tab), path).toEqual([]);
          expect(await seriousViolations(tab), path).toEqual([]);
        });
      }
    });
  });
}

test.describe('a day on a 360 px phone', () => {
  test.use({ viewport: PHONES[0] });
  test.describe.configure({ timeout: 240_000 });

  test('signs out from the user button', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard');
    await ready(page, true);
    const popup = await openAccountMenu(page);
    await expectWithinWidth(page, popup);
    await expect(popup.getByRole('button', { name: 'Cerrar sesión' })).toBeInViewport({
      ratio: 1,
    });
    expect(await overflow(page)).toBeNull();
    await popup.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  });

  test('the header pop-ups and the open side menu fit the screen', async ({ page }) => {
    await signIn(page);
    await page.goto('/dashboard');
    await ready(page, true);
    const header = page.getByRole('banner');

    await header.getByRole('button', { name: 'Buscar' }).click();
    const search = page.getByRole('tooltip').filter({ has: page.getByRole('combobox') });
    await expectWithinWidth(page, search);
    await search.getByRole('combobox').fill('cam');
    await expect(search.getByRole('option').first()).toBeVisible();
    await expectWithinWidth(page, search);
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();

    await header.getByRole('button', { name: 'Notificaciones' }).click();
    const notifications = page.getByRole('tooltip').filter({ hasText: 'Sin notificaciones' });
    await expectWithinWidth(page, notifications);
    await header.getByRole('button', { name: 'Notificaciones' }).click();
    await expect(notifications).toBeHidden();

    // The open menu lies over the page: nothing is pushed off the right edge.
    const sider = page.locator('#menu-principal');
    const menu = page.getByRole('navigation', { name: 'Menú principal' });
    await header.getByRole('button', { name: 'Expandir menú' }).click();
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
    await settled(page);
    expect(await overflow(page)).toBeNull();
    await page.keyboard.press('Escape');
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    // A tap beside it closes it, and does not reach the page under it.
    await header.getByRole('button', { name: 'Expandir menú' }).click();
    await expect(sider).not.toHaveClass(/ant-layout-sider-collapsed/);
    await page.mouse.click(330, 400);
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    await expect(page).toHaveURL(/\/dashboard$/);
    // A page chosen in it closes it.
    await header.getByRole('button', { name: 'Expandir menú' }).click();
    await menu.getByText('Administración').click();
    await menu.getByRole('link', { name: 'Saldo' }).click();
    await expect(page).toHaveURL(/\/wallet$/);
    await expect(sider).toHaveClass(/ant-layout-sider-collapsed/);
    // The menu slides shut as the wallet's page loads: measured once both are done.
    await ready(page, true);
    expect(await overflow(page)).toBeNull();
  });

  test('a list reads as cards, with the same actions, sort, selection and URL state', async ({
    page,
  }) => {
    const { token } = await signIn(page);
    const prefix = unique('Tarjeta');
    for (const name of ['Alfa', 'Beta']) await createCampaign(page, token, `${prefix} ${name}`);
    await page.goto('/campaigns/gestionar');
    await ready(page, true);
    await main(page).getByLabel('Buscar por nombre').fill(prefix);
    const cards = main(page).getByRole('listitem').filter({ hasText: prefix });
    await expect(cards).toHaveCount(2);
    // The row's buttons are on screen, not off the right edge.
    for (const button of [`Editar ${prefix} Alfa`, `Suspender ${prefix} Alfa`])
      await expectWithinWidth(page, main(page).getByRole('button', { name: button }));
    expect(await overflow(page)).toBeNull();

    await pick(page, 'Ordenar por', 'Nombre, descendente');
    await expect(page).toHaveURL(/orden=-name/);
    await expect(cards.first()).toContainText(`${prefix} Beta`);

    await main(page)
      .getByRole('checkbox', { name: `Seleccionar ${prefix} Alfa` })
      .check();
    await expect(main(page).getByText('1 seleccionada(s)')).toBeVisible();
    await expect(
      main(page).getByRole('button', { name: 'Eliminar seleccionada(s)' }),
    ).toBeEnabled();

    // The view survives a reload, as the table's does.
    await page.reload();
    await ready(page, true);
    await expect(main(page).getByLabel('Buscar por nombre')).toHaveValue(prefix);
    await expect(cards.first()).toContainText(`${prefix} Beta`);
    await expect(main(page).getByRole('combobox', { name: 'Ordenar por' })).toBeVisible();
    await expect(main(page).getByText('Nombre, descendente')).toBeVisible();
  });

  test('creates a campaign through the wizard', async ({ page }) => {
    await signIn(page);
    const name = unique('Teléfono');
    await page.goto('/campaigns/crear');
    await ready(page, true);
    await main(page).getByText('Outbound', { exact: true }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await fillStep1(page, name, false);
    expect(await overflow(page)).toBeNull();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByLabel('Fecha de inicio', { exact: true })).toBeVisible();
    await fillStep2(page);
    expect(await overflow(page)).toBeNull();
    await page.getByRole('button', { name: 'Crear campaña' }).click();
    const done = page.getByRole('dialog').filter({ hasText: 'Campaña creada' });
    await expectWithinWidth(page, done);
    await press(done, 'Ir a gestionar campañas');
    await expect(page).toHaveURL(/\/campaigns\/gestionar/);
    await main(page).getByLabel('Buscar por nombre').fill(name);
    await expect(main(page).getByText(name)).toBeVisible();
    expect(await overflow(page)).toBeNull();
  });

  test('completes a top-up', async ({ page }) => {
    // A wallet of the test's own.
    await signInToOwnCompany(page);
    await page.goto('/wallet');
    await ready(page, true);
    await main(page).getByRole('button', { name: 'Recargar saldo' }).click();
    const drawer = page.getByRole('dialog', { name: 'Recargar saldo' });
    await expectWithinWidth(page, drawer);
    await drawer.getByRole('radio', { name: 'Pago móvil' }).check();
    await drawer.getByRole('button', { name: 'Continuar' }).click();
    await expect(drawer.getByText('Instrucciones de pago: Pago móvil')).toBeVisible();
    expect(await overflow(page)).toBeNull();
    const transaction = unique('TEL').replace(/\s/g, '-');
    await drawer.getByLabel('Monto (USD)').fill('15');
    await drawer.getByLabel('No. de transacción').fill(transaction);
    await drawer.getByRole('button', { name: 'Notificar pago' }).click();
    const done = page.getByRole('dialog').filter({ hasText: 'Recarga notificada' });
    await expectWithinWidth(page, done);
    await press(done, 'Ir a la billetera');
    await expect(main(page).getByText(transaction)).toBeVisible();
    expect(await overflow(page)).toBeNull();
  });
});
