// Starts, on free ports, the mock API (temp DB) and the static server of the builds; returns the teardown.
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, APPS, appOrigins } from '../scripts/apps.mjs';
import { createServer } from 'node:http';
import { buildApps, buildProductsVariant } from '../scripts/builds.mjs';
import { startMockApi, stopMockApi, waitForHealth } from '../scripts/mock-api.mjs';
import { freePorts } from '../scripts/ports.mjs';
import { builtRegistry } from '../scripts/registry.mjs';
import { appHandler, serveApps } from '../scripts/serve.mjs';

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildApps();
  const variantDist = buildProductsVariant();

  // Fresh free ports every run: never the defaults, never a server this run did not start.
  const env: NodeJS.ProcessEnv = {};
  const ports = await freePorts(APPS.length + 2);
  for (const [i, app] of [...APPS, API].entries()) env[app.portEnv] = String(ports[i]);
  const apiBase = `http://localhost:${env[API.portEnv]}`;
  const tmp = mkdtempSync(join(tmpdir(), 'e2e-'));

  const log = join(tmp, 'mock-api.log');
  const out = createWriteStream(log);
  const api: ChildProcess = startMockApi({
    stdio: 'pipe',
    env: { PORT: env[API.portEnv], DB_FILE: join(tmp, 'db.json'), CORS_ORIGINS: appOrigins(env) },
  });
  api.stdout?.pipe(out);
  api.stderr?.pipe(out);
  await waitForHealth(apiBase, api).catch((error: Error) => {
    stopMockApi(api);
    throw new Error(`${error.message} (log: ${log})`);
  });

  const servers = await serveApps({ env: { ...env, API_BASE_URL: apiBase }, snapshot: true }).catch(
    (error: unknown) => {
      stopMockApi(api);
      throw error;
    },
  );

  // The products remote's next release (one more page, menu entry and search provider), on a port
  // of its own: the independence test points remotes.json at it, the shell stays as built.
  const products = APPS.find((app) => app.id === 'products');
  if (!products) throw new Error('products is not in scripts/apps.mjs');
  const variantPort = ports[APPS.length + 1];
  const variant = createServer(appHandler(products, { dist: variantDist }));
  await new Promise<void>((resolve) => variant.listen(variantPort, resolve));
  process.env.E2E_PRODUCTS_VARIANT = `http://localhost:${variantPort}/`;

  process.env.E2E_BASE_URL = `http://localhost:${env[APPS[0]?.portEnv ?? 'SHELL_PORT']}`;
  process.env.E2E_API_URL = apiBase;
  const { remotes } = builtRegistry(env);
  process.env.E2E_REMOTES = JSON.stringify(
    Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.entry])),
  );

  return async () => {
    variant.closeAllConnections();
    variant.close();
    await servers.close();
    stopMockApi(api);
    rmSync(tmp, { recursive: true, force: true });
  };
}
