// `npm start`: install what is missing, build what changed, serve the shell, the remotes and the API until Ctrl-C.
import { API, APPS, appOrigins, portOf } from './apps.mjs';
import { startMockApi, stopMockApi, waitForHealth } from './mock-api.mjs';
import { ensureInstalled } from './pnpm.mjs';
import { assertPortsFree } from './ports.mjs';

const shellPort = portOf(APPS[0]);
const apiPort = portOf(API);

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

ensureInstalled();

try {
  await assertPortsFree([
    ...APPS.map((app) => ({ port: portOf(app), label: `${app.dir}, ${app.portEnv}` })),
    { port: apiPort, label: `mock-api, ${API.portEnv}` },
  ]);
} catch (error) {
  fail(error.message);
}

const { buildApps } = await import('./builds.mjs');
buildApps();

// sirv is a dev dependency: import the server only once the install is done.
const { serveApps } = await import('./serve.mjs');
let servers;
try {
  servers = await serveApps();
} catch (error) {
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
  env: { PORT: String(apiPort), CORS_ORIGINS: process.env.CORS_ORIGINS ?? appOrigins() },
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
  console.log(`  ${app.dir.padEnd(14)} http://localhost:${portOf(app)}`);
console.log(`  ${'mock-api'.padEnd(14)} http://localhost:${apiPort}`);
console.log('\n  Ctrl-C para detener.');
