// Runs pnpm without needing it installed: corepack is broken on these machines,
// so we go through `npx -y pnpm@<pinned>` and cache nothing ourselves.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.9';
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `pnpm <args>` in the workspace root; exits the process on failure unless `allowFail`. */
export function pnpm(args, { allowFail = false, env = process.env } = {}) {
  const res = spawnSync('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (res.status !== 0 && !allowFail) process.exit(res.status ?? 1);
  return res.status ?? 1;
}

/** Installs the workspace when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  const fresh =
    existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs);
  if (fresh) return;
  console.log('> Instalando dependencias (pnpm install)…');
  pnpm(['install', ...(existsSync(lock) && process.env.CI ? ['--frozen-lockfile'] : [])]);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(pnpm(process.argv.slice(2), { allowFail: true }));
}
