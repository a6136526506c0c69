// Starts the mock API (temp DB) and the apps as `npm start` does: the shell's build, and each
// remote's build published into a temp release origin; returns the teardown. Every server binds
// a port the system gives it (port 0) and says which: no port is chosen before it is bound.
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPS, appOrigins } from '../scripts/apps';
import { buildApps, buildProductsVariants, PRODUCTS_VARIANTS } from '../scripts/builds';
import { listeningUrl, startMockApi, stopMockApi, waitForHealth } from '../scripts/mock-api';
import { publishBuilds, releaseConfig } from '../scripts/release';
import { allowedUrls } from '../scripts/registry';
import { appHandler, originRegistry, serveApps } from '../scripts/serve';
import { listen, SPARE_SHELLS, spareShells } from './support/deployment';
import { writeLargeCompanyFile } from './support/large-company';

/** Every app on a port of the system's choosing. */
const EPHEMERAL = Object.fromEntries(APPS.map((app) => [app.portEnv, '0']));

const portOf = (server: Server) => (server.address() as { port: number }).port;

export default async function globalSetup(): Promise<() => Promise<void>> {
  // Up to date after `npm test`'s build step (which builds these too): then nothing to do.
  await buildApps();
  const dists = await buildProductsVariants();

  const tmp = mkdtempSync(join(tmpdir(), 'e2e-'));
  const closing: (() => unknown)[] = [() => rmSync(tmp, { recursive: true, force: true })];
  const teardown = async () => {
    for (const close of closing.reverse()) await close();
  };
  try {
    // The remotes come from their releases, as with `npm start`: the run's own origin.
    const origin = join(tmp, 'origin');
    const servers = await serveApps({ env: EPHEMERAL, snapshot: true, origin });
    closing.push(() => servers.close());
    const env = servers.env;

    // Other builds of products, each on a port of its own (as a build, not a release), whose URL
    // the tests read from E2E_PRODUCTS_<NAME>: its next release (one more page, menu entry and
    // search provider), one built against antd 7, one with pages that fail, and one whose routes
    // reach outside its prefix. The tests point remotes.json or an override at them.
    const products = APPS.find((app) => app.id === 'products');
    if (!products) throw new Error('products is not among the apps (scripts/apps.ts)');
    const variants = await Promise.all(
      dists.map((dist) => listen(createServer(appHandler(products, { dist })))),
    );
    for (const server of variants) {
      closing.push(() => {
        server.closeAllConnections();
        server.close();
      });
    }
    for (const [i, variant] of PRODUCTS_VARIANTS.entries()) {
      const port = portOf(variants[i] as Server);
      process.env[`E2E_PRODUCTS_${variant.toUpperCase()}`] = `http://localhost:${port}/`;
    }
    // The URLs the registry may name (the CSP of every page, the shell's check, the release
    // command): the remotes' own, and the builds the tests point remotes.json or an override at.
    env.RELEASE_ALLOWED_URLS = [
      ...allowedUrls(env),
      ...PRODUCTS_VARIANTS.map((variant) => process.env[`E2E_PRODUCTS_${variant.toUpperCase()}`]),
    ].join(',');

    // The shells of the release tests' own deployments (one per worker), which the API must
    // accept too: bound now, each forwarding to its worker's deployment once there is one.
    const spareDir = join(tmp, 'spare-shells');
    mkdirSync(spareDir);
    const spares = await spareShells(spareDir, SPARE_SHELLS);
    closing.push(() => {
      for (const server of spares) {
        server.closeAllConnections();
        server.close();
      }
    });
    const spareOrigins = spares.flatMap((server) => [
      `http://localhost:${portOf(server)}`,
      `http://127.0.0.1:${portOf(server)}`,
    ]);
    process.env.E2E_SPARE_SHELLS = JSON.stringify(spares.map(portOf));
    process.env.E2E_SPARE_DIR = spareDir;

    // The seed and, beside it, a company grown to 10,000 rows per list for the large-list tests
    // (support/large-company.ts): written before the API starts, which reads the file as it is.
    const dbFile = join(tmp, 'db.json');
    await writeLargeCompanyFile(dbFile);
    const log = join(tmp, 'mock-api.log');
    const out = createWriteStream(log);
    const api = startMockApi({
      stdio: 'pipe',
      env: {
        PORT: '0',
        DB_FILE: dbFile,
        // The run's own file, whatever database a developer's shell names.
        DATABASE_URL: '',
        // Passwords hashed at a low scrypt cost (mock-api/src/passwords.ts): every test signs
        // in, and most register a company of their own.
        NODE_ENV: 'test',
        // Tests register a company of their own (support/company.ts), more in a run than the
        // registrations one address may try; the API suite tests the limits themselves.
        RATE_LIMIT: 'off',
        // Two workers sign in as the demo admin hundreds of times a run, each test keeping its
        // own session: the cap of live sessions per user (the API suite tests it) would end a
        // running test's session. Above any run's logins.
        SESSIONS_PER_USER: '100000',
        CORS_ORIGINS: [appOrigins(env), ...spareOrigins].join(','),
      },
    });
    closing.push(() => stopMockApi(api));
    const apiBase = await listeningUrl(api, (chunk) => out.write(chunk)).catch((error: Error) => {
      throw new Error(`${error.message} (log: ${log})`);
    });
    await waitForHealth(apiBase, api);
    // The shell's /remotes.json names it (read at each request).
    env.API_BASE_URL = apiBase;

    const refused: string[] = [];
    await publishBuilds(releaseConfig({ ...env, RELEASE_ORIGIN: origin }), (line) => {
      if (line.startsWith('✖')) refused.push(line);
    });
    if (refused.length)
      throw new Error(`The builds could not be published:\n${refused.join('\n')}`);

    process.env.E2E_BASE_URL = `http://localhost:${env.SHELL_PORT}`;
    process.env.E2E_API_URL = apiBase;
    const { remotes } = originRegistry(origin, env);
    process.env.E2E_REMOTES = JSON.stringify(
      Object.fromEntries(Object.entries(remotes).map(([name, remote]) => [name, remote.entry])),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
