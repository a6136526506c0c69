// Teams release alone, safely: the release command publishes a build as an immutable release and
// flips its entry in remotes.json once it passes its checks; rollback flips back; an open tab moves
// to a new release at its next visit to the area, with one full load at most, never the error page.
import { existsSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from '@playwright/test';
import { VARIANT_LINE } from 'mf-products/test/variant/texts';
import { releases as texts, unsaved } from 'shared-ui/texts';
import {
  buildOf,
  type Deployment,
  deploy,
  editDescription,
  rebuilt,
  releaseCommand,
  releaseOf,
  touch,
} from './support/deployment';
import { press } from './support/dialogs';
import {
  menuEntry,
  navigateInApp,
  openMenuGroup,
  pageHeading,
  sideMenu as menu,
} from './support/navigation';
import { productsBuild, serveProductsFrom } from './support/products';
import { signIn } from './support/session';
import { expect, test } from './support/test';

const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';
const VARIANT = buildOf('mf-products/dist-variant');
const INCOMPATIBLE = buildOf('mf-products/dist-incompatible');

const it = test.extend<{ deployment: Deployment }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from it.
  deployment: async ({}, use, testInfo) => {
    const deployment = await deploy(testInfo);
    await use(deployment);
    await deployment.close();
  },
});

/** Each file under `dir` with its size and time: what a release must leave as it was. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = `${statSync(path).size}:${statSync(path).mtimeMs}`;
    }
  };
  walk(dir);
  return files;
}

test.describe('the release command', () => {
  test.describe.configure({ timeout: 180_000 });

  it('two releases of different remotes started at the same moment both land', async ({
    deployment,
  }) => {
    const wallet = rebuilt(buildOf('mf-wallet/dist'), (dir) => touch(dir));
    const [products, walletRelease] = await Promise.all([
      releaseCommand(deployment, ['release', 'products', '--dist', VARIANT]),
      releaseCommand(deployment, ['release', 'wallet', '--dist', wallet]),
    ]);
    expect(products.code, products.stderr).toBe(0);
    expect(walletRelease.code, walletRelease.stderr).toBe(0);
    expect(products.stdout).toMatch(/✔ products: versión \w+ en uso \(/);
    const { remotes } = deployment.registry();
    expect(remotes.products?.release).toBe(releaseOf(VARIANT));
    expect(remotes.wallet?.release).toBe(releaseOf(wallet));
    // The running shell serves it at once.
    const served = await (await fetch(`${deployment.shellUrl}/remotes.json`)).json();
    expect(served.remotes.products.release).toBe(releaseOf(VARIANT));
    expect(served.remotes.wallet.release).toBe(releaseOf(wallet));
    rmSync(wallet, { recursive: true, force: true });
  });

  it('a release that fails a check is refused in one line, and changes nothing', async ({
    deployment,
  }) => {
    const broken = rebuilt(VARIANT, touch);
    // Written after the build: the release id does not cover the manifest, which carries it.
    writeFileSync(join(broken, 'mf-manifest.json'), '{ "id": "products", ');
    const modified = rebuilt(VARIANT, touch);
    touch(modified, 'remoteEntry.js');
    const cases: { name: string; dist: string; reason: RegExp; env?: NodeJS.ProcessEnv }[] = [
      { name: 'a broken manifest', dist: broken, reason: /su manifiesto en .* no es JSON válido/ },
      {
        name: 'an invalid area',
        dist: rebuilt(VARIANT, (dir) =>
          editDescription(dir, (description) => {
            const [group] = description.menu as { children: object[] }[];
            group?.children.push({ path: '/otra/pagina', label: 'Fuera' });
          }),
        ),
        reason:
          /su descripción \(remote\.json\) no es válida: menú \/otra\/pagina: fuera de sus prefijos/,
      },
      {
        name: 'a route of another remote',
        dist: rebuilt(VARIANT, (dir) =>
          editDescription(dir, (description) => {
            description.prefixes = ['/productos', '/wallet'];
          }),
        ),
        reason: /su prefijo \/wallet choca con \/wallet, de wallet/,
      },
      {
        name: 'a build against another antd',
        dist: INCOMPATIBLE,
        reason: /la shell desplegada no le sirve: antd: pide \^7\.0\.0 y la shell ofrece 6\./,
      },
      {
        name: 'a URL off the allow-list',
        dist: VARIANT,
        env: { RELEASE_PUBLIC_URL: 'https://cdn.example.com/{remote}/' },
        reason:
          /https:\/\/cdn\.example\.com\/products\/\w+\/mf-manifest\.json no está en la lista de URLs permitidas/,
      },
      {
        name: 'a build changed after it was built',
        dist: modified,
        reason: /los archivos de .* no son los de su versión \w+/,
      },
    ];
    for (const { name, dist, reason, env } of cases) {
      const before = deployment.registryBytes();
      const result = await releaseCommand({ ...deployment, env: { ...deployment.env, ...env } }, [
        'release',
        'products',
        '--dist',
        dist,
      ]);
      expect(result.code, name).toBe(1);
      const lines = result.stderr.trim().split('\n');
      expect(lines, name).toHaveLength(1);
      expect(lines[0], name).toMatch(
        /^✖ products: release rechazado: .*\. remotes\.json no cambió\.$/,
      );
      expect(lines[0], name).toMatch(reason);
      expect(deployment.registryBytes().equals(before), name).toBe(true);
      // Nothing of it stays published either.
      const id = releaseOf(dist);
      if (id && id !== releaseOf(VARIANT)) {
        expect(existsSync(join(deployment.origin, 'products', id)), name).toBe(false);
      }
    }
    for (const dir of [broken, modified]) rmSync(dir, { recursive: true, force: true });
  });

  it('rollback restores remotes.json byte for byte; the listing shows each release with its dates', async ({
    deployment,
  }) => {
    const before = deployment.registryBytes();
    const first = deployment.registry().remotes.products?.release ?? '';
    const variant = releaseOf(VARIANT) ?? '';
    expect(
      (await releaseCommand(deployment, ['release', 'products', '--dist', VARIANT])).code,
    ).toBe(0);
    expect(deployment.registryBytes().equals(before)).toBe(false);

    const date = String.raw`\d{4}-\d{2}-\d{2} \d{2}:\d{2}`;
    let listing = await releaseCommand(deployment, ['list']);
    expect(listing.stdout).toMatch(
      new RegExp(`● ${variant}  publicada ${date}  en uso desde ${date}`),
    );
    expect(listing.stdout).toMatch(
      new RegExp(`  ${first}  publicada ${date}  en uso del ${date} al ${date}`),
    );

    const back = await releaseCommand(deployment, ['rollback', 'products']);
    expect(back.code, back.stderr).toBe(0);
    expect(back.stdout).toContain(`✔ products: de vuelta a la versión ${first}`);
    expect(deployment.registryBytes().equals(before)).toBe(true);
    listing = await releaseCommand(deployment, ['list']);
    expect(listing.stdout).toMatch(new RegExp(`● ${first}  publicada`));
    // The release rolled back from stays served: a tab may still ask for its files.
    expect(existsSync(join(deployment.origin, 'products', variant))).toBe(true);

    const again = await releaseCommand(deployment, ['rollback', 'products']);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/products no tiene una versión anterior a la que volver/);
    expect(deployment.registryBytes().equals(before)).toBe(true);
  });

  it('releasing one remote touches no other remote’s files, nor the shell’s', async ({
    deployment,
  }, testInfo) => {
    const shellDist = buildOf('shell/dist');
    const others = ['campaigns', 'profiles', 'wallet', 'knowledge', 'settings'];
    const before = {
      shell: snapshot(shellDist),
      ...Object.fromEntries(others.map((id) => [id, snapshot(join(deployment.origin, id))])),
    };
    const result = await releaseCommand(deployment, ['release', 'products', '--dist', VARIANT]);
    expect(result.code, result.stderr).toBe(0);
    testInfo.annotations.push({ type: 'release', description: result.stdout.trim() });
    expect({
      shell: snapshot(shellDist),
      ...Object.fromEntries(others.map((id) => [id, snapshot(join(deployment.origin, id))])),
    }).toEqual(before);
    const changed = readdirSync(deployment.origin).filter((entry) => !entry.startsWith('.'));
    expect(changed.sort()).toEqual([...others, 'products', 'remotes.json'].sort());
  });
});

/**
 * Opens a group of the side menu (when it is closed) and follows one of its links. Whether it is
 * open is read from the group's state, not from whether its link is drawn yet: a group that is
 * sliding open is open, and a second click would close it.
 */
