// Builds the apps whose sources changed since their last build, so a second `npm start` is fast.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve as resolvePath } from 'node:path';
import { APPS, type AppInfo, findApp } from './apps';
import { root } from './workspace';

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

/**
 * Newest modification time under `path` (a file or a folder), ignoring build output and tests. A
 * folder's own time counts below the top (a file deleted from src changes it), not at the top: an
 * app's folder holds its builds, and each build made there (its dist, a variant's) changes it.
 */
export function newest(path: string, top = true): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = top ? 0 : stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry) || TEST_FILE.test(entry)) continue;
    latest = Math.max(latest, newest(join(path, entry), false));
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

/** The other builds of products the e2e run serves (mf-products/src/test/<variant>). */
export const PRODUCTS_VARIANTS = ['variant', 'incompatible', 'faulty', 'outside'] as const;
export type ProductsVariant = (typeof PRODUCTS_VARIANTS)[number];

/** One rsbuild run in an app's folder, and how the log names it. */
interface BuildJob {
  label: string;
  dir: string;
  args: string[];
}

/** Where a products variant's build goes. */
const variantDist = (variant: ProductsVariant) =>
  join(root, 'mf-products', variant === 'variant' ? 'dist-variant' : `dist-${variant}`);

/**
 * A variant's build job when it is missing or older than its inputs. 'variant': its next release
 * (one more page, menu entry and search provider, and a line on each page); 'incompatible': built
 * against antd 7, a major the shell does not have; 'faulty': two pages that fail (the failure
 * tests); 'outside': a route outside its prefix, which the shell refuses.
 */
function staleVariant(variant: ProductsVariant): BuildJob | null {
  const app = findApp('products');
  if (!app) throw new Error('no products remote');
  const built = join(variantDist(variant), 'index.html');
  const inputs = Math.max(
    newestCommon(),
    newest(join(root, app.dir)),
    newest(join(root, app.dir, 'src', 'test', variant)),
  );
  if (existsSync(built) && inputs <= statSync(built).mtimeMs) return null;
  return {
    label: `mf-products (variante '${variant}' para e2e)`,
    dir: app.dir,
    args: ['build', '-c', `src/test/${variant}/rsbuild.config.ts`],
  };
}

/** One `rsbuild` run in an app's folder: its exit code and everything it printed. */
function run({ dir, args }: BuildJob): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const cwd = resolvePath(root, dir);
    const child = spawn(join(cwd, 'node_modules', '.bin', 'rsbuild'), args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code, output: Buffer.concat(chunks).toString() }));
  });
}

/**
 * Runs the build jobs two at a time (a build keeps about one core busy), each with its output
 * held and printed whole when it ends; exits on a failed build.
 */
async function runBuilds(jobs: BuildJob[]): Promise<void> {
  if (!jobs.length) return;
  console.log(`> Construyendo: ${jobs.map((job) => job.label).join(', ')}`);
  const queue = [...jobs];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { code, output } = await run(job);
      process.stdout.write(output);
      if (code !== 0) {
        console.error(`✖ Falló el build de ${job.label}.`);
        process.exit(code ?? 1);
      }
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Builds the stale apps (all of them with `force`), and with `variants` the stale builds of
 * products the e2e run serves, all in one queue; exits on a failed build.
 */
export async function buildApps({
  apps = APPS,
  force = false,
  variants = [],
}: {
  apps?: readonly AppInfo[];
  force?: boolean;
  variants?: readonly ProductsVariant[];
} = {}): Promise<void> {
  const targets = force ? apps : staleApps(apps);
  const jobs = [
    ...targets.map((app) => ({ label: app.dir, dir: app.dir, args: ['build'] })),
    ...variants.map(staleVariant).filter((job): job is BuildJob => job !== null),
  ];
  if (!jobs.length) {
    console.log('> Builds al día: nada que construir.');
    return;
  }
  await runBuilds(jobs);
}

/** Builds the stale products variants; returns their folders, in PRODUCTS_VARIANTS' order. */
export async function buildProductsVariants(): Promise<string[]> {
  await runBuilds(
    PRODUCTS_VARIANTS.map(staleVariant).filter((job): job is BuildJob => job !== null),
  );
  return PRODUCTS_VARIANTS.map(variantDist);
}

/**
 * Builds each app of another checkout of the repository (`tree`: its root, its node_modules in
 * place, as bench:lists-web makes the base ref's), whatever its dist holds.
 */
export async function buildCheckout(tree: string, apps: readonly AppInfo[] = APPS): Promise<void> {
  await runBuilds(
    apps.map((app) => ({
      label: `${app.dir} (${relative(root, tree)})`,
      dir: join(tree, app.dir),
      args: ['build'],
    })),
  );
}
