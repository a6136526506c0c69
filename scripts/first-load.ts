// Rsbuild plugin (the shell): a script in index.html paints the first page's frame, then asks at
// once for every file of that page, for the path opened and the session in storage. Left to itself
// a cold load is a chain (entry, then bootstrap and shared libraries, then the router's page). The
// build reads the chain through webpack's plugin API only: the chunk groups of the entry's and the
// router's `import()`s, and Module Federation's modules by type (a consumed library's files are
// those of the app's own provider of it, as when it is the host).
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';

type Compilation = Rspack.Compilation;
type Chunk = Compilation['chunks'] extends Iterable<infer C> ? C : never;
/** A kind of page: its frame and each path's page (`import()` requests in the router, or their
 * files in the plan); `home`: where a visit of the other kind is sent; `texts`: each path's title
 * (and intro) in the first paint (a private path without one: a bar in the title's place). */
type Kind<Files> = { frame: Files; home: string; pages: Record<string, Files>; texts: Texts };
type Texts = Record<string, string[]>;
type PageImports = Kind<string>;
export interface FirstLoadOptions {
  /** The entry and the router modules, relative to the app (`src/index.ts`, `src/router.tsx`). */
  entry: string;
  router: string;
  /** The storage key of the session (in localStorage or sessionStorage), and each kind of page. */
  sessionKey: string;
  public: PageImports;
  private: PageImports;
  /** Modules whose `import()`s bring code that runs nearly whole once it arrives (the dashboard's
   * charts): their scripts get the compile hint too, but are not asked for ahead. */
  compileWhole?: string[];
}
/** The files to ask for, each list without what an earlier one (start, then frame) has. */
export type FirstLoadPlan = { start: string[]; public: Kind<string[]>; private: Kind<string[]> };

const fail = (message: string): never => {
  throw new Error(`first-load hints: ${message}`);
};

/** The plan for one build: start (the entry's own imports), then each kind's frame and pages;
 * `whole`: the scripts of `compileWhole`. */
function firstLoadPlan(compilation: Compilation, options: FirstLoadOptions) {
  const { chunkGraph, moduleGraph } = compilation;
  type Module = ReturnType<typeof chunkGraph.getChunkModules>[number];
  /** What a module imports: a consumer its library (its fallback), a provider its library. */
  const imported = (module: Module) =>
    moduleGraph.getOutgoingConnections(module).flatMap((c) => c.module?.identifier() ?? []);
  const provided = new Map(
    compilation.chunkGroups.flatMap((group) =>
      group.origins.flatMap(({ module }) =>
        module?.type === 'provide-module' ? imported(module).map((id) => [id, group] as const) : [],
      ),
    ),
  );
  let consumers = 0;
  /** The chunks' scripts and styles, and those of the shared libraries their modules consume. */
  const filesOf = (chunks: Chunk[], seen: Set<string>): string[] =>
    chunks.flatMap((chunk) => [
      ...[...chunk.files].filter((file) => /\.(js|css)$/.test(file)),
      ...chunkGraph.getChunkModules(chunk).flatMap((module) => {
        if (module.type !== 'consume-shared-module') return [];
        consumers += 1;
        return imported(module).flatMap((id) => {
          if (seen.has(id)) return [];
          seen.add(id);
          const group = provided.get(id) ?? fail(`${module.readableIdentifier()} is not provided`);
          return filesOf(group.chunks, seen);
        });
      }),
    ]);
  /** The files of a module's `import()`s (of one request, or all of them). */
  const importsOf = (file: string, request?: string) => {
    const groups = compilation.chunkGroups.filter((group) =>
      group.origins.some(
        (origin) =>
          (origin.module?.nameForCondition() ?? '').replaceAll('\\', '/').endsWith(`/${file}`) &&
          (request === undefined || origin.request === request),
      ),
    );
    if (!groups.length) fail(`no import(${request ?? ''}) in ${file}`);
    const chunks = groups.flatMap((group) => group.chunks);
    return filesOf(chunks, new Set());
  };
  /** The files not in `known` yet (which they join), largest first: the page waits for the last. */
  const size = (file: string) => compilation.getAsset(file)?.source.size() ?? 0;
  const newFiles = (files: string[], known: Set<string>) =>
    [...new Set(files)]
      .filter((f) => !known.has(f) && known.add(f))
      .sort((a, b) => size(b) - size(a));

  const entries = [...compilation.entrypoints.values()];
  if (entries.length !== 1) fail(`one entry expected, found ${entries.length}`);
  const known = new Set(entries[0]?.getFiles());
  const start = newFiles(importsOf(options.entry), known);
  const kind = ({ frame, home, pages, texts }: PageImports): Kind<string[]> => {
    if (!(home in pages)) fail(`no page for ${home}`);
    const framed = new Set(known);
    const files = (request: string) => importsOf(options.router, request);
    const plan: Kind<string[]> = { frame: newFiles(files(frame), framed), home, pages: {}, texts };
    for (const [path, page] of Object.entries(pages)) {
      plan.pages[path] = newFiles(files(page), new Set(framed));
    }
    return plan;
  };
  const plan = { start, public: kind(options.public), private: kind(options.private) };
  if (!consumers) fail('the first pages consume no shared library (no consume-shared-module)');
  return { plan, whole: (options.compileWhole ?? []).flatMap((file) => importsOf(file)) };
}