async function openFromMenu(page: Page, group: string, entry: string) {
  const head = menu(page).getByRole('menuitem', { name: group, exact: true });
  if ((await head.getAttribute('aria-expanded')) !== 'true') await openMenuGroup(page, group);
  await menuEntry(page, group, entry).click();
}

/**
 * Opens `path` of the deployment's shell, signed in, and starts watching: whether the error page
 * ever shows (across full loads) and how many full loads happen from `watch()` on.
 */
async function openTab(page: Page, deployment: Deployment, path: string) {
  await signIn(page);
  await page.addInitScript((text) => {
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(text)) sessionStorage.setItem('e2e.oops', '1');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, ERROR_TEXT);
  await page.goto(`${deployment.shellUrl}${path}`);
  await expect(pageHeading(page)).toBeVisible();
  let loads = 0;
  return {
    watch: () => page.on('load', () => (loads += 1)),
    /**
     * The page shows the new release (its line, and `heading`), after `fullLoads` full loads
     * since `watch()`, and the error page never showed.
     */
    showsNewRelease: async (heading: string, fullLoads: number) => {
      await expect(page.getByRole('main').getByText(VARIANT_LINE)).toBeVisible();
      await expect(pageHeading(page)).toHaveText(heading);
      expect(loads).toBe(fullLoads);
      expect(await page.evaluate(() => sessionStorage.getItem('e2e.oops'))).toBeNull();
    },
    loads: () => loads,
  };
}

