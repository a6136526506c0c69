// `pnpm bench:web` (a measurement, not a test): build sizes per app, first-load JS of / and /dashboard
// in Chromium, and the median time from /dashboard to each remote's first page showing content.
//
// "Showing content" = a new `main h1`, `main h2` or `main [data-page-ready]` element is in the DOM
// after the in-app navigation (the page's heading is up; its data may still be loading).
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { API, APPS, appOrigins } from './apps.mjs';
import { hasMockApi, startMockApi, stopMockApi, waitForHealth } from './mock-api.mjs';
import { ensureInstalled, root } from './pnpm.mjs';
import { freePorts } from './ports.mjs';

const RUNS = 5;
const REMOTE_PAGES = [
  '/wallet',
  '/configuracion',
  '/campaigns/gestionar',
  '/productos/gestionar',
  '/perfiles-roles/gestionar',
  '/base-de-conocimiento',
];
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Same storage as e2e/support/session.ts (shared-ui's SESSION_KEY).
const SESSION_KEY = 'bo.session';

const kb = (bytes) => (bytes / 1024).toFixed(1);

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) => cells.map((c, i) => String(c).padStart(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

function filesUnder(dir) {
  let files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    files = entry.isDirectory() ? files.concat(filesUnder(path)) : files.concat(path);
  }
  return files;
}

/** Raw and gzip bytes of every .js and .css file a build emitted. */
function buildSizes(app) {
  const sizes = { js: [0, 0], css: [0, 0] };
  for (const file of filesUnder(join(root, app.dir, 'dist'))) {
    const kind = extname(file).slice(1);
    if (kind !== 'js' && kind !== 'css') continue;
    const body = readFileSync(file);
    sizes[kind][0] += statSync(file).size;
    sizes[kind][1] += gzipSync(body).length;
  }
  return sizes;
}

/** Playwright's chromium, from the e2e package (the only one that depends on it). */
async function loadChromium() {
  const require = createRequire(join(root, 'e2e', 'package.json'));
  const playwright = await import(pathToFileURL(require.resolve('@playwright/test')).href);
  return playwright.chromium ?? playwright.default.chromium;
}

async function newPage(browser, session) {
  const context = await browser.newContext();
  if (session) {
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [SESSION_KEY, session],
    );
  }
  return { context, page: await context.newPage() };
}

/**
 * Network idle can come before a lazy import starts on a busy machine: wait until a further
 * second brings no new script.
 */
async function settle(page, scripts) {
  let seen = -1;
  while (seen !== scripts.length) {
    seen = scripts.length;
    await page.waitForTimeout(1000);
    await page.waitForLoadState('networkidle');
  }
}

/** gzip bytes of all scripts fetched by a fresh load of `path`, until network idle. */
async function firstLoadJs(browser, base, path, session) {
  const { context, page } = await newPage(browser, session);
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => gzipSync(body).length,
        () => 0,
      ),
    );
  });
  await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
  await settle(page, pending);
  const sizes = await Promise.all(pending);
  await context.close();
  return { count: sizes.length, gzip: sizes.reduce((a, b) => a + b, 0) };
}

/** ms from an in-app navigation away from /dashboard until the target page shows content. */
async function navigationTime(browser, base, path, session) {
  const { context, page } = await newPage(browser, session);
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0]);
  });
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  const measured = page.evaluate(
    (to) =>
      new Promise((resolve, reject) => {
        const selector = 'main h1, main h2, main [data-page-ready]';
        const before = new Set(document.querySelectorAll(selector));
        const start = performance.now();
        const check = () => {
          if (document.body.textContent.includes('Oops, a ocurrido un error inesperado.')) {
            observer.disconnect();
            reject(new Error(`${to}: error page`));
          }
          const fresh = [...document.querySelectorAll(selector)].some((el) => !before.has(el));
          if (fresh) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        };
        const observer = new MutationObserver(check);
        observer.observe(document.body, { childList: true, subtree: true, attributes: true });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${to}: no content after 20 s`));
        }, 20_000);
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    path,
  );
  try {
    return await measured;
  } catch (error) {
    throw new Error(`${error.message}\n  console: ${errors.join('\n  console: ')}`);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

ensureInstalled();
const { buildApps } = await import('./builds.mjs');
buildApps();

console.log('\n## Build output (dist/**/*.js, *.css)\n');
table(
  ['app', 'JS raw KB', 'JS gzip KB', 'CSS raw KB', 'CSS gzip KB'],
  APPS.map((app) => {
    const { js, css } = buildSizes(app);
    return [app.dir, kb(js[0]), kb(js[1]), kb(css[0]), kb(css[1])];
  }),
);

const chromium = await loadChromium();
const env = {};
const ports = await freePorts(APPS.length + 1);
for (const [i, app] of [...APPS, API].entries()) env[app.portEnv] = String(ports[i]);
const apiBase = `http://localhost:${env[API.portEnv]}`;
const tmp = join(tmpdir(), `bench-web-${process.pid}`);
mkdirSync(tmp, { recursive: true });
let api = null;
let servers = null;
let browser = null;
try {
  if (hasMockApi()) {
    api = startMockApi({
      stdio: 'pipe',
      env: { PORT: env[API.portEnv], DB_FILE: join(tmp, 'db.json'), CORS_ORIGINS: appOrigins(env) },
    });
    await waitForHealth(apiBase, api);
  }
  const { serveApps } = await import('./serve.mjs');
  servers = await serveApps({ env: { ...env, API_BASE_URL: apiBase }, snapshot: true });
  const base = `http://localhost:${env.SHELL_PORT}`;
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });

  let session = null;
  if (api) {
    const response = await fetch(`${apiBase}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'admin',
        password: process.env.ADMIN_PASSWORD ?? 'Admin123*',
      }),
    });
    const { token, user, role } = await response.json();
    session = JSON.stringify({ token, user, role });
  } else {
    console.warn('\n! Sin mock-api: las páginas privadas se miden sin sesión.');
  }

  console.log('\n## First load in Chromium (all scripts until network idle)\n');
  const login = await firstLoadJs(browser, base, '/', null);
  const dashboard = await firstLoadJs(browser, base, '/dashboard', session);
  table(
    ['page', 'scripts', 'JS gzip KB'],
    [
      ['/', login.count, kb(login.gzip)],
      ['/dashboard', dashboard.count, kb(dashboard.gzip)],
    ],
  );

  console.log(`\n## /dashboard -> remote page, content shown (median of ${RUNS}, cold cache)\n`);
  const rows = [];
  const results = {};
  for (const path of REMOTE_PAGES) {
    const times = [];
    for (let run = 0; run < RUNS; run += 1)
      times.push(await navigationTime(browser, base, path, session));
    results[path] = times;
    rows.push([
      path,
      median(times).toFixed(0),
      Math.min(...times).toFixed(0),
      Math.max(...times).toFixed(0),
    ]);
  }
  table(['page', 'median ms', 'min ms', 'max ms'], rows);

  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(
    join(root, '.bench', 'web.json'),
    JSON.stringify(
      { date: new Date().toISOString(), login, dashboard, navigation: results },
      null,
      2,
    ),
  );
  console.log('\n(.bench/web.json)');
} finally {
  await browser?.close();
  await servers?.close();
  stopMockApi(api);
  rmSync(tmp, { recursive: true, force: true });
}
