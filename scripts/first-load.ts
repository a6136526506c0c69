// Rsbuild plugin (the shell only): the first page's scripts and styles, asked for from index.html.
//
// A cold load of the shell is a chain. index.html asks for the entry (the federation runtime);
// once the entry has run, it asks for the bootstrap and the shared libraries; once those have
// run, the router asks for the route's chunks. Each link waits for the one before it to arrive
// and run: on a phone, round trips and idle bandwidth of a second or more. The build knows the
// whole chain, so a small script in index.html asks for all of it at once, for the page being
// opened: a public page, or the private layout and its page, as the session in storage decides.
// The scripts go in as async scripts: each registers its modules as it arrives (webpack's chunk
// array, which the runtime reads when it starts) and runs none of them, so nothing runs twice or
// out of order; the styles are preloaded, and put in by the runtime when the page needs them.
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

type Compilation = Rspack.Compilation;
type ChunkGroup = Compilation['chunkGroups'][number];
type Module = Parameters<Compilation['chunkGraph']['getModuleChunks']>[0];

/** The router's lazy imports of one kind of page, each as its `import()` request is written. */
export interface PageImports {
  /** The frame every page of this kind renders in. */
  frame: string;
  /** Where a page of the other kind leads (the login, the dashboard). */
  home: string;
  /** Each path's page. */
  pages: Record<string, string>;
}

export interface FirstLoadOptions {
  /** The entry module, relative to the app (`src/index.ts`): its `import()`s start every page. */
  entry: string;
  /** The module with the lazy routes, relative to the app (`src/router.tsx`). */
  router: string;
  /** The storage key of the session (in localStorage or sessionStorage). */
  sessionKey: string;
  /** Pages without a session, which a session leads to `private.home`. */
  public: PageImports;
  /** Pages with a session, which no session leads to `public.home`. */
  private: PageImports;
}

/** The files to ask for, each list without what an earlier one (start, then frame) has. */
export interface FirstLoadPlan {
  start: string[];
  public: { frame: string[]; home: string; pages: Record<string, string[]> };
  private: { frame: string[]; home: string; pages: Record<string, string[]> };
}

/** The id of the script in index.html (the e2e tests load a page without it, to compare). */
export const FIRST_LOAD_SCRIPT_ID = 'first-load';

const SHARE_KEY = /^(?:provide|consume) shared module \([^)]*\) ((?:@[^@/\s]+\/)?[^@\s]+)@/;

/** The share key of a provide or consume module (`react`, `shared-ui/session`), if it is one. */
export function shareKeyOf(identifier: string): string | undefined {
  return SHARE_KEY.exec(identifier)?.[1];
}

/** Reads the compilation's chunk graph: which files an async import needs, shared ones included. */
function chunkFiles(compilation: Compilation) {
  const { chunkGraph } = compilation;
  // The app's own copy of each shared library: what the runtime loads when this app is the host.
  const provided = new Map<string, ChunkGroup[]>();
  for (const group of compilation.chunkGroups) {
    for (const { module } of group.origins) {
      const key = module && /^provide/.test(module.identifier()) && shareKeyOf(module.identifier());
      if (key) provided.set(key, [...(provided.get(key) ?? []), group]);
    }
  }
  const isLoadable = (file: string) => /\.(js|css)$/.test(file) && !file.endsWith('.hot-update.js');

  function filesOf(group: ChunkGroup, seen = new Set<ChunkGroup>()): string[] {
    if (seen.has(group)) return [];
    seen.add(group);
    const files = group.getFiles().filter(isLoadable);
    for (const chunk of group.chunks) {
      for (const module of chunkGraph.getChunkModules(chunk) as Module[]) {
        const key = /^consume/.test(module.identifier()) && shareKeyOf(module.identifier());
        for (const shared of (key && provided.get(key)) || []) files.push(...filesOf(shared, seen));
      }
    }
    return files;
  }
  return filesOf;
}

/** The plan for one build: start (the entry's own async imports), then frames, then pages. */
export function firstLoadPlan(compilation: Compilation, options: FirstLoadOptions): FirstLoadPlan {
  const filesOf = chunkFiles(compilation);
  const entry = compilation.entrypoints.get('index');
  if (!entry) throw new Error('first-load hints: no `index` entry');
  /** The chunk groups of a module's `import()`s (of one request, or all of them). */
  const importsOf = (file: string, request?: string) => {
    const groups = compilation.chunkGroups.filter((group) =>
      group.origins.some(
        ({ module, request: asked }) =>
          (module?.nameForCondition() ?? '').replaceAll('\\', '/').endsWith(`/${file}`) &&
          (request === undefined || asked === request),
      ),
    );
    if (groups.length === 0) {
      throw new Error(`first-load hints: no import(${request ?? ''}) in ${file}`);
    }
    return groups;
  };
  /** The files not in `known` yet (which they join), largest first. */
  const newFiles = (files: string[], known: Set<string>) => {
    const out: string[] = [];
    for (const file of files) {
      if (known.has(file)) continue;
      known.add(file);
      out.push(file);
    }
    // Largest first: a phone's browser opens six connections to the server at a time, and the
    // page waits for the last file of the set, so the long downloads should start first.
    const size = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
    return out.sort((a, b) => size(b) - size(a));
  };

  // The entry's own file is in the page already.
  const known = new Set(entry.getFiles());
  const start = newFiles(
    importsOf(options.entry).flatMap((group) => filesOf(group)),
    known,
  );
  const routeFiles = (request: string) =>
    importsOf(options.router, request).flatMap((group) => filesOf(group));
  const kind = (imports: PageImports) => {
    const framed = new Set(known);
    const frame = newFiles(routeFiles(imports.frame), framed);
    const pages = Object.fromEntries(
      Object.entries(imports.pages).map(([path, request]) => [
        path,
        newFiles(routeFiles(request), new Set(framed)),
      ]),
    );
    if (!pages[imports.home]) throw new Error(`first-load hints: no page for ${imports.home}`);
    return { frame, home: imports.home, pages };
  };
  return { start, public: kind(options.public), private: kind(options.private) };
}

