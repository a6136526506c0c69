// Rsbuild plugin: antd's static stylesheet, for antd's zero-runtime mode (shared-ui's themes set
// `zeroRuntime`: components do not generate their CSS in the browser), inside `@layer antd` so that
// any of our stylesheets wins over antd's in whatever order they load. `antd-static-css/full.css`
// is antd's own `antd/dist/antd.css`; each part (`antd-static-css/<part>.css`) is the CSS of the
// components one part of the app draws, cut by @ant-design/static-style-extract as antd cuts
// antd.css, so its rules are full.css's: loaded after a part, full.css resolves as it alone would.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

/** antd's stylesheet for the components named (`Button`, `Form`, `message`...), as in antd.css. */
export function extractAntdCss(appDir: string, components: readonly string[]): string {
  const require = createRequire(join(appDir, 'package.json'));
  const antd = require('antd');
  const unknown = components.filter((name) => !(name in antd));
  if (unknown.length) throw new Error(`antd-css: antd has no ${unknown.join(', ')}`);
  const { createElement } = require('react');
  const { extractStyle } = createRequire(import.meta.url)('@ant-design/static-style-extract');
  // As antd's own build writes antd.css (its scripts/build-style.tsx): class names without a hash.
  return extractStyle({
    includes: [...components],
    antdInstance: antd,
    customTheme: (node: unknown) =>
      createElement(antd.ConfigProvider, { theme: { hashed: false } }, node),
  });
}

/**
 * Makes `antd-static-css/full.css` and each part (part -> antd's component names) importable.
 * `standalone` puts full.css before the app's own entry: a remote on its own dev server has no
 * shell to load it (inside the shell, a remote runs from remoteEntry.js and uses the shell's).
 */
export function pluginAntdCss(
  appDir: string,
  { standalone, parts = {} }: { standalone: boolean; parts?: Record<string, readonly string[]> },
): RsbuildPlugin {
  const dir = join(appDir, 'node_modules', '.cache', 'antd-static-css');
  const write = (file: string, css: string) =>
    writeFileSync(join(dir, file), `@layer antd{${css}}\n`);
  return {
    name: 'backoffice:antd-css',
    setup(api) {
      mkdirSync(dir, { recursive: true });
      const antdCss = createRequire(join(appDir, 'package.json')).resolve('antd/dist/antd.css');
      write('full.css', readFileSync(antdCss, 'utf8'));
      for (const [part, names] of Object.entries(parts))
        write(`${part}.css`, extractAntdCss(appDir, names));
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          resolve: { alias: { 'antd-static-css': dir } },
          ...(standalone ? { source: { preEntry: [join(dir, 'full.css')] } } : {}),
        }),
      );
    },
  };
}
