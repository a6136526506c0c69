// Each area is its remote's own: a new release adds pages, menu entries and search providers with
// no shell change, and a remote that is down takes only its own area with it.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { apiUrl, remoteOrigin } from './support/env';
import { menuEntry, openMenuGroup, pageHeading } from './support/navigation';
import { productsBuild, serveProductsFrom } from './support/products';
import { signIn } from './support/session';

const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';

/** Opens the closed group `group` of the side menu and clicks its entry `entry`. */
async function openFromMenu(page: Page, group: string, entry: string) {
  await openMenuGroup(page, group);
  await menuEntry(page, group, entry).click();
}

test.describe('independent remotes', () => {
  test.use({ consoleErrors: [/Remote "campaigns" could not be loaded/] });
  test('a new release of a remote adds a page, a menu entry and a search provider, the shell unchanged', async ({
    page,
  }) => {
    const variant = productsBuild('variant');
    await serveProductsFrom(page, 'variant');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await signIn(page);
    await page.goto('/dashboard');
    await expect(pageHeading(page)).toBeVisible();

    await openFromMenu(page, 'Productos', 'Novedades');
    await expect(page).toHaveURL(/\/productos\/novedades$/);
    await expect(pageHeading(page)).toHaveText('Novedades del catálogo');
    expect(requests.some((url) => url.startsWith(new URL(variant).origin))).toBe(true);
    expect(requests.some((url) => url.startsWith(remoteOrigin('products')))).toBe(false);

    // Its search provider (categories) answers in the header search and opens the category.
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('bo.session') ?? '{}').token as string,
    );
    const categories = (await (
      await page.request.get(`${apiUrl()}/categories`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { id: number; name: string }[];
    const category = categories[0];
    if (!category) throw new Error('the seed has no category');
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page.getByRole('combobox', { name: '¿Qué estás buscando?' }).fill(category.name);
    const hit = page
      .getByRole('option', { name: new RegExp(`${category.name}.*Categoría`) })
      .first();
    await hit.click();
    await expect(page).toHaveURL(new RegExp(`/productos/categorias/editar/${category.id}$`));
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
  });

  test('a remote whose entry cannot be fetched keeps its menu entries; only its area fails', async ({
    page,
  }) => {
    await page.route(`${remoteOrigin('campaigns')}/**`, (route) => route.abort());
    await signIn(page);
    await page.goto('/dashboard');
    await expect(pageHeading(page)).toBeVisible();

    // Its menu comes from remotes.json, not from the remote.
    await openMenuGroup(page, 'Campañas');
    for (const entry of ['Crear', 'Gestionar', 'Resultados', 'Histórico', 'Datos contables']) {
      await expect(menuEntry(page, 'Campañas', entry)).toBeVisible();
    }
    await menuEntry(page, 'Campañas', 'Gestionar').click();
    await expect(page).toHaveURL(/\/campaigns\/gestionar$/);
    await expect(page.getByRole('main').getByText(ERROR_TEXT)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    // The other five areas work. A group opens once, and stays open while the next is visited.
    const open = new Set(['Campañas']);
    for (const [group, entry, heading] of [
      ['Productos', 'Gestionar', /productos/i],
      ['Perfiles y Roles', 'Gestionar', /perfiles/i],
      ['Administración', 'Saldo', /billetera|saldo/i],
      ['Administración', 'Configuración', /configuración/i],
      ['Base de conocimiento', 'Gestionar bases', /base/i],
    ] as const) {
      if (open.has(group)) await menuEntry(page, group, entry).click();
      else await openFromMenu(page, group, entry);
      open.add(group);
      await expect(pageHeading(page)).toHaveText(heading);
      await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
    }
  });
});
