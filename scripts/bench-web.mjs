// `pnpm bench:web`: a measurement, never a test (nothing here asserts a timing or a size).
// In Chromium, against the production builds served compressed on free ports, over HTTP/1.1 and
// over HTTP/2 (TLS, with a certificate made for the run, as production serves), it reports:
//  1. bytes on the wire (Network.loadingFinished's encodedDataLength: compressed body plus
//     headers, as the browser received them), median of 5 cold loads: the login page, /dashboard,
//     and what each area's first visit from /dashboard adds;
//  2. Lighthouse 12 (desktop and mobile presets, simulated throttling), median of 5, of `/` and
//     `/dashboard`, with Lighthouse's index of this machine's CPU (its throttling scales it);
//  3. per area, the median of 5 cold first visits from /dashboard, from the click on its side-menu
//     link to its page's content (a new `main h1`), with a bare click and after 150 ms of hover,
//     beside a click that stays in the shell (Marketing).
// The yardstick, measured in the same run: bench/reference, a React + antd login page in one
// bundle, built here and served the same way.
//
// Options: --only=wire,lighthouse,navigation (default: all three), --runs=N (default 5),
// --protocols=http1,http2 (default both), --baseline=DIR: another checkout whose builds (its
// apps' dist folders, built there) are served and measured beside this one's in the same run, for
// an A/B comparison on a busy machine.
import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { ensureInstalled, pnpm, root } from './pnpm.mjs';

ensureInstalled();
// The scripts are TypeScript, run through tsx (a dev dependency: imported once the install is done).
const { tsImport } = await import('tsx/esm/api');
const load = (file) => tsImport(file, import.meta.url);
const { APPS } = await load('./apps.ts');
const { startMockApi, stopMockApi, waitForHealth } = await load('./mock-api.ts');
const { freePorts } = await load('./ports.ts');
const { builtRegistry } = await load('./registry.ts');

const { values: options } = parseArgs({
  options: {
    only: { type: 'string', default: 'wire,lighthouse,navigation' },
    runs: { type: 'string', default: '5' },
    protocols: { type: 'string', default: 'http1,http2' },
    baseline: { type: 'string' },
  },
});
const PARTS = new Set(options.only.split(','));
const RUNS = Number(options.runs);
const PROTOCOLS = options.protocols.split(',');
for (const protocol of PROTOCOLS) {
  if (protocol !== 'http1' && protocol !== 'http2') throw new Error(`Unknown protocol ${protocol}`);
}
const BASELINE = options.baseline ? resolve(options.baseline) : null;

const CHROMIUM = '/usr/bin/chromium';
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
/** A throwaway TLS certificate for localhost (HTTP/2 in browsers needs TLS), made for this run. */
function certificate(dir) {
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  execFileSync('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost'],
    ...['-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'],
  ]);
  const pem = { key: readFileSync(key), cert: readFileSync(cert) };
  // Chromium trusts it by its public key's hash (as WebPageTest does): no certificate warning.
  const spki = createPublicKey(pem.cert).export({ type: 'spki', format: 'der' });
  return { ...pem, spki: createHash('sha256').update(spki).digest('base64') };
}
// Wide enough for the expanded side menu (it collapses below 1200 px).
const VIEWPORT = { width: 1400, height: 900 };
// Same storage as e2e/support/session.ts (shared-ui's SESSION_KEY).
const SESSION_KEY = 'bo.session';
const HEADING = 'main h1';
const ERROR_TEXT = 'Oops, a ocurrido un error inesperado.';

/** Each area's first page, its side-menu link and the (collapsed) group that holds it. */
const AREAS = [
  { area: 'wallet', path: '/wallet', group: 'Administración' },
  { area: 'settings', path: '/configuracion', group: 'Administración' },
  { area: 'campaigns', path: '/campaigns/gestionar', group: 'Campañas' },
  { area: 'products', path: '/productos/gestionar', group: 'Productos' },
  { area: 'profiles', path: '/perfiles-roles/gestionar', group: 'Perfiles y Roles' },
  { area: 'knowledge', path: '/base-de-conocimiento', group: 'Base de conocimiento' },
];
/** The reference: a side-menu link that stays inside the shell. */
const IN_SHELL = { area: 'shell: Marketing', path: '/sin-informacion/marketing', group: null };

