// Rsbuild + Module Federation settings shared by the shell and the six remotes: one place for the shell and every area.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import type { RsbuildConfig, RsbuildPlugin, ServerConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { parse as parseYaml } from 'yaml';
import { pluginAntdCss } from './antd-css';
import { pluginPrecompress } from './compress';
import { type FirstLoadOptions, pluginFirstLoadHints } from './first-load';
import { type AreaDescription, DESCRIPTION_FILE, PER_APP_SHARED_UI } from 'federation-contract';
import { findApp, portOf } from './apps';
import { liveRegistry } from './registry';
import { stampRelease, stampShellRelease } from './release-id';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

type Shared = NonNullable<ModuleFederationOptions['shared']>;
type SharedObject = Exclude<Shared, readonly unknown[]>;
type SharedConfig = Exclude<SharedObject[string], string>;
type ServerSetupFn = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;

/** Libraries every app shares as ONE instance in the page, when the app depends on them. */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'zustand',
  'axios',
  'formik',
  'yup',
  'dayjs',
  '@ant-design/plots',
  '@tanstack/react-query',
] as const;

/**
 * The shared contract: a remote that needs another range of these than the page holds must not
 * run on the shell's copy. The runtime refuses it (strictVersion) rather than warn and go on; the
 * shell refuses it before it starts (its runtime plugin, shell/src/remotes/federation.ts), and so does the release
 * command. shared-ui's entries are strict too (sharedFor).
 */
const STRICT = new Set<string>(['react', 'react-dom', 'react-router-dom', 'antd']);

/**
 * Bytes (minified) below which the shell keeps a piece in each chunk that uses it. Under the antd
 * parts that the private layout and its pages both run (App, Modal, Skeleton: ~80 kB), so that
 * /dashboard does not download and compile them twice.
 */
const SHELL_MIN_CHUNK = 75_000;

/**
 * A package that declares no `sideEffects` though its modules only define things (federation.test.ts
 * reads them all): antd's Input takes FormProvider from its index, which would otherwise keep all
 * of the form (~39 kB of minified JS more on /dashboard).
 */
export const DEFINES_ONLY = '@rc-component/form';

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/**
 * Workspace packages carry `workspace:*` ranges, which are not semver: a remote asks for shared-ui
 * `^<its version>` (docs/federation.md, "shared-ui's version", says when the version changes).
 */
const sharedUiRange = () =>
  `^${readJson<{ version: string }>(join(ROOT, 'shared-ui', 'package.json')).version}`;

/** The `catalog:` of pnpm-workspace.yaml: where every version range lives once. */
function catalogRanges(): Record<string, string> {
  const workspace = parseYaml(readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8')) as {
    catalog?: Record<string, string>;
  };
  return workspace.catalog ?? {};
}

/** `shared-ui/session`, `shared-ui/texts`, ...: the shared-ui entries shared as singletons. */
export function sharedUiEntries(): string[] {
  const pkg = readJson<{ exports: Record<string, string> }>(
    join(ROOT, 'shared-ui', 'package.json'),
  );
  return Object.keys(pkg.exports)
    .filter((entry) => !PER_APP_SHARED_UI.has(entry))
    .map((entry) => `shared-ui/${entry.slice(2)}`);
}

/**
 * The `shared` block for one app: the singletons it actually depends on, never eager.
 * `ranges` replaces the range asked for some of them (test builds only: the e2e run's remote
 * built against another antd).
 */
export function sharedFor(
  appDir: string,
  ranges: Record<string, string> = {},
): Record<string, SharedConfig> {
  const deps =
    readJson<{ dependencies?: Record<string, string> }>(join(appDir, 'package.json'))
      .dependencies ?? {};
  const catalog = catalogRanges();
  const shared: Record<string, SharedConfig> = {};
  for (const name of SINGLETONS) {
    if (deps[name] === undefined) continue;
    const range = ranges[name] ?? (deps[name] === 'catalog:' ? catalog[name] : deps[name]);
    // Left unshared, it would be one more copy in the page, without a sign: stop the build.
    if (!range) throw new Error(`${name}: 'catalog:', but no range in pnpm-workspace.yaml`);
    shared[name] = { singleton: true, requiredVersion: range };
    if (STRICT.has(name)) shared[name].strictVersion = true;
  }
  if (deps['shared-ui'] !== undefined) {
    const range = sharedUiRange();
    for (const entry of sharedUiEntries()) {
      shared[entry] = { singleton: true, strictVersion: true, requiredVersion: range };
    }
  }
  return shared;
}

// The shell's dev server assembles /remotes.json from the remotes' servers (dev or build) at each load.
const serveRemotesJson: ServerSetupFn = ({ server }) => {
  server.middlewares.use((req, res, next) => {
    if (req.url?.split('?')[0] !== '/remotes.json') return next();
    liveRegistry(process.env).then((registry) => {
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end(JSON.stringify(registry));
    }, next);
  });
};

/**
 * Emits the remote's description as `remote.json` beside `mf-manifest.json` (in the build, and
 * from memory in dev): what `/remotes.json` is assembled from, so the shell shows the area's menu
 * entries and searches it before the remote loads.
 */
function pluginAreaDescription(area: AreaDescription): RsbuildPlugin {
  const json = `${JSON.stringify({ ...area, entry: 'mf-manifest.json' }, null, 2)}\n`;
  return {
    name: 'area-description',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        compilation.emitAsset(DESCRIPTION_FILE, new sources.RawSource(json));
      });
    },
  };
}

/**
 * Gives a build its release id once its files are written (before they are precompressed): a
 * remote's in remote.json (`release`) and mf-manifest.json (`buildVersion`), the shell's in its
 * index.html (`<meta name="release">`, for its error reports). scripts/release-id.ts.
 */
