// The frame across remotes: lazy remote loading, the login budget, 404, failure isolation, one antd.
import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { remoteManifests, remoteOrigin } from './support/env';
import { menuEntry, navigateInApp, openMenuGroup, pageHeading } from './support/navigation';
import { idlePrefetchAsked, startUpDone, trackRequests } from './support/network';
import { signIn } from './support/session';

const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';
const NOT_FOUND_TEXT = 'Oops, Página no encontrada - 404';
const LOGIN_BUDGET_GZIP_BYTES = 400 * 1024;

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}

/** The JS files a build's mf-manifest.json lists for a shared package (its own copy). */
async function sharedAssets(page: Page, manifestUrl: string, names: string[]): Promise<string[]> {
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    shared: ManifestShared[];
  };
  return manifest.shared
    .filter((shared) => names.includes(shared.name))
    .flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async])
    .map((asset) => new URL(asset, manifestUrl).href);
}

/** Text only the chart library (G2, behind the dashboard's charts) holds: its error for a missing part. */
const CHART_LIBRARY_TEXT = 'Unknown Component';

/** Records every script the page fetches, with its gzip size and whether it is chart code. */
function recordScripts(page: Page) {
  const scripts: { url: string; gzip: number; chart: boolean }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) =>
          void scripts.push({
            url: response.url(),
            gzip: gzipSync(body).length,
            chart: body.includes(CHART_LIBRARY_TEXT),
          }),
        () => undefined,
      ),
    );
  });
  return { scripts, read: () => Promise.all(pending) };
}

test.describe('login page', () => {
  test('loads no remote, no chart code and at most 400 KB of gzip JS', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const { scripts, read } = recordScripts(page);
    const started = trackRequests(page);

    await page.goto('/');
    // The login page is up, then everything its code asked for has come in.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await startUpDone(page, started);
    await read();

    const remoteOrigins = Object.keys(remoteManifests()).map(remoteOrigin);
    expect(
      requests.filter((url) => remoteOrigins.some((origin) => url.startsWith(origin))),
    ).toEqual([]);
    expect(requests.filter((url) => /mf-manifest\.json|remoteEntry\.js/.test(url))).toEqual([]);

    expect(scripts.filter((script) => script.chart).map((script) => script.url)).toEqual([]);

    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log(`login: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(LOGIN_BUDGET_GZIP_BYTES);
  });
});

test.describe('private frame', () => {
  test.use({ consoleErrors: [/Remote "campaigns" could not be loaded/] });
  test.beforeEach(async ({ page }) => {
    // Private pages need a session once the layout's guard exists, and a session needs the API.
    await signIn(page);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-existe/en-ninguna-parte');
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  });

  test('an unknown path inside a remote area shows the 404 page', async ({ page }) => {
    await page.goto('/wallet/no-existe');
    await expect(page.getByText(NOT_FOUND_TEXT)).toBeVisible();
  });

  test('a remote route loads the remote on demand and shows its page', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/dashboard');
    await expect(pageHeading(page)).toBeVisible();
    expect(requests.some((url) => url.startsWith(remoteOrigin('wallet')))).toBe(false);

    await navigateInApp(page, '/wallet');
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
    expect(requests).toContain(remoteManifests().wallet);
  });

  test('intent on a menu entry loads its remote before the click; leaving the dashboard asks for nothing again', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const idleFetches = trackRequests(page);
    await page.goto('/dashboard');
    await expect(pageHeading(page)).toBeVisible();
    const dashboardData = () =>
      requests.filter((url) => /\/(campaings|inbound-graph)(\?|$)/.test(new URL(url).pathname));
    await expect.poll(() => dashboardData().length).toBe(2);
    // The shell's own pages and shared libraries load on idle; no remote does. The idle fetching
    // leaves a mark once it has asked for everything: then those requests end.
    await idlePrefetchAsked(page);
    await idleFetches.finished();
    expect(requests.some((url) => url.startsWith(remoteOrigin('wallet')))).toBe(false);

    await openMenuGroup(page, 'Administración');
    const wallet = menuEntry(page, 'Administración', 'Saldo');
    await wallet.hover();
    const manifest = remoteManifests().wallet ?? 'the wallet remote is not registered';
    await expect.poll(() => requests.includes(manifest)).toBe(true);

    await wallet.click();
    await expect(pageHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/wallet$/);
    expect(dashboardData()).toHaveLength(2);
  });

  test('both knowledge areas are served by the knowledge remote', async ({ page }) => {
    for (const path of ['/base-de-conocimiento', '/preguntas-y-respuestas']) {
      await page.goto(path);
      await expect(pageHeading(page)).toBeVisible();
      await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
    }
  });

  test('a remote that cannot load shows the error page inside the layout; others keep working', async ({
    page,
  }) => {
    const campaigns = `${remoteOrigin('campaigns')}/**`;
    await page.route(campaigns, (route) => route.abort());

    await page.goto('/dashboard');
    await expect(pageHeading(page)).toBeVisible();
    await navigateInApp(page, '/campaigns/gestionar');

    const main = page.getByRole('main');
    await expect(main.getByText(ERROR_TEXT)).toBeVisible();
    await expect(main.getByRole('link', { name: /inicio|dashboard/i })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('banner')).toBeVisible();

    await navigateInApp(page, '/wallet');
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);

    // The remote is back: navigating to it again retries.
    await page.unroute(campaigns);
    await navigateInApp(page, '/campaigns/gestionar');
    await expect(pageHeading(page)).toBeVisible();
    await expect(page.getByText(ERROR_TEXT)).toHaveCount(0);
  });

  test('the page holds one react-dom and one antd, provided by the shell', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/wallet');
    await expect(pageHeading(page)).toBeVisible();
    await navigateInApp(page, '/configuracion');
    await expect(pageHeading(page)).toBeVisible();

    const providers = await page.evaluate(() => {
      type Shared = { from: string; loaded?: boolean; useIn: string[] };
      const federation = (
        window as unknown as {
          __FEDERATION__: {
            __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>>;
          };
        }
      ).__FEDERATION__;
      const found: Record<string, { versions: string[]; from: string[]; useIn: string[] }> = {};
      for (const scopes of Object.values(federation.__SHARE__)) {
        for (const name of ['react-dom', 'antd']) {
          const versions = scopes.default?.[name] ?? {};
          const entry = found[name] ?? { versions: [], from: [], useIn: [] };
          found[name] = entry;
          for (const [version, shared] of Object.entries(versions)) {
            if (!shared.loaded) continue;
            entry.versions.push(version);
            entry.from.push(shared.from);
            entry.useIn.push(...shared.useIn);
          }
        }
      }
      return found;
    });
    for (const name of ['react-dom', 'antd']) {
      expect(new Set(providers[name]?.versions).size, name).toBe(1);
      expect(new Set(providers[name]?.from), name).toEqual(new Set(['shell']));
    }
    expect(providers.antd?.useIn).toEqual(expect.arrayContaining(['shell', 'wallet', 'settings']));

    // Neither remote fetched its own copy.
    const manifests = remoteManifests();
    for (const remote of ['wallet', 'settings']) {
      const own = await sharedAssets(page, manifests[remote] ?? '', ['react-dom', 'antd']);
      expect(own.length, remote).toBeGreaterThan(0);
      expect(
        requests.filter((url) => own.includes(url)),
        remote,
      ).toEqual([]);
    }
  });
});
