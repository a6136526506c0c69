// Runs pnpm without needing it installed: corepack is broken on these machines, so the first run
// goes through `npx -y pnpm@<pinned>`, and later ones run the copy npx keeps in npm's cache.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PNPM_VERSION = '10.34.9';
export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * pnpm's own script where an earlier `npx -y pnpm@<PNPM_VERSION>` left it (npm's cache keeps
 * what npx installs in _npx/<hash>/node_modules), or undefined before the first. Run directly it
 * starts in 0.4 s of CPU; npx itself takes 2.2 s more to find it there each time.
 */
function cachedPnpm() {
  const npx = join(process.env.npm_config_cache || join(homedir(), '.npm'), '_npx');
  for (const dir of existsSync(npx) ? readdirSync(npx) : []) {
    const pkg = join(npx, dir, 'node_modules', 'pnpm');
    try {
      const { version } = JSON.parse(readFileSync(join(pkg, 'package.json'), 'utf8'));
      const bin = join(pkg, 'bin', 'pnpm.cjs');
      if (version === PNPM_VERSION && existsSync(bin)) return bin;
    } catch {
      // not a pnpm, or one npx is still writing
    }
  }
  return undefined;
}

/** Runs `pnpm <args>` in the workspace root; exits the process on failure unless `allowFail`. */
export function pnpm(args, { allowFail = false, env = process.env } = {}) {
  const cached = cachedPnpm();
  const [command, ...prefix] = cached
    ? [process.execPath, cached]
    : ['npx', '-y', `pnpm@${PNPM_VERSION}`];
  const res = spawnSync(command, [...prefix, ...args], { cwd: root, stdio: 'inherit', env });
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
