// Rsbuild + Module Federation settings shared by the shell and the six remotes: one place, seven users.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { defineConfig } from '@rsbuild/core';
import type { RsbuildConfig, ServerConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { findApp, portOf, remotesDocument } from './apps.mjs';

type Shared = NonNullable<ModuleFederationOptions['shared']>;
type SharedObject = Exclude<Shared, readonly unknown[]>;
type SharedConfig = Exclude<SharedObject[string], string>;
type ServerSetupFn = Extract<NonNullable<ServerConfig['setup']>, (...args: never[]) => unknown>;

/**
 * Libraries every app shares as ONE instance in the page, when the app depends on them.
 * `shared-ui/` (trailing slash) also shares every subpath entry (`shared-ui/schemas`, ...).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  'zustand',
  'shared-ui',
  'axios',
  'formik',
  'yup',
  'dayjs',
  '@ant-design/plots',
] as const;

/** Workspace packages carry `workspace:*` ranges, which are not semver: give a real one. */
const WORKSPACE_RANGE = '^1.0.0';

function dependenciesOf(appDir: string): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  return pkg.dependencies ?? {};
}

/** The `shared` block for one app: the singletons it actually depends on, never eager. */
export function sharedFor(appDir: string): Record<string, SharedConfig> {
  const deps = dependenciesOf(appDir);
  const shared: Record<string, SharedConfig> = {};
  for (const name of SINGLETONS) {
    const range = deps[name];
    if (range === undefined) continue;
    const requiredVersion = range.startsWith('workspace:') ? WORKSPACE_RANGE : range;
    shared[name] = { singleton: true, requiredVersion };
    if (name === 'shared-ui') shared[`${name}/`] = { singleton: true, requiredVersion };
  }
  return shared;
}

const serveRemotesJson: ServerSetupFn = ({ server }) => {
  server.middlewares.use((req, res, next) => {
    if (req.url?.split('?')[0] !== '/remotes.json') return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    res.end(JSON.stringify(remotesDocument(process.env)));
  });
};

interface AppOptions {
  /** The folder of the app (pass `import.meta.dirname`). */
  dir: string;
  /** What a remote exposes; the shell exposes nothing. */
  exposes?: Record<string, string>;
  /** The HTML page title. */
  title: string;
}

/** The whole Rsbuild config of one app, federation included. */
export function defineAppConfig({ dir, exposes, title }: AppOptions): RsbuildConfig {
  const folder = dir.split(/[\\/]/).pop() ?? '';
  const app = findApp(folder);
  if (!app) throw new Error(`Unknown app folder: ${folder}`);
  const isRemote = app.id !== 'shell';

  return defineConfig({
    plugins: [
      pluginReact(),
      pluginModuleFederation({
        name: app.id,
        ...(isRemote ? { filename: 'remoteEntry.js', exposes } : {}),
        // Remote locations come from /remotes.json at run time, never from the build.
        remotes: {},
        shared: sharedFor(dir),
        // A dead remote must not break start-up: never fetch every remote to compare versions.
        shareStrategy: 'loaded-first',
        manifest: true,
        dts: false,
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: { title, template: fileURLToPath(new URL('./index.html', import.meta.url)) },
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
    },
  });
}