/** Releases the products variant (its next release) into the deployment. */
async function releaseVariant(deployment: Deployment, { deleteOld = false } = {}) {
  const old = deployment.registry().remotes.products?.release ?? '';
  const result = await releaseCommand(deployment, ['release', 'products', '--dist', VARIANT]);
  expect(result.code, result.stderr).toBe(0);
  // The worst case: the previous release's files are gone at once.
  if (deleteOld) rmSync(join(deployment.origin, 'products', old), { recursive: true });
}

test.describe('a tab open during a release', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const deleteOld of [false, true]) {
    it(`moves to the new release at its next visit to the area, one full load at most${deleteOld ? ', the old files deleted' : ''}`, async ({
      page,
      deployment,
    }) => {
      const tab = await openTab(page, deployment, '/productos/gestionar');
      await navigateInApp(page, '/dashboard');
      await expect(pageHeading(page)).toHaveText('Control de gestión');
      tab.watch();

      await releaseVariant(deployment, { deleteOld });
      // A page of the area the tab had not visited.
      await openFromMenu(page, 'Productos', 'Crear');
      await expect(page).toHaveURL(/\/productos\/crear$/);
      await tab.showsNewRelease('Crear producto', 1);
    });
  }

  it('takes the new release without a reload when it had not loaded the area', async ({
    page,
    deployment,
  }) => {
    const tab = await openTab(page, deployment, '/dashboard');
    tab.watch();
    await releaseVariant(deployment, { deleteOld: true });
    await openFromMenu(page, 'Productos', 'Gestionar');
    await tab.showsNewRelease('Gestionar productos', 0);
  });

  it('inside the area, opens a page it had not visited from the new release when the old files are gone', async ({
    page,
    deployment,
  }) => {
    const tab = await openTab(page, deployment, '/productos/gestionar');
    tab.watch();
    await releaseVariant(deployment, { deleteOld: true });
    await openFromMenu(page, 'Productos', 'Crear');
    await tab.showsNewRelease('Crear producto', 1);
  });

  it('inside the area, keeps the old release’s pages, and offers the new one when it learns of it', async ({
    page,
    deployment,
  }) => {
    const tab = await openTab(page, deployment, '/productos/gestionar');
    tab.watch();
    await releaseVariant(deployment);
    // The old release's files stay: a page the tab had not visited still opens, from it.
    await openFromMenu(page, 'Productos', 'Crear');
    await expect(pageHeading(page)).toHaveText('Crear producto');
    await expect(page.getByRole('main').getByText(VARIANT_LINE)).toHaveCount(0);

    // The tab comes back to the foreground: it reads the registry again.
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const notice = page.getByRole('status').filter({ hasText: texts.newVersion });
    await expect(notice).toBeVisible();
    // The menu already shows the release's new entry.
    await expect(menu(page).getByRole('link', { name: 'Novedades', exact: true })).toBeVisible();
    expect(tab.loads()).toBe(0);

    const reloaded = page.waitForEvent('load');
    await notice.getByRole('button', { name: texts.update }).click();
    await reloaded;
    await tab.showsNewRelease('Crear producto', 1);
    await expect(notice).toHaveCount(0);
  });

  it('asks before leaving unsaved work, and moves on only once the user leaves it', async ({
    page,
    deployment,
  }) => {
    const tab = await openTab(page, deployment, '/productos/crear');
    await page.getByLabel('Nombre del producto').fill('Escrito antes del release');
    tab.watch();
    await releaseVariant(deployment, { deleteOld: true });
    // The browser's own prompt (beforeunload) must not ask again once the user chose to leave.
    const browserPrompts: string[] = [];
    page.on('dialog', (dialog) => {
      browserPrompts.push(dialog.type());
      void dialog.accept();
    });

    await openFromMenu(page, 'Productos', 'Gestionar');
    const prompt = page.getByRole('dialog').filter({ hasText: unsaved.title });
    await press(prompt, unsaved.stay);
    await expect(page.getByLabel('Nombre del producto')).toHaveValue('Escrito antes del release');
    expect(tab.loads()).toBe(0);

    await openFromMenu(page, 'Productos', 'Gestionar');
    await press(prompt, unsaved.leave);
    await tab.showsNewRelease('Gestionar productos', 1);
    expect(browserPrompts).toEqual([]);
  });
});

