// The headers every page and file of the back-office carries, as the browser receives them: a
// Content-Security-Policy naming exactly the allowed origins, no framing, no MIME sniffing, no
// Referer. The shell, a remote's build and a remote's release, all from scripts/serve.ts; the app
// works under them (the console guard fails a test on any CSP violation the browser reports).
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { apiUrl, remoteOrigin } from './support/env';
import { menuEntry, menuGroup, openMenuGroup, pageHeading } from './support/navigation';
import { productsBuild, serveProductsFrom } from './support/products';
import { signIn } from './support/session';

/** The CSP's directives by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

/** Checks the security headers of one answer the browser received. */
async function expectSecured(response: Response) {
  const headers = await response.allHeaders();
  expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
  expect(headers['x-frame-options'], response.url()).toBe('DENY');
  expect(headers['referrer-policy'], response.url()).toBe('no-referrer');
  const csp = directives(headers['content-security-policy'] ?? '');
  expect(csp.get('frame-ancestors'), response.url()).toEqual(["'none'"]);
  expect(csp.get('object-src'), response.url()).toEqual(["'none'"]);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts, response.url()).not.toContain("'unsafe-inline'");
  expect(scripts, response.url()).not.toContain("'unsafe-eval'");
  return csp;
}

/** The answers the page receives from now on, by URL. */
function collect(page: Page): Response[] {
  const responses: Response[] = [];
  page.on('response', (response) => responses.push(response));
  return responses;
}

test.describe('security headers', () => {
  test("the shell's page names exactly the allowed origins and frames nowhere; a release's files carry the same", async ({
    page,
  }) => {
    const responses = collect(page);
    await signIn(page);
    const document = await page.goto('/dashboard');
    if (!document) throw new Error('no answer for the page');
    const csp = await expectSecured(document);
    // Scripts: this origin, each remote's, the inline scripts by their hash; nothing else.
    const remote = `${remoteOrigin('products')}/`;
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    expect(scripts).toContain(remote);
    expect(scripts.filter((source) => source.startsWith("'sha256-")).length).toBeGreaterThan(0);
    expect(scripts.filter((source) => source.startsWith('http')).sort()).toEqual(
      (csp.get('style-src') ?? []).filter((source) => source.startsWith('http')).sort(),
    );
    // The API: requests and images, never scripts.
    const api = `${new URL(apiUrl()).origin}/`;
    expect(csp.get('connect-src')).toContain(api);
    expect(csp.get('img-src')).toContain(api);
    expect(scripts).not.toContain(api);
    await expect(pageHeading(page)).toBeVisible();

    // Into an area: its files come from its release in the origin, with the same headers.
    await openMenuGroup(page, 'Productos');
    await menuEntry(page, 'Productos', 'Gestionar').click();
    await expect(pageHeading(page)).toHaveText('Gestionar productos');
    const fromRelease = responses.filter((response) => response.url().startsWith(remote));
    const manifest = fromRelease.find((response) =>
      /^\/[^/]+\/mf-manifest\.json$/.test(new URL(response.url()).pathname),
    );
    const chunk = fromRelease.find((response) =>
      /^\/[^/]+\/static\/js\/.+\.js$/.test(new URL(response.url()).pathname),
    );
    if (!manifest || !chunk) throw new Error("the area's release was not loaded");
    await expectSecured(manifest);
    await expectSecured(chunk);
    // A release's own page: its inline script is allowed by its hash, in its own CSP.
    const releasePage = new URL('index.html', manifest.url()).href;
    const release = await (await page.context().newPage()).goto(releasePage);
    if (!release) throw new Error('no answer for the release page');
    const releaseScripts = (await expectSecured(release)).get('script-src') ?? [];
    expect(releaseScripts.some((source) => source.startsWith("'sha256-"))).toBe(true);
  });

  test("a remote's build sends them too, and the shell loads it only because it is allowed", async ({
    page,
  }) => {
    const variant = productsBuild('variant');
    await serveProductsFrom(page, 'variant');
    const responses = collect(page);
    await signIn(page);
    const document = await page.goto('/productos/novedades');
    if (!document) throw new Error('no answer for the page');
    expect((await expectSecured(document)).get('script-src')).toContain(variant);
    await expect(pageHeading(page)).toHaveText('Novedades del catálogo');
    const entry = responses.find(
      (response) => response.url().startsWith(variant) && response.url().endsWith('.js'),
    );
    if (!entry) throw new Error("no script from the remote's build");
    await expectSecured(entry);
  });
});

test.describe('a registry naming another origin', () => {
  test.use({
    consoleErrors: [/"products" queda fuera: .* no está en la lista de URLs permitidas/],
  });
  test('the shell leaves that remote out: nothing is fetched from there', async ({ page }) => {
    // The products release, really served, under a name the allow-list does not hold.
    const elsewhere = remoteOrigin('products').replace('localhost', '127.0.0.1');
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const registry = (await response.json()) as { remotes: Record<string, { entry: string }> };
      const products = registry.remotes.products;
      if (!products) throw new Error('no products in the registry');
      products.entry = products.entry.replace(remoteOrigin('products'), elsewhere);
      await route.fulfill({ response, json: registry });
    });
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await signIn(page);
    await page.goto('/dashboard');
    await expect(pageHeading(page)).toBeVisible();
    // The other areas are there; products is not, and nothing came from its other origin.
    await expect(menuGroup(page, 'Campañas')).toBeVisible();
    await expect(menuGroup(page, 'Productos')).toHaveCount(0);
    expect(requests.filter((url) => url.startsWith(elsewhere))).toEqual([]);
  });
});
