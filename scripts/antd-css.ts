// Rsbuild plugin: antd's static stylesheet, for antd's zero-runtime mode (shared-ui's themes set
// `zeroRuntime`): components then skip generating and injecting their CSS on every first render
// (about a quarter of the login's start-up work); only the theme's CSS variables are computed.
//
// It writes three files from the app's own `antd/dist/antd.css`, all inside `@layer antd` so that
// any of our stylesheets wins over antd's whatever order the browser loads them in (as antd's
// run-time styles did, which went first in <head>):
//   antd-static-css/public.css  what the public pages use, loaded with them (PublicFrame);
//   antd-static-css/layout.css  what the private layout and the shell's own pages use, loaded with
//                               the layout (a phone draws the dashboard without the other ~70%);
//   antd-static-css/full.css    every component: loaded before a remote's area (loadArea) and on
//                               idle once a private page is up, and first of all by a remote on
//                               its own.
// full.css repeats layout.css's rules in their own order, and comes later: loaded over it, every
// rule resolves exactly as with full.css alone.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export const ANTD_CSS_ALIAS = 'antd-static-css';

/** The antd components of the public pages (shell/src/antd-public.ts), plus their motions. */
const PUBLIC_COMPONENTS = [
  'alert',
  'app',
  'btn',
  'checkbox',
  'col',
  'fade',
  'flex',
  'form',
  'input',
  'motion',
  'row',
  'show-help',
  'space',
  'typography',
  'wave',
  'zoom',
];
/**
 * What the private layout (menu, header, user menu, search, the unsaved-changes dialog, antd's App
 * messages) and the shell's own pages (dashboard, 404, error) draw: the antd components their
 * modules import, those components' own parts (a breadcrumb's dropdown, a collapsed menu's
 * tooltips) and motions. e2e/serving.spec.ts checks that a private page draws nothing else.
 * The dashboard draws its cards and columns itself (no antd Card, Row or Col).
 */
const LAYOUT_COMPONENTS = [
  'alert',
  'app',
  'avatar',
  'breadcrumb',
  'btn',
  'divider',
  'dropdown',
  'empty',
  'fade',
  'flex',
  'input',
  'layout',
  'menu',
  'message',
  'modal',
  'motion',
  'move',
  'popover',
  'result',
  'skeleton',
  'slide',
  'spin',
  'switch',
  'tag',
  'tooltip',
  'typography',
  'wave',
  'zoom',
];
/** `.ant-input`, `.ant-input-affix-wrapper`... but not `.ant-inputx` (there is none today). */
const prefixes = (components: string[]) =>
  new RegExp(`\\.ant-(?:${components.join('|')})(?![a-z0-9])`);
/** Inputs neither the public pages nor the layout draw (the header search is a plain input). */
const NOT_DRAWN_INPUTS = ['input-number', 'input-group', 'input-search'];
/** Parts of those the public pages never draw: those inputs and responsive columns. */
const NOT_PUBLIC = prefixes([
  ...NOT_DRAWN_INPUTS,
  'col-(?:xs|sm|md|lg|xl|xxl|xxxl|push|pull|offset|order)',
]);
const NOT_LAYOUT = prefixes(NOT_DRAWN_INPUTS);
const ANY_COMPONENT = /\.ant-[a-z]/;
/** antd.css's own sample token blocks and SSR cache marker: our themes set the variables. */
const UNUSED = /^\.(?:css-var-|data-ant-cssinjs-cache-path)/;

/** Splits a minified stylesheet (or a block's body) into its top-level rules. */
function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const c = css[i];
    if (c === '{') depth += 1;
    else if (c === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, i + 1).trim());
        start = i + 1;
      }
    } else if (c === ';' && depth === 0) {
      // a statement such as @charset or @layer a, b;
      rules.push(css.slice(start, i + 1).trim());
      start = i + 1;
    }
  }
  return rules.filter(Boolean);
}

/**
 * The rules of the components matched by `wanted` (a rule is kept when any of its selectors is
 * wanted), and every rule of no component; at-rules that group rules are filtered inside.
 */
function componentRules(css: string, wanted: (selector: string) => boolean): string {
  return topLevelRules(css)
    .map((rule) => {
      const open = rule.indexOf('{');
      const prelude = rule.slice(0, open);
      if (prelude.startsWith('@keyframes')) return rule;
      if (/^@(?:media|supports|container|layer)/.test(prelude)) {
        const inner = componentRules(rule.slice(open + 1, -1), wanted);
        return inner ? `${prelude}{${inner}}` : '';
      }
      if (prelude.startsWith('@')) return rule;
      if (UNUSED.test(prelude)) return '';
      if (!ANY_COMPONENT.test(prelude)) return rule;
      return prelude.split(',').some(wanted) ? rule : '';
    })
    .join('');
}

const PUBLIC = prefixes(PUBLIC_COMPONENTS);
const LAYOUT = prefixes(LAYOUT_COMPONENTS);

/** Writes public.css, layout.css and full.css for the app in `appDir`; returns their folder. */
export function writeAntdCss(appDir: string): string {
  const require = createRequire(join(appDir, 'package.json'));
  const source = readFileSync(require.resolve('antd/dist/antd.css'), 'utf8');
  const dir = join(appDir, 'node_modules', '.cache', ANTD_CSS_ALIAS);
  mkdirSync(dir, { recursive: true });
  const header = '/* Generated by scripts/antd-css.ts from antd/dist/antd.css */\n';
  const layered = (css: string) => `${header}@layer antd{${css}}\n`;
  const full = topLevelRules(source)
    .filter((rule) => !UNUSED.test(rule))
    .join('');
  writeFileSync(join(dir, 'full.css'), layered(full));
  writeFileSync(
    join(dir, 'public.css'),
    layered(componentRules(source, (s) => PUBLIC.test(s) && !NOT_PUBLIC.test(s))),
  );
  writeFileSync(
    join(dir, 'layout.css'),
    layered(componentRules(source, (s) => LAYOUT.test(s) && !NOT_LAYOUT.test(s))),
  );
  return dir;
}

/**
 * Makes `antd-static-css/public.css` and `antd-static-css/full.css` importable. `standalone`
 * adds full.css before the app's own entry (a remote on its own dev server has no shell to load
 * it); a remote inside the shell runs from remoteEntry.js and uses the shell's.
 */
export function pluginAntdCss(
  appDir: string,
  { standalone }: { standalone: boolean },
): RsbuildPlugin {
  return {
    name: 'backoffice:antd-css',
    setup(api) {
      const dir = writeAntdCss(appDir);
      api.modifyRsbuildConfig((config, { mergeRsbuildConfig }) =>
        mergeRsbuildConfig(config, {
          resolve: { alias: { [ANTD_CSS_ALIAS]: dir } },
          ...(standalone ? { source: { preEntry: [join(dir, 'full.css')] } } : {}),
        }),
      );
    },
  };
}
