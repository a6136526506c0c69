// Builds the apps whose sources changed since their last build, so a second `npm start` is fast.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, type AppInfo, findApp } from './apps';
import { pnpm, root } from './workspace';

// `test` folders hold test helpers and fixtures, never part of an app's build.
const SKIP = new Set([
  'node_modules',
  'dist',
  'dist-variant',
  'dist-incompatible',
  'dist-faulty',
  'dist-outside',
  'coverage',
  'test-results',
  'test',
]);
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/** Newest modification time under `path` (a file or a folder), ignoring build output and tests. */
function newest(path: string): number {
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
  'federation-contract/src',
  'federation-contract/package.json',
  'scripts/federation.ts',
  'scripts/compress.ts',
  'scripts/apps.ts',
  'scripts/index.html',
  'tsconfig.base.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
];

const newestCommon = () => Math.max(...COMMON_INPUTS.map((input) => newest(join(root, input))));

/** Apps whose dist is missing or older than any of their inputs. */
export function staleApps(apps: readonly AppInfo[] = APPS): AppInfo[] {
  const common = newestCommon();
  return apps.filter((app) => {
    const built = join(root, app.dir, 'dist', 'index.html');
    if (!existsSync(built)) return true;
    return Math.max(common, newest(join(root, app.dir))) > statSync(built).mtimeMs;
  });
}

/**
 * A build of the products remote for the e2e run, from mf-products/src/test/<variant>, into
 * mf-products/dist-<variant> when stale; returns that folder. 'variant': its next release (one
 * more page, menu entry and search provider, and a line on each page); 'incompatible': built
 * against antd 7, a major the shell does not have; 'faulty': two pages that fail (the failure
 * tests); 'outside': a route outside its prefix, which the shell refuses.
 */
export function buildProductsVariant(
  variant: 'variant' | 'incompatible' | 'faulty' | 'outside' = 'variant',
): string {
  const app = findApp('products');
  if (!app) throw new Error('no products remote');
  const dist = join(root, app.dir, variant === 'variant' ? 'dist-variant' : `dist-${variant}`);
  const built = join(dist, 'index.html');
  const inputs = Math.max(
    newestCommon(),
    newest(join(root, app.dir)),
    newest(join(root, app.dir, 'src', 'test', variant)),
  );
  if (existsSync(built) && inputs <= statSync(built).mtimeMs) return dist;
  console.log(`> Construyendo la variante '${variant}' de mf-products (e2e)`);
  pnpm([
    '--filter',
    app.dir,
    'exec',
    'rsbuild',
    'build',
    '-c',
    `src/test/${variant}/rsbuild.config.ts`,
  ]);
  return dist;
}

/** Builds the stale apps (all of them with `force`); exits on a failed build. */
export function buildApps({
  apps = APPS,
  force = false,
}: {
  apps?: readonly AppInfo[];
  force?: boolean;
} = {}): void {
  const targets = force ? apps : staleApps(apps);
  if (!targets.length) {
    console.log('> Builds al día: nada que construir.');
    return;
  }
  console.log(`> Construyendo: ${targets.map((app) => app.dir).join(', ')}`);
  pnpm(['--workspace-concurrency=2', ...targets.flatMap((app) => ['--filter', app.dir]), 'build']);
}
