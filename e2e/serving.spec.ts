// How the builds are served: precompressed files to browsers that ask, hashed chunks cached for
// good, every entry point (html, registries, manifests, remoteEntry.js) revalidated, and antd's
// styles split: the private layout's own, the rest before an area draws.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { remoteManifests, shellUrl } from './support/env';
import { idlePrefetchAsked, startUpDone, trackRequests } from './support/network';
import { signIn } from './support/session';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The shell's entry script, as index.html names it (a hashed file under /static/). */
async function shellScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get(`${shellUrl()}/`)).text();
  const src = /<script[^>]+src="([^"]+\.js)"/.exec(html)?.[1];
  if (!src) throw new Error('index.html names no script');
  return new URL(src, shellUrl()).href;
}

/**
 * Every script index.html's first-load plan names, for any first page (scripts/first-load.ts
 * gives each of them V8's compile hint), as paths.
 */
async function plannedScripts(request: APIRequestContext): Promise<Set<string>> {
  const html = await (await request.get(`${shellUrl()}/`)).text();
  const plan = /\}\)\((\{"start":.*?\}), "[^"]*", "[^"]*"\);<\/script>/s.exec(html)?.[1];
  if (!plan) throw new Error("index.html's first-load script carries no plan");
  type Kind = { frame: string[]; pages: Record<string, string[]> };
  const {
    start,
    public: open,
    private: signedIn,
  } = JSON.parse(plan) as {
    start: string[];
    public: Kind;
    private: Kind;
  };
  const files = [
    ...start,
    ...[open, signedIn].flatMap((kind) => [...kind.frame, ...Object.values(kind.pages).flat()]),
  ];
  return new Set(files.filter((file) => file.endsWith('.js')).map((file) => `/${file}`));
}

/** Headers only: Playwright would otherwise decode the body, which these tests do not need. */
const head = (request: APIRequestContext, url: string, acceptEncoding?: string) =>
  request.head(url, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} });

test.describe('static serving', () => {
  test('a hashed script is sent precompressed to whoever accepts it, and cached for good', async ({
    request,
  }) => {
    const script = await shellScript(request);
    expect(new URL(script).pathname).toMatch(/^\/static\/js\//);

    const brotli = await head(request, script, 'gzip, deflate, br');
    expect(brotli.status()).toBe(200);
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers().vary).toMatch(/accept-encoding/i);
    expect(brotli.headers()['cache-control']).toBe(IMMUTABLE);

    const gzip = await head(request, script, 'gzip');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers()['content-length'])).toBeGreaterThan(
      Number(brotli.headers()['content-length']),
    );

    const plain = await head(request, script, 'identity');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBeGreaterThan(
      Number(gzip.headers()['content-length']),
    );
  });

  test('the browser receives the page’s scripts compressed', async ({ page }) => {
    const scripts: { url: string; encoding?: string; length: number }[] = [];
    const read: Promise<void>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      read.push(
        response.allHeaders().then((headers) => {
          scripts.push({
            url: response.url(),
            encoding: headers['content-encoding'],
            length: Number(headers['content-length']),
          });
        }),
      );
    });
    const started = trackRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await startUpDone(page, started);
    await Promise.all(read);
    expect(scripts.length).toBeGreaterThan(0);
    // Files under 1 KB are not worth compressing (scripts/compress.ts): they come as they are.
    const sentRaw = scripts.filter((script) => !script.encoding && script.length >= 1024);
    expect(sentRaw.map((script) => script.url)).toEqual([]);
    expect(scripts.filter((script) => script.encoding === 'br').length).toBeGreaterThan(0);
  });

  test('entry points are revalidated every time, never cached as immutable', async ({
    request,
  }) => {
    const [remote, manifest] = Object.entries(remoteManifests())[0] ?? [];
    if (!manifest) throw new Error('no remote in /remotes.json');
    const entryPoints = [
      `${shellUrl()}/`,
      `${shellUrl()}/dashboard`,
      `${shellUrl()}/remotes.json`,
      `${shellUrl()}/mf-manifest.json`,
      manifest,
      new URL('remoteEntry.js', manifest).href,
    ];
    for (const url of entryPoints) {
      const response = await head(request, url, 'gzip, deflate, br');
      expect(response.status(), `${remote}: ${url}`).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
    // The remote's entry is compressed too: it is the largest file an area's first visit loads.
    const entry = await head(request, new URL('remoteEntry.js', manifest).href, 'br');
    expect(entry.headers()['content-encoding']).toBe('br');
  });

  test('/remotes.json, made per request, is compressed too', async ({ request }) => {
    const url = `${shellUrl()}/remotes.json`;
    const brotli = await head(request, url, 'gzip, deflate, br');
    expect(brotli.headers()['content-encoding']).toBe('br');
    expect(brotli.headers().vary).toMatch(/accept-encoding/i);
    const gzip = await head(request, url, 'gzip, br;q=0');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await head(request, url, 'identity');
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(Number(plain.headers()['content-length'])).toBeGreaterThan(
      Number(brotli.headers()['content-length']),
    );
    // Decoded, it is the registry.
    const body = await (await request.get(url, { headers: { 'Accept-Encoding': 'br' } })).json();
    expect(Object.keys(body.remotes).length).toBeGreaterThan(0);
  });

  test('a missing chunk is a 404 that no cache keeps', async ({ request }) => {
    const response = await head(request, `${shellUrl()}/static/js/async/missing.0000000000.js`);
    expect(response.status()).toBe(404);
    expect(response.headers()['cache-control']).toBe('no-store');
  });
});