function pluginReleaseId(stamp: (dir: string) => string): RsbuildPlugin {
  return {
    name: 'release-id',
    setup(api) {
      api.onAfterBuild({
        order: 'pre',
        handler: ({ environments, stats }) => {
          if (stats?.hasErrors()) return;
          for (const environment of Object.values(environments)) stamp(environment.distPath);
        },
      });
    },
  };
}

interface AppOptions {
  /** The folder of the app (pass `import.meta.dirname`). */
  dir: string;
  /** A remote's description (its `src/area.ts`); the shell has none. */
  area?: AreaDescription;
  /** The module a remote exposes as `./area` (default `./src/routes.tsx`). */
  areaModule?: string;
  /** The HTML page title. */
  title: string;
  /** The shell's first pages, painted and asked for at once by its index.html (first-load.ts). */
  firstLoads?: FirstLoadOptions;
  /** Parts of antd's stylesheet to write beside the whole (see antd-css.ts): part -> components. */
  antdCss?: Record<string, readonly string[]>;
  /** Other ranges than the catalog's for some shared libraries (test builds only). */
  sharedRanges?: Record<string, string>;
}

/** The whole Rsbuild config of one app, federation included. */
export function defineAppConfig({
  dir,
  area,
  areaModule = './src/routes.tsx',
  title,
  firstLoads,
  antdCss,
  sharedRanges,
}: AppOptions): RsbuildConfig {
  const folder = dir.split(/[\\/]/).pop() ?? '';
  const app = findApp(folder);
  if (!app) throw new Error(`Unknown app folder: ${folder}`);
  const isRemote = !app.host;

  return defineConfig({
    plugins: [
      pluginReact(),
      // antd's static CSS (zero-runtime antd); a remote's own page loads all of it first.
      pluginAntdCss(dir, { standalone: isRemote, parts: antdCss }),
      ...(area
        ? [pluginAreaDescription(area), pluginReleaseId(stampRelease)]
        : [pluginReleaseId(stampShellRelease)]),
      pluginModuleFederation({
        name: app.id,
        // A remote exposes one module, its area: description + routes (shared-ui's RemoteArea).
        ...(isRemote ? { filename: 'remoteEntry.js', exposes: { './area': areaModule } } : {}),
        // Remote locations come from /remotes.json at run time, never from the build.
        remotes: {},
        shared: sharedFor(dir, sharedRanges),
        // A dead remote must not break start-up: never fetch every remote to compare versions.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
        // The browser only: leaves the runtime's Node loader out of every app's first script.
        experiments: { optimization: { target: 'web' } },
      }),
      ...(firstLoads ? [pluginFirstLoadHints(firstLoads)] : []),
      pluginPrecompress(),
    ],
    source: {
      entry: { index: './src/index.ts' },
      // The shell imports antd component by component (`{ Button } from 'antd'` becomes
      // `antd/es/button`): its own pages (the dashboard, the layout) never evaluate the whole
      // library. These are the very modules its shared `antd` is made of, so the page still holds
      // one antd; remotes import the shared `antd` as it is.
      ...(isRemote
        ? {}
        : {
            transformImport: [
              {
                libraryName: 'antd',
                libraryDirectory: 'es',
                camelToDashComponentName: true,
                transformToDefaultImport: true,
              },
            ],
          }),
    },
    tools: {
      rspack: (config) => {
        // Module and chunk ids by their order in the build, not by a hash of their identifiers:
        // Module Federation's runtime entry is a data: module whose identifier holds the absolute
        // path of @module-federation/webpack-bundler-runtime, and its consumed shared modules'
        // hold theirs, so hashed ids (rsbuild's compact-hashed, rspack's deterministic) changed
        // with the folder the repository sits in, and so did every chunk and the release id. The
        // order compares paths below the one root: the same in any folder (docs/federation.md).
        config.optimization ??= {};
        config.optimization.moduleIds = 'natural';
        config.optimization.chunkIds = 'natural';
        config.module ??= {};
        config.module.rules ??= [];
        config.module.rules.push({
          test: (path: string) => path.replaceAll('\\', '/').includes(`/${DEFINES_ONLY}/`),
          sideEffects: false,
        });
        // The shell's pages share many small pieces (antd components, shared-ui parts): split out
        // each would be a request of its own, and a phone's browser opens only a few connections
        // to one server at a time. A piece under SHELL_MIN_CHUNK stays in each page's own chunk,
        // repeated: the more of them are split out, the more requests a private page starts with.
        if (!isRemote && config.optimization?.splitChunks) {
          config.optimization.splitChunks.minSize = SHELL_MIN_CHUNK;
        }
      },
    },
    html: {
      title,
      // The shell's release id is written into this tag after the build (pluginReleaseId).
      tags: isRemote ? [] : [{ tag: 'meta', attrs: { name: 'release', content: '' } }],
      // A remote's chunks load with CORS (the shell's runtime loads its entry so too: remotes/
      // releases.ts), so the errors its code throws reach the shell's reporter whole.
      ...(isRemote ? { crossorigin: 'anonymous' as const } : {}),
      template: fileURLToPath(new URL('./index.html', import.meta.url)),
    },
    server: {
      port: portOf(app),
      strictPort: true,
      // The shell's dev/preview server answers /remotes.json from the configured ports (env).
      setup: isRemote ? [] : [serveRemotesJson],
    },
    output: {
      // Remotes load their chunks from wherever their manifest was fetched.
      assetPrefix: isRemote ? 'auto' : '/',
      cleanDistPath: true,
      // The shell's entry's own styles (its first paint's) go in index.html: nothing to wait for.
      ...(firstLoads ? { inlineStyles: { enable: 'auto', test: /[\\/]index\.\w+\.css$/ } } : {}),
    },
  });
}