const kB = (bytes) => (bytes / 1000).toFixed(1);
const ms = (value) => (value === undefined ? '-' : value.toFixed(0));

function table(headers, rows) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])));
  console.log(line(headers).join('  '));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row).join('  '));
}

const median = (values) => {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Raw bytes of the .js/.css a build emitted, and of the .br files the server sends for them. */
function buildSizes(dir) {
  const sizes = { js: 0, jsBr: 0, css: 0, cssBr: 0 };
  for (const file of filesUnder(join(root, dir, 'dist'))) {
    const kind = extname(file).slice(1);
    if (kind !== 'js' && kind !== 'css') continue;
    const raw = statSync(file).size;
    let br = raw;
    try {
      br = statSync(`${file}.br`).size;
    } catch {
      // too small to be worth compressing: sent as is
    }
    sizes[kind] += raw;
    sizes[`${kind}Br`] += br;
  }
  return sizes;
}

/** Playwright's chromium, from the e2e package (the only one that depends on it). */
async function loadChromium() {
  const require = createRequire(join(root, 'e2e', 'package.json'));
  const playwright = await import(pathToFileURL(require.resolve('@playwright/test')).href);
  return playwright.chromium ?? playwright.default.chromium;
}

/** A fresh context (its own empty cache: every load is cold), with the session when given. */
async function newPage(browser, session) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    locale: 'es-ES',
    ignoreHTTPSErrors: true,
  });
  if (session) {
    await context.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      [SESSION_KEY, session],
    );
  }
  // Main-thread tasks over 50 ms, as the page sees them (the Long Tasks API).
  await context.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  return { context, page, wire: await recordWire(context, page) };
}

/**
 * Every response of the page as the network delivered it: CDP's encodedDataLength is the bytes
 * received (headers plus the body, compressed when the server compressed it).
 */
async function recordWire(context, page) {
  const cdp = await context.newCDPSession(page);
  const requests = new Map();
  const done = [];
  const wire = { done, inflight: 0, lastActivity: Date.now() };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type }) => {
    if (!requests.has(requestId)) wire.inflight += 1;
    requests.set(requestId, { url: request.url, type });
    wire.lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const request = requests.get(requestId);
    if (!request) return;
    const headers = Object.fromEntries(
      Object.entries(response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    Object.assign(request, {
      type,
      status: response.status,
      encoding: headers['content-encoding'],
      protocol: response.protocol,
    });
  });
  const finish = (requestId, bytes) => {
    const request = requests.get(requestId);
    if (!request) return;
    requests.delete(requestId);
    wire.inflight -= 1;
    wire.lastActivity = Date.now();
    done.push({ ...request, bytes, at: Date.now() });
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    finish(requestId, encodedDataLength),
  );
  cdp.on('Network.loadingFailed', ({ requestId }) => finish(requestId, 0));
  await cdp.send('Network.enable');
  return wire;
}

/**
 * Waits until nothing has been in flight for a second and the page's main thread has gone idle
 * with no new request: lazy imports and idle-time loading start after the load event, and on a
 * busy machine a long script evaluation can leave the network silent for a while.
 */
async function quiet(wire, page, quietMs = 1000) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (wire.inflight > 0 || Date.now() - wire.lastActivity < quietMs) {
      await page.waitForTimeout(100);
      continue;
    }
    const before = wire.lastActivity;
    await page.evaluate(
      () => new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
    await page.waitForTimeout(200);
    if (wire.inflight <= 0 && wire.lastActivity === before) return;
  }
}

