// `npm test`: install, type check, lint, unit tests, build, then Playwright across the shell and every remote.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureInstalled, pnpm } from './pnpm.mjs';

const CHROMIUM = '/usr/bin/chromium';
const STEPS = 7;
let step = 0;

function section(title) {
  step += 1;
  console.log(`\n━━━ ${step}/${STEPS} ${title} ━━━\n`);
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `✖ Falta Chromium (${CHROMIUM}). Instálalo con:\n    sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  console.log('> Instalando Chromium con apt-get…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', 'chromium']]) {
    const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (res.status !== 0) {
      console.error(`✖ apt-get ${args.join(' ')} falló.`);
      process.exit(res.status ?? 1);
    }
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`✖ apt-get terminó pero ${CHROMIUM} sigue sin existir.`);
    process.exit(1);
  }
}

section('Dependencias');
ensureInstalled();

section('Tipos (tsc en cada paquete)');
pnpm(['-r', '--workspace-concurrency=2', 'typecheck']);

section('Lint (biome)');
pnpm(['run', 'lint']);

section('Tests unitarios y de integración (vitest)');
pnpm(['-r', '--workspace-concurrency=1', '--filter', '!e2e', 'test']);

section('Build de la shell y los remotes');
const { tsImport } = await import('tsx/esm/api');
const { buildApps } = await tsImport('./builds.ts', import.meta.url);
buildApps();

section('Chromium');
ensureChromium();
console.log(`> ${CHROMIUM}`);

section('End-to-end (Playwright)');
pnpm(['--filter', 'e2e', 'test'], { env: { ...process.env, CI: process.env.CI ?? 'true' } });

console.log('\n✔ Todo en verde.');
