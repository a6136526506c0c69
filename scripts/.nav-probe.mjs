// Scratch probe (not committed): click / hover+click timings from /dashboard to each area.
import { createRequire } from 'node:module';
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { API, APPS, appOrigins } from './apps.mjs';
import { startMockApi, stopMockApi, waitForHealth } from './mock-api.mjs';
import { root } from './pnpm.mjs';
import { freePorts } from './ports.mjs';
const require = createRequire(join(root, 'e2e', 'package.json'));
const pw = await import(pathToFileURL(require.resolve('@playwright/test')).href);
const chromium = pw.chromium ?? pw.default.chromium;
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = (
  process.env.TARGETS ?? 'Administración:Saldo,Campañas:Gestionar,Productos:Gestionar,Marketing:'
).split(',');
const RUNS = Number(process.env.RUNS ?? 3);
const env = {};
const ports = await freePorts(APPS.length + 1);
for (const [i, app] of [...APPS, API].entries()) env[app.portEnv] = String(ports[i]);
const apiBase = `http://localhost:${env[API.portEnv]}`;
const tmp = `/tmp/nav/${process.pid}`;
mkdirSync(tmp, { recursive: true });
const api = startMockApi({
  stdio: 'pipe',
  env: {
    PORT: env[API.portEnv],
    DB_FILE: join(tmp, 'db.json'),
    CORS_ORIGINS: appOrigins(env),
    QUIET: '1',
  },
});
await waitForHealth(apiBase, api);
const { serveApps } = await import('./serve.mjs');
const servers = await serveApps({ env: { ...env, API_BASE_URL: apiBase }, snapshot: true });
const base = `http://localhost:${env.SHELL_PORT}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
const r = await fetch(`${apiBase}/auth/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ username: 'admin', password: 'Admin123*' }),
});
const { token, user, role } = await r.json();
const session = JSON.stringify({ token, user, role });
async function once(group, label, hover) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  await context.addInitScript(([k, v]) => localStorage.setItem(k, v), ['bo.session', session]);
  const page = await context.newPage();
  await page.goto(`${base}/dashboard`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  let link;
  if (label) {
    await page.getByRole('menuitem', { name: group }).click();
    link = page.getByRole('menu').getByRole('link', { name: label, exact: true }).first();
  } else link = page.getByRole('link', { name: group, exact: true });
  await link.waitFor();
  await page.waitForTimeout(300);
  await page.evaluate(() => {
    window.__before = new Set(document.querySelectorAll('main h1'));
  });
  if (hover) {
    await link.hover();
    await page.waitForTimeout(150);
  }
  const start = await page.evaluate(() => {
    const s = performance.now();
    window.__t = new Promise((res) => {
      const check = () => {
        if ([...document.querySelectorAll('main h1')].some((e) => !window.__before.has(e))) {
          obs.disconnect();
          res(performance.now() - s);
        }
      };
      const obs = new MutationObserver(check);
      obs.observe(document.body, { childList: true, subtree: true });
    });
    return s;
  });
  await link.click();
  const t = await page.evaluate(() => window.__t);
  await context.close();
  return t;
}
const med = (a) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
try {
  for (const target of TARGETS) {
    const [group, label] = target.split(':');
    const click = [];
    const hover = [];
    for (let i = 0; i < RUNS; i++) {
      click.push(await once(group, label, false));
      hover.push(await once(group, label, true));
    }
    console.log(
      `${target.padEnd(28)} click ${med(click).toFixed(0)} [${click.map((x) => x.toFixed(0)).join(' ')}]  hover ${med(hover).toFixed(0)} [${hover.map((x) => x.toFixed(0)).join(' ')}]`,
    );
  }
} finally {
  await browser.close();
  await servers.close();
  stopMockApi(api);
  rmSync(tmp, { recursive: true, force: true });
}