/** Every class in the page's loaded stylesheets' selectors (nested rules included). */
const styledClasses = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) {
          for (const [, name] of rule.selectorText.matchAll(/\.(ant-[\w-]+)/g)) {
            if (name) found.add(name);
          }
        }
        if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        visit(sheet.cssRules);
      } catch {
        // another origin's stylesheet (a remote's own CSS): not antd's
      }
    }
    return [...found];
  });

test.describe("antd's styles", () => {
  test('the private layout comes with the styles of everything it draws, not all of antd', async ({
    page,
  }) => {
    // antd's whole stylesheet (the one with the tables' rules) never arrives here: what the
    // layout and the dashboard draw must be styled by the layout's own stylesheet.
    let full = '';
    await page.route('**/*.css', async (route) => {
      const response = await route.fetch();
      const css = await response.text();
      if (css.includes('.ant-table-wrapper')) {
        full = css;
        return route.abort();
      }
      return route.fulfill({ response });
    });
    await signIn(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/campañas activas:/)).toBeVisible();
    const drawn = new Set<string>();
    const collect = async () => {
      const classes = await page.evaluate(() =>
        [...document.querySelectorAll('[class]')].flatMap((element) =>
          [...element.classList].filter((name) => name.startsWith('ant-')),
        ),
      );
      for (const name of classes) drawn.add(name);
    };
    await collect();
    await page.getByRole('button', { name: /^Cuenta de / }).click();
    await expect(page.getByRole('tooltip')).toContainText('Saldo disponible');
    await collect();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Buscar' }).click();
    const box = page.getByRole('combobox', { name: '¿Qué estás buscando?' });
    await expect(box).toBeFocused();
    // Nothing matches: the other specs' names carry base-36 timestamps, which may hold "zz".
    await box.fill('zz-nada');
    await expect(page.getByText('Sin resultados para «zz-nada».')).toBeVisible();
    await collect();

    // The whole stylesheet was asked for (on idle) and held back.
    await expect.poll(() => full.length).toBeGreaterThan(0);
    const styled = new Set(await styledClasses(page));
    const inFull = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(full);
    const unstyled = [...drawn].filter((name) => inFull(name) && !styled.has(name));
    expect(unstyled).toEqual([]);
    expect(styled.has('ant-table-wrapper')).toBe(false);
  });

  test('each public page comes with the styles of everything it draws', async ({ page }) => {
    // antd's whole stylesheet, as the build takes it (scripts/antd-css.ts).
    const shell = createRequire(new URL('../shell/package.json', import.meta.url));
    const full = readFileSync(shell.resolve('antd/dist/antd.css'), 'utf8');
    const drawn = new Set<string>();
    const collect = async (path: string) => {
      const classes = await page.evaluate(() =>
        [...document.querySelectorAll('[class]')].flatMap((element) =>
          [...element.classList].filter((name) => name.startsWith('ant-')),
        ),
      );
      const styled = new Set(await styledClasses(page));
      const inFull = (name: string) => new RegExp(`\\.${name}(?![\\w-])`).test(full);
      for (const name of classes)
        if (inFull(name) && !styled.has(name)) drawn.add(`${path}: ${name}`);
    };
    for (const [path, button] of [
      ['/', 'Ingresar'],
      ['/registro', 'Registrate'],
      ['/recuperar-clave', 'Recuperar'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await collect(path);
      // Sent empty: every field's error under it.
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByRole('textbox').first()).toHaveAttribute('aria-invalid', 'true');
      await collect(path);
    }
    // A registration's result, in its dialog.
    await page.goto('/registro');
    await page.getByLabel('Correo electrónico').fill(`estilos-${Date.now()}@example.com`);
    await page.getByLabel('Nueva contraseña').fill('Segura#2026');
    await page.getByLabel('Confirmar contraseña').fill('Segura#2026');
    await page.getByRole('button', { name: 'Registrate' }).click();
    await expect(page.getByRole('dialog').getByText('Cuenta creada correctamente')).toBeVisible();
    await collect('/registro');
    expect([...drawn]).toEqual([]);
  });

  test('an area gets the styles of every antd component before it draws', async ({ page }) => {
    await signIn(page);
    await page.goto('/campaigns/gestionar');
    await expect(page.getByRole('table')).toBeVisible();
    expect(await styledClasses(page)).toContain('ant-table-wrapper');
  });
});