/** Sums what was received, by kind; `apiOrigin`'s responses are data, counted apart. */
function sum(entries, apiOrigin) {
  const total = {
    requests: 0,
    js: 0,
    css: 0,
    files: 0,
    api: 0,
    uncompressed: [],
    entries: [],
    protocols: new Set(),
  };
  for (const entry of entries) {
    if (entry.url.startsWith('data:')) continue;
    total.entries.push(`${entry.status} ${entry.type} ${entry.bytes} ${entry.url}`);
    total.requests += 1;
    if (apiOrigin && entry.url.startsWith(apiOrigin)) {
      total.api += entry.bytes;
      continue;
    }
    if (entry.protocol) total.protocols.add(entry.protocol);
    if (entry.type === 'Script') total.js += entry.bytes;
    else if (entry.type === 'Stylesheet') total.css += entry.bytes;
    total.files += entry.bytes;
    if (!entry.encoding && entry.bytes > 2048) total.uncompressed.push(entry.url);
  }
  return total;
}

/** What a cold load of `url` receives until the page is quiet. */
async function coldLoad(browser, url, session, apiOrigin) {
  const { context, page, wire } = await newPage(browser, session);
  try {
    await page.goto(url, { waitUntil: 'load' });
    await quiet(wire, page);
    const tasks = await page.evaluate(() => window.__longTasks);
    return {
      ...sum(wire.done, apiOrigin),
      longest: Math.max(0, ...tasks),
      over200: tasks.filter((ms) => ms > 200).length,
    };
  } finally {
    await context.close();
  }
}

/** The side-menu link to `path`, with its group opened first (opening a group loads nothing). */
async function menuLink(page, { path, group }) {
  const link = page.locator(`.ant-layout-sider a[href="${path}"]`);
  if (group && !(await link.isVisible())) {
    await page.locator('.ant-menu-submenu-title', { hasText: group }).click();
    await link.waitFor({ state: 'visible' });
    // Let the group's opening motion end, so the pointer lands where the link rests.
    await page.waitForTimeout(400);
  }
  return link;
}

/**
 * One cold first visit from /dashboard: ms from the click on the menu link to a new `main h1`,
 * and what the network delivered from the moment the dashboard was quiet to the new page's quiet.
 * `hover`: the pointer rests on the link for 150 ms before the click.
 */
async function firstVisit(browser, base, target, session, apiOrigin, hover) {
  const { context, page, wire } = await newPage(browser, session);
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text().split('\n')[0]);
  });
  try {
    await page.goto(`${base}/dashboard`, { waitUntil: 'load' });
    await page.locator(HEADING).first().waitFor();
    await quiet(wire, page);
    const mark = wire.done.length;
    const link = await menuLink(page, target);
    // The clock starts at the click event (its timestamp), in the page.
    await page.evaluate(
      ([selector, errorText]) => {
        const before = new Set(document.querySelectorAll(selector));
        window.__firstVisit = new Promise((resolve, reject) => {
          let start;
          window.addEventListener(
            'click',
            (event) => {
              start = event.timeStamp;
            },
            { capture: true, once: true },
          );
          const check = () => {
            if (start === undefined) return;
            if (document.body.textContent.includes(errorText)) {
              observer.disconnect();
              reject(new Error('error page'));
            }
            if ([...document.querySelectorAll(selector)].some((el) => !before.has(el))) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          };
          const observer = new MutationObserver(check);
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
          setTimeout(() => reject(new Error('no content after 20 s')), 20_000);
        });
      },
      [HEADING, ERROR_TEXT],
    );
    if (hover) {
      await link.hover();
      await page.waitForTimeout(150);
    }
    await link.click();
    const elapsed = await page.evaluate(() => window.__firstVisit);
    await quiet(wire, page);
    return { ms: elapsed, wire: sum(wire.done.slice(mark), apiOrigin) };
  } catch (error) {
    throw new Error(`${target.path}: ${error.message}\n  console: ${errors.join('\n  console: ')}`);
  } finally {
    await context.close();
  }
}

/**
 * RUNS samples of each item, taken run by run across the items (A, B, C, A, B, C...) rather than
 * item by item: on a shared machine the load changes over minutes, and every item then sees it.
 */
async function interleaved(items, sample) {
  const samples = items.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [i, item] of items.entries()) samples[i].push(await sample(item));
  }
  return samples;
}

/**
 * A sample that failed for the browser's sake (a closed target on a starved machine) is taken
 * again, once; the failure is printed so it is never hidden.
 */