/**
 * The script (ES5, first to run) that shows index.html's frame for the page: the public card with
 * its title and intro, or with a session the private layout and its title (the real frame removes
 * it: shell/src/frame.ts). Then it asks for what the router will: the page's frame and chunks, and
 * the other kind's home if the session sends the user there; a path not in the plan (a remote's
 * page) gets the private frame with a session. Scripts go in async: each registers its modules as
 * it arrives (webpack's chunk array, read by the runtime before it asks for a chunk) and runs none.
 * Styles are preloaded at low priority: the runtime puts them in when needed.
 */
function firstLoadScript(plan: FirstLoadPlan, sessionKey: string, prefix: string): string {
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c'); // in <script>
  return `(function (plan, key, prefix) {
  var signedIn = false;
  try { signedIn = Boolean(localStorage.getItem(key) || sessionStorage.getItem(key)); } catch (e) {}
  var path = location.pathname, pub = plan.public, priv = plan.private;
  var text = (signedIn ? priv : pub).texts[path];
  var frame = (signedIn || text) && document.getElementById(signedIn ? 'boot-app' : 'boot');
  if (frame) {
    frame.hidden = false;
    frame.querySelector('.boot-title').textContent = text ? text[0] : '';
    if (!signedIn) frame.querySelector('.boot-intro').textContent = text[1];
  }
  var home = function (kind) { return kind.frame.concat(kind.pages[kind.home]); };
  var files = plan.start.concat(
    pub.pages[path] ? pub.frame.concat(pub.pages[path], signedIn ? home(priv) : [])
    : priv.pages[path] ? priv.frame.concat(priv.pages[path], signedIn ? [] : home(pub))
    : signedIn ? priv.frame : []);
  for (var i = 0; i < files.length; i++) {
    var css = /\\.css$/.test(files[i]);
    var hint = document.createElement(css ? 'link' : 'script');
    if (css) { hint.rel = 'preload'; hint.as = 'style'; hint.fetchPriority = 'low'; hint.href = prefix + files[i]; }
    // A failed one goes: the runtime then asks again itself, rather than wait on this element.
    else { hint.async = true; hint.src = prefix + files[i]; hint.onerror = function () { this.remove(); }; }
    hint.setAttribute('data-first-load', '');
    document.head.appendChild(hint);
  }
})(${json(plan)}, ${json(sessionKey)}, ${json(prefix)});`;
}

export function pluginFirstLoadHints(options: FirstLoadOptions): RsbuildPlugin {
  const plans = new WeakMap<Compilation, ReturnType<typeof firstLoadPlan>>();
  const planOf = (compilation: Compilation) => {
    const plan = plans.get(compilation) ?? firstLoadPlan(compilation, options);
    plans.set(compilation, plan);
    return plan;
  };
  return {
    name: 'backoffice:first-load-hints',
    setup(api) {
      // The first page runs most of what its scripts define, `compileWhole` all of what it brings:
      // V8's compile hint (Chrome 136+) has them compiled whole as they stream in, off the main
      // thread. After minification.
      api.processAssets({ stage: 'optimize-inline' }, ({ compilation, environment, sources }) => {
        if (environment.config.mode !== 'production') return;
        const { plan, whole } = planOf(compilation);
        const { start, public: pub, private: priv } = plan;
        const entry = [...compilation.entrypoints.values()].flatMap((e) => e.getFiles());
        const kinds = [pub, priv].flatMap((kind) => [kind.frame, ...Object.values(kind.pages)]);
        for (const file of new Set([...entry, ...start, ...kinds.flat(), ...whole])) {
          if (!file.endsWith('.js')) continue;
          const hint = '//# allFunctionsCalledOnLoad\n';
          compilation.updateAsset(file, (source) => new sources.ConcatSource(hint, source));
        }
      });
      // In the body, after the frames it paints. The dev server serves everything from memory at
      // once: only a real build asks ahead.
      api.modifyHTMLTags(({ headTags, bodyTags }, { compilation, environment }) => {
        const prefix = String(environment.config.output.assetPrefix ?? '/');
        const paintOnly = ({ home, texts }: PageImports) => ({ frame: [], home, pages: {}, texts });
        const plan =
          environment.config.mode === 'production'
            ? planOf(compilation).plan
            : { start: [], public: paintOnly(options.public), private: paintOnly(options.private) };
        const script = firstLoadScript(plan, options.sessionKey, prefix);
        const tag = { tag: 'script', attrs: { id: 'first-load' }, children: script };
        return { headTags, bodyTags: [tag, ...bodyTags] };
      });
    },
  };
}