/**
 * A cold load of `path`: the scripts index.html's first-load script hints (as it adds them), what
 * the page asks for from the shell's static/ folder until its start-up is over, and which of the
 * shell's async scripts the runtime asked for itself. With the hints, every async script that no
 * hint named is held back until the page's heading shows: a first page that needed one would
 * never show it. (No clock decides what was early or late.)
 */
async function firstLoad(page: Page, path: string, { hints }: { hints: boolean }) {
  if (!hints) {
    // The same page without index.html's first-load script (scripts/first-load.ts).
    await page.route(`${shellUrl()}${path}`, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /<script id="first-load">[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body: html });
    });
  }
  await page.addInitScript(() => {
    const hints: string[] = [];
    (window as { hints?: string[] }).hints = hints;
    new MutationObserver((changes) => {
      // The hints as they go in (the runtime takes a script out once it has run).
      for (const { addedNodes } of changes)
        for (const node of addedNodes)
          if (node instanceof HTMLElement && node.hasAttribute('data-first-load'))
            hints.push((node as HTMLScriptElement).src || (node as HTMLLinkElement).href);
    }).observe(document, { childList: true, subtree: true });
  });
  let release = () => {};
  const headingShown = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held: string[] = [];
  if (hints) {
    await page.route(`${shellUrl()}/static/js/async/**`, async (route) => {
      const url = route.request().url();
      // A hint's element is in the page before its request reaches this handler.
      const hinted = await page.evaluate(
        (url) => ((window as { hints?: string[] }).hints ?? []).includes(url),
        url,
      );
      if (!hinted) {
        held.push(new URL(url).pathname);
        await headingShown;
      }
      await route.continue();
    });
  }
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === shellUrl() && url.pathname.startsWith('/static/'))
      requested.push(url.pathname);
  });
  const started = trackRequests(page);
  await page.goto(path);
  await expect(
    page.getByRole('heading', { level: 1 }),
    `the first page shows with only the hinted scripts (held back: ${held.join(', ')})`,
  ).toBeVisible();
  release();
  // Everything the page's start-up asks for has been asked for and has arrived.
  await startUpDone(page, started);
  const found = await page.evaluate(() => {
    const path = (url: string) => new URL(url).pathname;
    return {
      hints: ((window as { hints?: string[] }).hints ?? []).map(path),
      // Async scripts the federation runtime asked for with a script element of its own.
      runtimeScripts: performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            (entry as PerformanceResourceTiming).initiatorType === 'script' &&
            path(entry.name).startsWith('/static/js/async/'),
        )
        .map((entry) => path(entry.name)),
    };
  });
  return { ...found, requested };
}