async function retried(sample) {
  try {
    return await sample();
  } catch (error) {
    console.log(`  (sample failed, taken again: ${error.message.split('\n')[0]})`);
    return sample();
  }
}

/**
 * One Lighthouse run in a Chromium of its own (fresh profile: cold cache), with the session in
 * localStorage when given. Storage reset is off in every run so all runs load the same way.
 */
async function lighthouseRun(chromium, url, preset, session) {
  const { launch } = await import('chrome-launcher');
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_ARGS });
  try {
    if (session) {
      // A 404 of the same origin (no app code loads, nothing is cached) to write localStorage.
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await cdp.contexts()[0].newPage();
      await page.goto(new URL('/bench-seed.txt', url).href);
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [SESSION_KEY, session],
      );
      await page.close();
      await cdp.close();
    }
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        disableStorageReset: true,
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    const failing = (category) =>
      categories[category].auditRefs
        .filter(({ id, weight }) => weight > 0 && audits[id].score !== null && audits[id].score < 1)
        .map(({ id }) => id);
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      tbt: audits['total-blocking-time'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      // Lighthouse's own reading of this machine's CPU: its CPU throttling multiplies what this
      // machine takes, so a slow host simulates a slower phone (docs/throttling.md upstream).
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
      warnings: result.lhr.runWarnings,
      failing: [...failing('accessibility'), ...failing('best-practices')],
    };
  } finally {
    await chrome.kill();
  }
}

/** serve.ts's handler of one app's dist. */
let appHandler;

function listen(server, port) {
  return new Promise((resolve) => server.listen(port, () => resolve(server)));
}

/**
 * Serves one checkout's builds (a copy of each dist, so a rebuild cannot pull files from under the
 * run) on the given ports, over HTTP/1.1 or HTTP/2 with TLS: what /remotes.json says follows.
 */
async function serveBuilds({ dir, copies, ports, protocol, tls, apiBase }) {
  const env = { API_BASE_URL: apiBase };
  for (const [i, app] of APPS.entries()) env[app.portEnv] = String(ports[i]);
  const distOf = (app) => join(copies, app.dir);
  for (const app of APPS) cpSync(join(dir, app.dir, 'dist'), distOf(app), { recursive: true });
  const scheme = protocol === 'http2' ? 'https' : 'http';
  let registry;
  const readRegistry = () => {
    registry ??= builtRegistry(env, distOf);
    for (const remote of Object.values(registry.remotes)) {
      remote.entry = remote.entry.replace(/^http:/, `${scheme}:`);
    }
    return registry;
  };
  const servers = [];
  for (const [i, app] of APPS.entries()) {
    const handler = appHandler(app, { env, dist: distOf(app), registry: readRegistry });
    const server =
      protocol === 'http2'
        ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler)
        : createServer(handler);
    servers.push(await listen(server, ports[i]));
  }
  return { base: `${scheme}://localhost:${ports[0]}`, servers };
}

/** The browser origins of every port, both schemes, for the API's CORS_ORIGINS. */
const originsOf = (ports) =>
  ports.flatMap((port) =>
    ['http', 'https'].flatMap((scheme) => [
      `${scheme}://localhost:${port}`,
      `${scheme}://127.0.0.1:${port}`,
    ]),
  );

const { buildApps } = await load('./builds.ts');
await buildApps();
console.log('> Construyendo la referencia (bench/reference)');
pnpm(['--filter', 'bench-reference', 'build']);
if (BASELINE) {
  const missing = APPS.filter((app) => !existsSync(join(BASELINE, app.dir, 'dist', 'index.html')));
  if (missing.length) {
    throw new Error(`--baseline: no build of ${missing.map((app) => app.dir).join(', ')}`);
  }
}

console.log('\n## Build output (dist/**/*.js, *.css; br = the .br file the server sends)\n');
table(
  ['app', 'JS raw kB', 'JS br kB', 'CSS raw kB', 'CSS br kB'],
  [...APPS.map((app) => app.dir), 'bench/reference'].map((dir) => {
    const sizes = buildSizes(dir);
    return [dir, kB(sizes.js), kB(sizes.jsBr), kB(sizes.css), kB(sizes.cssBr)];
  }),
);

