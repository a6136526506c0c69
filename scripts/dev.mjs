// `pnpm dev`: every dev server with HMR. `pnpm dev:remote <name>`: that remote + the shell in dev,
// the other remotes served from their builds (built when missing or stale).
import { readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { ensureInstalled, root } from './pnpm.mjs';

ensureInstalled();

// The scripts are TypeScript, run through tsx (a dev dependency: imported once the install is done).
const { tsImport } = await import('tsx/esm/api');
const load = (file) => tsImport(file, import.meta.url);
const { API, APPS, appOrigins, findApp, portOf, REMOTES } = await load('./apps.ts');
const { assertPortsFree } = await load('./ports.ts');

const name = process.argv[2];
const focus = name ? findApp(name) : undefined;
if (name && (!focus || focus.host)) {
  console.error(
    `Remote desconocido: ${name}. Opciones: ${REMOTES.map((app) => app.id).join(', ')}`,
  );
  process.exit(1);
}

const devApps = focus ? [APPS[0], focus] : APPS;
const builtApps = focus ? REMOTES.filter((app) => app !== focus) : [];

try {
  await assertPortsFree([
    ...APPS.map((app) => ({ port: portOf(app), label: `${app.dir}, ${app.portEnv}` })),
    { port: portOf(API), label: `mock-api, ${API.portEnv}` },
  ]);
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exit(1);
}

let servers = null;
if (builtApps.length) {
  const { buildApps } = await load('./builds.ts');
  await buildApps({ apps: builtApps });
  const { serveApps } = await load('./serve.ts');
  servers = await serveApps({ apps: builtApps });
  for (const app of builtApps)
    console.log(`  ${app.dir.padEnd(14)} build  http://localhost:${portOf(app)}`);
}

const { concurrently } = await import('concurrently');
const commands = devApps.map((app) => ({
  name: app.id,
  cwd: join(root, app.dir),
  command: 'node node_modules/@rsbuild/core/bin/rsbuild.js dev',
}));
// mock-api's own dev script, without the pnpm wrapper (quiet on Ctrl-C).
const apiDir = join(root, 'mock-api');
const { scripts } = JSON.parse(readFileSync(join(apiDir, 'package.json'), 'utf8'));
commands.push({
  name: 'api',
  cwd: apiDir,
  command: scripts.dev,
  env: {
    PATH: `${join(apiDir, 'node_modules', '.bin')}${delimiter}${process.env.PATH ?? ''}`,
    PORT: String(portOf(API)),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? appOrigins(),
  },
});

console.log(
  `\n  Shell (dev): http://localhost:${portOf(APPS[0])}  ·  Usuario demo: admin / Admin123*\n`,
);
const { result } = concurrently(commands, { prefix: 'name', killOthersOn: ['failure'] });
const close = () => servers?.close();
result.then(
  async () => {
    await close();
    process.exit(0);
  },
  async () => {
    await close();
    process.exit(1);
  },
);