test.describe('first-load hints', () => {
  const cases = [
    { name: 'the dashboard, signed in', path: '/dashboard', signedIn: true },
    { name: 'the login', path: '/', signedIn: false },
    { name: 'the login with a session, which leads to the dashboard', path: '/', signedIn: true },
    {
      name: 'the dashboard without a session, which leads to the login',
      path: '/dashboard',
      signedIn: false,
    },
  ];
  for (const { name, path, signedIn } of cases) {
    test(`${name}: every script of the first page is asked for at once, none in vain`, async ({
      browser,
    }) => {
      const open = async (hints: boolean) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        if (signedIn) await signIn(page);
        const found = await firstLoad(page, path, { hints });
        await context.close();
        return found;
      };
      // Nothing the first page needs waits for the runtime to ask for it, chunk by chunk: the
      // page shows with every other script held back (firstLoad)...
      const withHints = await open(true);
      expect(withHints.hints.length).toBeGreaterThan(0);
      // ... and the same page without hints has the runtime fetch them itself, every hinted
      // file among them: none is wasted.
      const without = await open(false);
      expect(without.hints).toEqual([]);
      expect(without.runtimeScripts.length).toBeGreaterThan(0);
      const unused = withHints.hints.filter((file) => !without.requested.includes(file));
      expect(unused).toEqual([]);
    });
  }
});

test("the first pages' scripts and the charts', and only those, ask V8 to compile them as they stream", async ({
  page,
  request,
}) => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  const scripts = new Map<string, string>();
  const read: Promise<void>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin === shellUrl() && /^\/static\/js\/.+\.js$/.test(url.pathname))
      read.push(response.text().then((text) => void scripts.set(url.pathname, text)));
  });
  // On a phone the charts are below the fold: their scripts come once they are scrolled to.
  await page.setViewportSize({ width: 412, height: 823 });
  const started = trackRequests(page);
  await signIn(page);
  const { hints } = await firstLoad(page, '/dashboard', { hints: true });
  // The idle work has asked for the shell's other pages and its libraries; they have arrived.
  await idlePrefetchAsked(page);
  await startUpDone(page, started);
  await Promise.all(read);
  const beforeCharts = [...scripts.keys()];
  // Each chart draws as it comes into view (the next one may come in with it: its own canvas is
  // what each step waits for).
  for (const figure of await page.locator('figure').all()) {
    await figure.scrollIntoViewIfNeeded();
    await expect(figure.locator('canvas')).toHaveCount(1);
  }
  await Promise.all(read);
  const charts = [...scripts.keys()].filter((file) => !beforeCharts.includes(file));
  const first = new Set(hints.filter((file) => file.endsWith('.js')));
  first.add(new URL(await shellScript(request)).pathname);
  const later = beforeCharts.filter((file) => !first.has(file));
  // A later script may be another first page's (the login's, say, loaded ahead by idle work):
  // it has the hint too. Those of no first page (the shell's other pages, the libraries fetched
  // while idle) do not. The charts' scripts do (shell/rsbuild.config.ts, `compileWhole`).
  const planned = await plannedScripts(request);
  expect(first.size).toBeGreaterThan(5);
  expect(later.filter((file) => !planned.has(file)).length).toBeGreaterThan(0);
  expect(charts.length).toBeGreaterThan(0);
  for (const file of [...first, ...charts])
    expect(scripts.get(file)?.startsWith(HINT), file).toBe(true);
  for (const file of later)
    expect(scripts.get(file)?.startsWith(HINT), file).toBe(planned.has(file));
});

