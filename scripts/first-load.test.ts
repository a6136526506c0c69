// The first-load plan of a real Rsbuild + Module Federation build (fixtures/first-load): what
// index.html asks for must still be what the runtime loads after an upgrade of either.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { createRsbuild, type RsbuildPlugin } from '@rsbuild/core';
import { afterAll, describe, expect, it } from 'vitest';
import { type FirstLoadOptions, type FirstLoadPlan, pluginFirstLoadHints } from './first-load';

const FIXTURE = join(import.meta.dirname, 'fixtures', 'first-load');
const OPTIONS: FirstLoadOptions = {
  entry: 'src/index.ts',
  router: 'src/router.ts',
  sessionKey: 'session',
  public: {
    frame: './pages/PublicFrame',
    home: '/',
    pages: { '/': './pages/Login' },
    texts: { '/': ['Entrar', 'Con tu cuenta </script>'] },
  },
  private: {
    frame: './pages/PrivateFrame',
    home: '/dashboard',
    pages: { '/dashboard': './pages/Dashboard' },
    texts: {},
  },
};
const outputs: string[] = [];

/** Builds the fixture for production with these hint options; its dist folder and index.html. */
async function build(options: FirstLoadOptions, mode: 'production' | 'development' = 'production') {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
  outputs.push(dist);
  const shared = (name: string) => ({
    import: `./src/libs/${name}.ts`,
    version: '1.0.0',
    requiredVersion: '^1.0.0',
    singleton: true,
  });
  const rsbuild = await createRsbuild({
    cwd: FIXTURE,
    rsbuildConfig: {
      mode,
      logLevel: 'error',
      source: { entry: { index: './src/index.ts' } },
      output: { distPath: { root: dist }, assetPrefix: '/', sourceMap: false },
      // Each library and page in a chunk of its own, as in the shell's build.
      performance: { chunkSplit: { strategy: 'all-in-one' } },
      plugins: [
        pluginModuleFederation({
          name: 'fixture',
          shared: { 'lib-a': shared('a'), 'lib-b': shared('b') },
          manifest: true,
          dts: false,
        }) as RsbuildPlugin,
        pluginFirstLoadHints(options),
      ],
    },
  });
  await rsbuild.build();
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const json = /<script id="first-load">[\s\S]*\}\)\((\{[\s\S]*?\}), "session"/.exec(html)?.[1];
  if (!json) throw new Error('index.html has no first-load script');
  const read = (file: string) => readFileSync(join(dist, file), 'utf8');
  const manifest = JSON.parse(read('mf-manifest.json')) as {
    shared: { name: string; assets: { js: { sync: string[] } } }[];
  };
  const filesOf = (name: string) =>
    manifest.shared.find((entry) => entry.name === name)?.assets.js.sync ?? [];
  const scripts = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.js'));
  return { plan: JSON.parse(json) as FirstLoadPlan, read, filesOf, html, scripts };
}

afterAll(() => {
  for (const dist of outputs) rmSync(dist, { recursive: true, force: true });
});

describe('the first-load plan of a federated build', () => {
  it("asks for each page's chunks and the app's own copy of the libraries they consume", async () => {
    const { plan, read, filesOf } = await build(OPTIONS);
    const holding = (text: string, files: string[]) =>
      files.filter((file) => file.endsWith('.js') && read(file).includes(text));

    // The start: the bootstrap and the router, and library a (imported by the entry itself).
    expect(holding('library a', plan.start)).toHaveLength(1);
    expect(holding('publicFrame', plan.start)).toHaveLength(1);
    // Each page, after its kind's frame; library b only where a page consumes it.
    expect(holding('public frame', plan.public.frame)).toHaveLength(1);
    expect(holding('private frame', plan.private.frame)).toHaveLength(1);
    const login = plan.public.pages['/'] ?? [];
    expect(holding('login ', login)).toHaveLength(1);
    expect(holding('library b', login)).toHaveLength(1);
    expect(holding('dashboard', plan.private.pages['/dashboard'] ?? [])).toHaveLength(1);
    expect(holding('library b', plan.private.pages['/dashboard'] ?? [])).toEqual([]);
    // Federation writes each library twice (the copy it provides, and the fallback of the module
    // that consumes it): the plan takes the provided one only, which the host loads.
    expect(filesOf('lib-b')).toHaveLength(2);
    expect(login.filter((file) => filesOf('lib-b').includes(file))).toHaveLength(1);
    // Library a is not asked for twice (the start has it).
    expect(holding('library a', login)).toEqual([]);
  }, 120_000);

  it('puts the compile hint on the first pages’ scripts', async () => {
    const { plan, read, html } = await build(OPTIONS);
    const entry = /<script[^>]+src="\/([^"]+\.js)"/.exec(html)?.[1] ?? '';
    for (const file of [entry, ...plan.start, ...plan.public.pages['/']!].filter((f) =>
      f.endsWith('.js'),
    )) {
      expect(read(file).startsWith('//# allFunctionsCalledOnLoad\n'), file).toBe(true);
    }
  }, 120_000);

  it('puts it on the scripts of `compileWhole` as well, without asking for them ahead', async () => {
    /** The one script holding the fixture's chart, and whether it starts with the hint. */
    const chartIn = ({ scripts, read }: Awaited<ReturnType<typeof build>>) => {
      const holding = scripts.filter((file) => read(file).includes('chart, drawn later'));
      expect(holding).toHaveLength(1);
      const chart = holding[0] ?? '';
      return { chart, hinted: read(chart).startsWith('//# allFunctionsCalledOnLoad') };
    };
    const built = await build({ ...OPTIONS, compileWhole: ['src/pages/Dashboard.ts'] });
    const { chart, hinted } = chartIn(built);
    expect(hinted).toBe(true);
    expect(JSON.stringify(built.plan)).not.toContain(chart.split('/').pop());
    expect(chartIn(await build(OPTIONS)).hinted).toBe(false);
    await expect(build({ ...OPTIONS, compileWhole: ['src/pages/Login.ts'] })).rejects.toThrow(
      /no import\(\) in src\/pages\/Login\.ts/,
    );
  }, 120_000);

  it("carries each path's first-paint texts, escaped for the script element", async () => {
    const { plan, html } = await build(OPTIONS);
    expect(plan.public.texts).toEqual(OPTIONS.public.texts);
    expect(html).not.toContain('cuenta </script>');
  }, 120_000);

  it('paints the frame in a development build too, and asks for nothing there', async () => {
    const { plan } = await build(OPTIONS, 'development');
    expect(plan).toEqual({
      start: [],
      public: { frame: [], home: '/', pages: {}, texts: OPTIONS.public.texts },
      private: { frame: [], home: '/dashboard', pages: {}, texts: {} },
    });
  }, 120_000);

  it('fails the build when a page it names is not imported by the router', async () => {
    const options = { ...OPTIONS, public: { ...OPTIONS.public, pages: { '/': './pages/Nope' } } };
    await expect(build(options)).rejects.toThrow(/no import\(\.\/pages\/Nope\) in src\/router\.ts/);
  }, 120_000);
});
