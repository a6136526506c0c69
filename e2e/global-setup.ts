// Starts, on free ports, the mock API (temp DB) and the apps as `npm start` does: the shell's build,
// and each remote's build published into a temp release origin; returns the teardown.
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API, APPS, appOrigins } from '../scripts/apps';
import { buildApps, buildProductsVariant } from '../scripts/builds';
import { startMockApi, stopMockApi, waitForHealth } from '../scripts/mock-api';
import { freePorts } from '../scripts/ports';
import { publishBuilds, releaseConfig } from '../scripts/release';
import { appHandler, originRegistry, serveApps } from '../scripts/serve';
import { SPARE_SHELLS } from './support/deployment';

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildApps();
  // Other builds of products, each served on a port of its own (as a build, not a release), whose
  // URL the tests read from E2E_PRODUCTS_<NAME>: its next release (one more page, menu entry and
  // search provider), one built against antd 7, one with pages that fail, and one whose routes
  // reach outside its prefix. The tests point remotes.json or an override at them.
  const variants = ['variant', 'incompatible', 'faulty', 'outside'] as const;
  const dists = variants.map((variant) => buildProductsVariant(variant));

  // Fresh free ports every run: never the defaults, never a server this run did not start.
  // Beyond the apps': the products builds of the tests' own, and the shells of the release tests'
  // own deployments (one per worker), which the API must accept too.
  const env: NodeJS.ProcessEnv = {};
  const ports = await freePorts(APPS.length + 1 + variants.length + SPARE_SHELLS);
  for (const [i, app] of [...APPS, API].entries()) env[app.portEnv] = String(ports[i]);
  const variantPorts = ports.slice(APPS.length + 1, APPS.length + 1 + variants.length);
  const spareShells = ports.slice(APPS.length + 1 + variants.length);
  const apiBase = `http://localhost:${env[API.portEnv]}`;
  const tmp = mkdtempSync(join(tmpdir(), 'e2e-'));
  const spareOrigins = spareShells.flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);

  const log = join(tmp, 'mock-api.log');
  const out = createWriteStream(log);
  const api: ChildProcess = startMockApi({
    stdio: 'pipe',
    env: {
      PORT: env[API.portEnv],
      DB_FILE: join(tmp, 'db.json'),
      CORS_ORIGINS: [appOrigins(env), ...spareOrigins].join(','),
    },
  });
  api.stdout?.pipe(out);
  api.stderr?.pipe(out);
  await waitForHealth(apiBase, api).catch((error: Error) => {
    stopMockApi(api);
    throw new Error(`${error.message} (log: ${log})`);
  });

  // The remotes come from their releases, as with `npm start`: the run's own origin.
  const origin = join(tmp, 'origin');
  const serveEnv = { ...env, API_BASE_URL: apiBase };
  const servers = await serveApps({ env: serveEnv, snapshot: true, origin }).catch(
    (error: unknown) => {
      stopMockApi(api);
      throw error;
    },
  );
  const refused: string[] = [];
  await publishBuilds(releaseConfig({ ...serveEnv, RELEASE_ORIGIN: origin }), (line) => {
    if (line.startsWith('✖')) refused.push(line);
  });
  if (refused.length) {
    await servers.close();
    stopMockApi(api);
    throw new Error(`The builds could not be published:\n${refused.join('\n')}`);
  }

  const products = APPS.find((app) => app.id === 'products');
  if (!products) throw new Error('products is not among the apps (scripts/apps.ts)');
  const extra = dists.map((dist) => createServer(appHandler(products, { dist })));
  await Promise.all(
    extra.map(
      (server, i) => new Promise<void>((resolve) => server.listen(variantPorts[i], resolve)),
    ),
  );
  for (const [i, variant] of variants.entries()) {
    process.env[`E2E_PRODUCTS_${variant.toUpperCase()}`] = `http://localhost:${variantPorts[i]}/`;
  }
  process.env.E2E_SPARE_SHELLS = JSON.stringify(spareShells);

  process.env.E2E_BASE_URL = `http://localhost:${env[APPS[0]?.portEnv ?? 'SHELL_PORT']}`;
  process.env.E2E_API_URL = apiBase;
  const { remotes } = originRegistry(origin, serveEnv);
  process.env.E2E_REMOTES = JSON.stringify(
    Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.entry])),
  );

  return async () => {
    for (const server of extra) {
      server.closeAllConnections();
      server.close();
    }
    await servers.close();
    stopMockApi(api);
    rmSync(tmp, { recursive: true, force: true });
  };
}
