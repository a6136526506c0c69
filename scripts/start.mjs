// `npm start`: install what is missing, build what changed, release each new remote build into the
// local origin (deploy/), serve the shell, the origin's releases and the API until Ctrl-C.
import { ensureInstalled } from './pnpm.mjs';

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

ensureInstalled();

// The scripts are TypeScript, run through tsx (a dev dependency: imported once the install is done).
const { tsImport } = await import('tsx/esm/api');
const load = (file) => tsImport(file, import.meta.url);
const { API, APPS, appOrigins, listenHost, portOf } = await load('./apps.ts');
const { startMockApi, stopMockApi, waitForHealth } = await load('./mock-api.ts');
const { assertPortsFree } = await load('./ports.ts');

const shellPort = portOf(APPS[0]);
const apiPort = portOf(API);

try {
  await assertPortsFree([
    ...APPS.map((app) => ({ port: portOf(app), label: `${app.dir}, ${app.portEnv}` })),
    { port: apiPort, label: `mock-api, ${API.portEnv}` },
  ]);
} catch (error) {
  fail(error.message);
}

const { buildApps } = await load('./builds.ts');
await buildApps();

const { serveApps } = await load('./serve.ts');
const releases = await load('./release.ts');
// The remotes are served from their releases, as a CDN would (docs/federation.md, "Releases"):
// `npm run release -- <remote>` against this running server is picked up at once.
const config = releases.releaseConfig();
let servers;
try {
  servers = await serveApps({ origin: config.origin });
  // A build the origin does not hold yet (every remote, the first time) becomes its release.
  await releases.publishBuilds(config);
} catch (error) {
  await servers?.close();
  fail(error.message);
}

let api = null;
let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n> Deteniendo…');
  stopMockApi(api);
  await servers?.close();
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

api = startMockApi({
  env: {
    PORT: String(apiPort),
    // Like the apps: this machine only, unless HOST says otherwise.
    HOST: listenHost(),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? appOrigins(),
  },
});
api.on('exit', (code) => {
  if (stopping) return;
  console.error(`\n✖ La API mock terminó (código ${code}).`);
  void stop(1);
});
try {
  await waitForHealth(`http://localhost:${apiPort}`, api);
} catch (error) {
  console.error(`\n✖ ${error.message}`);
  await stop(1);
}

console.log(`\n  Backoffice listo:   http://localhost:${shellPort}`);
console.log(`  Usuario demo: admin / ${process.env.ADMIN_PASSWORD ?? 'Admin123*'}`);
for (const app of APPS.slice(1))
  console.log(`  ${app.dir.padEnd(14)} http://localhost:${portOf(app)}/<versión>/`);
console.log(`  ${'origen'.padEnd(14)} ${config.origin} (npm run releases)`);
console.log(`  ${'mock-api'.padEnd(14)} http://localhost:${apiPort}`);
console.log('\n  Ctrl-C para detener.');