/**
 * The script that asks for the first page's files (ES5, small: it runs before anything else). It
 * follows what the router does: a page's frame and its own chunks load first, and only then is a
 * page of the wrong kind sent on (a public page with a session to the dashboard, a private one
 * without to the login). A path the plan does not know (a remote's page) gets the private frame
 * with a session, and only the start without one.
 */
export function firstLoadScript(plan: FirstLoadPlan, sessionKey: string, prefix: string): string {
  return `(function (plan, key, prefix) {
  var signedIn = false;
  try {
    signedIn = Boolean(localStorage.getItem(key) || sessionStorage.getItem(key));
  } catch (e) {
    // storage blocked: treat as signed out
  }
  var path = location.pathname;
  var home = function (kind) { return kind.frame.concat(kind.pages[kind.home]); };
  var files = plan.start;
  if (plan.public.pages[path]) {
    files = files.concat(plan.public.frame, plan.public.pages[path], signedIn ? home(plan.private) : []);
  } else if (plan.private.pages[path]) {
    files = files.concat(plan.private.frame, plan.private.pages[path], signedIn ? [] : home(plan.public));
  } else if (signedIn) {
    files = files.concat(plan.private.frame);
  }
  var asked = {};
  for (var i = 0; i < files.length; i++) {
    if (asked[files[i]]) continue;
    asked[files[i]] = true;
    var css = /\\.css$/.test(files[i]);
    var hint = document.createElement(css ? 'link' : 'script');
    if (css) {
      hint.rel = 'preload';
      hint.as = 'style';
      hint.href = prefix + files[i];
      // The frame paints without it. (Lighthouse's simulated phone counts a high-priority request
      // that ends before the first paint as holding that paint up.)
      hint.fetchPriority = 'low';
    } else {
      // A script, not a preload: it runs as it arrives, in a task of its own, and only registers
      // its modules (webpack's chunk array), so the runtime finds the chunk there or, still on its
      // way, takes this element (same src) rather than asking again.
      hint.async = true;
      hint.src = prefix + files[i];
      // A failed one goes: the runtime then asks again itself, rather than wait on this element.
      hint.onerror = function () { this.remove(); };
    }
    hint.setAttribute('data-first-load', '');
    document.head.appendChild(hint);
  }
})(${JSON.stringify(plan)}, ${JSON.stringify(sessionKey)}, ${JSON.stringify(prefix)});`;
}

/**
 * V8's compile hint for a whole file (Chrome 136+): compile every function while the file streams
 * in, on a background thread, instead of each one on the main thread when first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The scripts of any first page: the entry, the start, and every frame and page in the plan. */
export function firstLoadScripts(compilation: Compilation, plan: FirstLoadPlan): string[] {
  const kinds = [plan.public, plan.private];
  const files = [
    ...(compilation.entrypoints.get('index')?.getFiles() ?? []),
    ...plan.start,
    ...kinds.flatMap((kind) => [...kind.frame, ...Object.values(kind.pages).flat()]),
  ];
  return [...new Set(files)].filter((file) => file.endsWith('.js'));
}

export function pluginFirstLoadHints(options: FirstLoadOptions): RsbuildPlugin {
  // One plan per build, read by both hooks below.
  const plans = new WeakMap<Compilation, FirstLoadPlan>();
  const planOf = (compilation: Compilation) => {
    let plan = plans.get(compilation);
    if (!plan) {
      plan = firstLoadPlan(compilation, options);
      plans.set(compilation, plan);
    }
    return plan;
  };
  return {
    name: 'backoffice:first-load-hints',
    setup(api) {
      // The first page runs most of what its scripts define (React, the router, antd's core): V8
      // would compile each function on the main thread as it is first called, one long task after
      // another on a phone. After minification (which drops comments), before the content hashes.
      api.processAssets({ stage: 'optimize-inline' }, ({ compilation, environment, sources }) => {
        if (environment.config.mode !== 'production') return;
        for (const file of firstLoadScripts(compilation, planOf(compilation))) {
          compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
        }
      });
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, environment }) => {
        // The dev server loads everything from memory at once: hints only help a real build.
        if (environment.config.mode !== 'production') return { headTags, bodyTags };
        const plan = planOf(compilation);
        const prefix = String(environment.config.output.assetPrefix ?? '/');
        const script = {
          tag: 'script',
          attrs: { id: FIRST_LOAD_SCRIPT_ID },
          children: firstLoadScript(plan, options.sessionKey, prefix),
        };
        // After the entry's own script tag: the entry is still the first file asked for.
        return { headTags: [...headTags, script], bodyTags };
      });
    },
  };
}
