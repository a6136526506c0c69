// Builds the apps whose sources changed since their last build, so a second `npm start` is fast.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APPS } from './apps.mjs';
import { pnpm, root } from './pnpm.mjs';

const SKIP = new Set(['node_modules', 'dist', 'coverage', 'test-results']);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Newest modification time under `path` (a file or a folder), ignoring build output and tests. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry) || TEST_FILE.test(entry)) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

// What every build reads besides the app's own folder.
const COMMON_INPUTS = [
  'shared-ui/src',
  'shared-ui/package.json',
  'scripts/federation.ts',
  'scripts/compress.ts',
  'scripts/apps.mjs',
  'scripts/index.html',
  'tsconfig.base.json',
  'pnpm-lock.yaml',
];

/** Apps whose dist is missing or older than any of their inputs. */
export function staleApps(apps = APPS) {
  const common = Math.max(...COMMON_INPUTS.map((input) => newest(join(root, input))));
  return apps.filter((app) => {
    const built = join(root, app.dir, 'dist', 'index.html');
    if (!existsSync(built)) return true;
    return Math.max(common, newest(join(root, app.dir))) > statSync(built).mtimeMs;
  });
}

/** Builds the stale apps (all of them with `force`); exits on a failed build. */
export function buildApps({ apps = APPS, force = false } = {}) {
  const targets = force ? apps : staleApps(apps);
  if (!targets.length) {
    console.log('> Builds al día: nada que construir.');
    return;
  }
  console.log(`> Construyendo: ${targets.map((app) => app.dir).join(', ')}`);
  pnpm(['--workspace-concurrency=2', ...targets.flatMap((app) => ['--filter', app.dir]), 'build']);
}