test.describe("index.html's first paint of the frame, before any script", () => {
  /** The page as its HTML alone draws it: every script of the shell held back. */
  const shellScripts = () => `${shellUrl()}/static/js/**`;
  const holdScripts = (page: Page) => page.route(shellScripts(), (route) => route.abort());
  const box = (page: Page, selector: string) =>
    page.locator(selector).evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });

  test('the login draws its card and title', async ({ page }) => {
    await holdScripts(page);
    await page.goto('/');
    await expect(page.locator('#boot')).toBeVisible();
    await expect(page.locator('#boot')).toContainText('Iniciar sesión');
    await expect(page.locator('#boot-app')).toBeHidden();
  });

  test("with a session, a private page draws the layout and, for the shell's own, its title", async ({
    page,
  }) => {
    await signIn(page);
    await holdScripts(page);
    await page.goto('/dashboard');
    await expect(page.locator('#boot-app')).toBeVisible();
    await expect(page.locator('#boot-app .boot-title')).toHaveText('Control de gestión');
    await expect(page.locator('#boot')).toBeHidden();
    // A remote's page: the frame, with a bar where its title will be.
    await page.goto('/productos/gestionar');
    await expect(page.locator('#boot-app')).toBeVisible();
    await expect(page.locator('#boot-app .boot-title')).toHaveText('');
  });

  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1000, height: 800 },
    { width: 1400, height: 900 },
  ]) {
    test(`at ${viewport.width} px the layout and the title are drawn where the first paint drew them`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page);
      await holdScripts(page);
      await page.goto('/dashboard');
      const painted = {
        menu: await box(page, '#boot-app .boot-sider'),
        bar: await box(page, '#boot-app .boot-bar'),
        title: await box(page, '#boot-app .boot-title'),
      };
      await page.unroute(shellScripts());
      await page.reload();
      await expect(page.locator('#root h1')).toHaveText('Control de gestión');
      // The layout takes the first paint's place as it draws itself, with the page's title.
      await expect(page.locator('#boot-app')).toHaveCount(0);
      expect({
        menu: await box(page, '.ant-layout-sider'),
        bar: await box(page, '.ant-layout-header'),
        title: await box(page, '#root h1'),
      }).toEqual(painted);
      if (viewport.width < 1000) {
        // On a phone the title is the largest text: the page's own h1, drawn the same size in
        // the same place, is not a later, larger paint than the first one.
        const largest = await page.evaluate(
          () =>
            new Promise<string[]>((resolve) =>
              new PerformanceObserver((list) =>
                resolve(list.getEntries().map((entry) => (entry as LargestContentfulPaint).id)),
              ).observe({ type: 'largest-contentful-paint', buffered: true }),
            ),
        );
        expect(largest).not.toContain('page-title');
      }
      await context.close();
    });

    test(`at ${viewport.width} px the login's card and title are drawn where the first paint drew them`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await holdScripts(page);
      await page.goto('/');
      const painted = {
        card: await box(page, '#boot .boot-card'),
        title: await box(page, '#boot .boot-title'),
      };
      await page.unroute(shellScripts());
      await page.reload();
      await expect(page.locator('#root h1')).toHaveText('Iniciar sesión');
      await expect(page.locator('#boot')).toHaveCount(0);
      expect({ card: await box(page, 'main > div'), title: await box(page, '#root h1') }).toEqual(
        painted,
      );
      await context.close();
    });
  }
});