test.describe('the shared contract', () => {
  test.use({ consoleErrors: [/Remote "products" refused: antd: pide \^7\.0\.0/] });

  test('a products build against another antd fails its own area only, saying why', async ({
    page,
  }) => {
    // As if remotes.json had been edited by hand: the release command would refuse it.
    await serveProductsFrom(page, 'incompatible');
    const reasons: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') reasons.push(message.text());
    });
    await signIn(page);
    await page.goto('/dashboard');
    await expect(pageHeading(page)).toBeVisible();

    await openFromMenu(page, 'Productos', 'Gestionar');
    await expect(pageHeading(page)).toHaveText(texts.incompatibleTitle);
    await expect(page.getByRole('main')).toContainText(texts.incompatible('Productos'));
    await expect(page.getByRole('main').getByText(ERROR_TEXT)).toHaveCount(0);
    await expect
      .poll(() => reasons.join('\n'))
      .toMatch(/antd: pide \^7\.0\.0 y la shell ofrece 6\./);

    // Every other area works.
    await openFromMenu(page, 'Campañas', 'Gestionar');
    await expect(pageHeading(page)).toHaveText('Gestionar campañas');
  });
});

test.describe('one area from a developer’s server', () => {
  test('the override serves products from another build, says so, and is gone once off', async ({
    page,
  }) => {
    const variant = productsBuild('variant');
    const origin = new URL(variant).origin;
    await signIn(page);
    await page.goto('/dashboard');
    await expect(pageHeading(page)).toBeVisible();

    // Only this machine's servers.
    const refused = await page.evaluate(() => {
      try {
        (
          window as unknown as { backoffice: { override: (r: string, u: string) => void } }
        ).backoffice.override('products', 'https://cdn.example.com/products/');
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    });
    expect(refused).toContain('Solo se admiten URLs de localhost');

    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const reloaded = page.waitForEvent('load');
    await page.evaluate((url) => {
      (
        window as unknown as { backoffice: { override: (r: string, u: string) => void } }
      ).backoffice.override('products', url);
    }, variant);
    await reloaded;
    const notice = page
      .getByRole('status')
      .filter({ hasText: texts.override('Productos', origin) });
    await expect(notice).toBeVisible();
    await openFromMenu(page, 'Productos', 'Novedades');
    await expect(pageHeading(page)).toHaveText('Novedades del catálogo');
    expect(requests.some((url) => url.startsWith(origin))).toBe(true);

    const back = page.waitForEvent('load');
    await notice.getByRole('button', { name: texts.turnOff }).click();
    await back;
    await expect(pageHeading(page)).toBeVisible();
    await expect(notice).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('bo.remoteOverrides'))).toBeNull();
    await openFromMenu(page, 'Productos', 'Gestionar');
    await expect(pageHeading(page)).toHaveText('Gestionar productos');
    await expect(menu(page).getByRole('link', { name: 'Novedades', exact: true })).toHaveCount(0);
  });
});