const chromium = await loadChromium();
const tmp = join(tmpdir(), `bench-web-${process.pid}`);
mkdirSync(tmp, { recursive: true });
const tls = certificate(tmp);
CHROMIUM_ARGS.push(`--ignore-certificate-errors-spki-list=${tls.spki}`);
/** What is measured: this checkout's builds (and the baseline's), over each protocol. */
const checkouts = [
  { label: 'this', dir: root },
  ...(BASELINE ? [{ label: 'baseline', dir: BASELINE }] : []),
];
const targets = checkouts.flatMap((checkout) =>
  PROTOCOLS.map((protocol) => ({
    ...checkout,
    protocol,
    name: `${BASELINE ? `${checkout.label} ` : ''}${protocol}`,
  })),
);
const ports = await freePorts(targets.length * APPS.length + PROTOCOLS.length + 1);
const apiPort = ports.pop();
const apiBase = `http://localhost:${apiPort}`;
let api = null;
const servers = [];
let browser = null;
const report = { date: new Date().toISOString(), protocols: PROTOCOLS, baseline: BASELINE };
try {
  api = startMockApi({
    stdio: 'pipe',
    env: {
      PORT: String(apiPort),
      DB_FILE: join(tmp, 'db.json'),
      CORS_ORIGINS: originsOf(ports).join(','),
    },
  });
  await waitForHealth(apiBase, api);
  ({ appHandler } = await load('./serve.ts'));
  for (const [i, target] of targets.entries()) {
    const served = await serveBuilds({
      ...target,
      copies: join(tmp, target.name.replace(/\W+/g, '-')),
      ports: ports.slice(i * APPS.length, (i + 1) * APPS.length),
      tls,
      apiBase,
    });
    target.base = served.base;
    servers.push(...served.servers);
  }
  // The reference is served like a remote's dist: precompressed files, same cache headers.
  const references = {};
  for (const [i, protocol] of PROTOCOLS.entries()) {
    const handler = appHandler(
      { id: 'reference', dir: 'bench/reference' },
      { dist: join(root, 'bench', 'reference', 'dist') },
    );
    const port = ports[targets.length * APPS.length + i];
    const server =
      protocol === 'http2'
        ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, handler)
        : createServer(handler);
    servers.push(await listen(server, port));
    references[protocol] = `${protocol === 'http2' ? 'https' : 'http'}://localhost:${port}/`;
  }
  browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });

  const response = await fetch(`${apiBase}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: 'admin',
      password: process.env.ADMIN_PASSWORD ?? 'Admin123*',
    }),
  });
  const { token, user, role } = await response.json();
  const session = JSON.stringify({ token, user, role });
  /** Each page to load cold: the login and the dashboard of each target, and the reference. */
  const pages = [
    ...targets.flatMap(({ name, base }) => [
      [`${name} /`, `${base}/`, null],
      [`${name} /dashboard`, `${base}/dashboard`, session],
    ]),
    ...PROTOCOLS.map((protocol) => [`${protocol} reference /`, references[protocol], null]),
  ];

  if (PARTS.has('wire')) {
    console.log(
      `\n## Bytes on the wire, cold load until quiet (median of ${RUNS}; kB = 1000 bytes)\n`,
    );
    const rows = [];
    report.wire = {};
    const samples = await interleaved(pages, ([, url, withSession]) =>
      coldLoad(browser, url, withSession, apiBase),
    );
    for (const [i, [label]] of pages.entries()) {
      const runs = samples[i];
      report.wire[label] = runs.map(({ protocols, ...rest }) => rest);
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push([
        label,
        [...runs[0].protocols].join(' '),
        pick('requests'),
        kB(pick('js')),
        kB(pick('css')),
        kB(pick('files')),
        kB(pick('api')),
        ms(pick('longest')),
        pick('over200'),
      ]);
      const raw = runs[0].uncompressed;
      if (raw.length) console.warn(`! ${label}: sent uncompressed: ${raw.join(', ')}`);
    }
    table(
      [
        'page',
        'protocol',
        'requests',
        'JS kB',
        'CSS kB',
        'all files kB',
        'API kB',
        'longest task ms',
        'tasks > 200 ms',
      ],
      rows,
    );
  }

  if (PARTS.has('navigation')) {
    console.log(
      `\nLoad average at the start: ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')} (${cpus().length} cores)`,
    );
    console.log(
      `\n## /dashboard -> each area's first page, cold (median of ${RUNS}): click to new \`${HEADING}\`, and what it adds on the wire\n`,
    );
    const rows = [];
    report.navigation = {};
    const visits = targets.flatMap(({ name, base }) =>
      [...AREAS, IN_SHELL].map((target) => ({ name, base, target })),
    );
    const samples = await interleaved(visits, async ({ base, target }) => ({
      click: await retried(() => firstVisit(browser, base, target, session, apiBase, false)),
      hover: await retried(() => firstVisit(browser, base, target, session, apiBase, true)),
    }));
    for (const [i, { name, target }] of visits.entries()) {
      const click = samples[i].map((sample) => sample.click);
      const hover = samples[i].map((sample) => sample.hover);
      report.navigation[`${name} ${target.path}`] = {
        click: click.map(({ ms, wire }) => ({ ms, wire: { ...wire, protocols: undefined } })),
        hover: hover.map(({ ms, wire }) => ({ ms, wire: { ...wire, protocols: undefined } })),
      };
      const times = (runs) => runs.map((r) => r.ms);
      const added = [...click, ...hover].map((r) => r.wire);
      rows.push([
        `${name} ${target.area} ${target.path}`,
        ms(median(times(click))),
        `${ms(Math.min(...times(click)))}-${ms(Math.max(...times(click)))}`,
        ms(median(times(hover))),
        `${ms(Math.min(...times(hover)))}-${ms(Math.max(...times(hover)))}`,
        kB(median(added.map((w) => w.js))),
        kB(median(added.map((w) => w.files))),
      ]);
    }
    table(
      [
        'area (first page)',
        'click ms',
        'range',
        'hover 150 + click ms',
        'range',
        'adds JS kB',
        'adds files kB',
      ],
      rows,
    );
  }

  if (PARTS.has('lighthouse')) {
    console.log(
      `\n## Lighthouse 12 (simulated throttling), median of ${RUNS}, fresh Chromium each run\n`,
    );
    const rows = [];
    const findings = new Set();
    const warnings = new Set();
    report.lighthouse = {};
    const audits = ['desktop', 'mobile'].flatMap((preset) => pages.map((page) => [preset, page]));
    const samples = await interleaved(audits, ([preset, [, url, withSession]]) =>
      lighthouseRun(chromium, url, preset, withSession),
    );
    for (const [i, [preset, [label]]] of audits.entries()) {
      const runs = samples[i];
      report.lighthouse[`${preset} ${label}`] = runs;
      for (const run of runs) for (const id of run.failing) findings.add(`${label}: ${id}`);
      for (const run of runs) for (const text of run.warnings) warnings.add(text.split('. ')[0]);
      const pick = (key) => median(runs.map((r) => r[key]));
      rows.push([
        `${label} ${preset}`,
        ms(pick('performance')),
        ms(pick('accessibility')),
        ms(pick('bestPractices')),
        ms(pick('fcp')),
        ms(pick('lcp')),
        ms(pick('tbt')),
        ms(pick('benchmarkIndex')),
        runs.map((r) => ms(r.performance)).join(' '),
      ]);
    }
    table(
      [
        'page',
        'performance',
        'accessibility',
        'best practices',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'host CPU index',
        'each run',
      ],
      rows,
    );
    if (findings.size) console.log(`\nFailing audits: ${[...findings].join(', ')}`);
    // Lighthouse expects an index of about 1,000 or more (a slower host gets its warning here).
    if (warnings.size) console.log(`\nLighthouse warned: ${[...warnings].join('; ')}`);
  }

  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench', 'web.json'), JSON.stringify(report, null, 2));
  console.log('\n(.bench/web.json)');
} finally {
  await browser?.close();
  for (const server of servers) {
    server.closeAllConnections?.();
    server.close();
  }
  stopMockApi(api);
  rmSync(tmp, { recursive: true, force: true });
}
