import { isIncompatible } from 'federation-contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { moduleFederation } from './federation';
import { RemoteHost } from './host';

// The Module Federation runtime, as far as the shell's plugin meets it.
const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  plugins: [] as Record<string, (args: never) => unknown>[],
}));
vi.mock('@module-federation/enhanced/runtime', async (original) => ({
  ...(await original<object>()),
  registerRemotes: runtime.registerRemotes,
  registerPlugins: (plugins: typeof runtime.plugins) => runtime.plugins.push(...plugins),
  getInstance: () => ({
    options: {
      name: 'shell',
      shared: {
        antd: [{ version: '6.6.8', from: 'shell' }],
        react: [
          { version: '19.3.1', from: 'shell' },
          { version: '19.9.0', from: 'products' },
        ],
      },
    },
  }),
}));

let host: RemoteHost;

const manifest = (shared: object[], buildVersion = 'a1b2c3d4e5f6') => ({
  manifestJson: { shared, metaData: { buildInfo: { buildVersion } } },
  moduleInfo: { name: 'products' },
});

const snapshotHook = () => {
  const hook = runtime.plugins[0]?.loadRemoteSnapshot;
  if (!hook) throw new Error('the plugin was not registered');
  return hook as (args: ReturnType<typeof manifest>) => unknown;
};

describe('what the tab runs of each remote', () => {
  beforeEach(() => {
    runtime.plugins.length = 0;
    runtime.registerRemotes.mockReset();
    sessionStorage.clear();
    host = new RemoteHost({ runtime: moduleFederation });
  });
  afterEach(() => vi.restoreAllMocks());

  it('registers a remote once per entry, and never moves one whose code started', () => {
    host.register('products', 'http://cdn/products/a/mf-manifest.json');
    host.register('products', 'http://cdn/products/a/mf-manifest.json');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'products', entry: 'http://cdn/products/a/mf-manifest.json' }],
      { force: false },
    );

    // A release before the remote started: the next load takes the new entry.
    host.register('products', 'http://cdn/products/b/mf-manifest.json');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'products', entry: 'http://cdn/products/b/mf-manifest.json' }],
      { force: true },
    );

    runtime.plugins[0]?.beforeInitContainer?.({ remoteInfo: { name: 'products' } } as never);
    expect(host.hasStarted('products')).toBe(true);
    host.register('products', 'http://cdn/products/c/mf-manifest.json');
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    expect(host.runsOtherThan('products', 'http://cdn/products/c/mf-manifest.json')).toBe(true);
    expect(host.runsOtherThan('products', 'http://cdn/products/b/mf-manifest.json')).toBe(false);
  });

  it('refuses a remote that asks for shared versions the shell does not have', () => {
    host.register('products', 'http://cdn/products/a/mf-manifest.json');
    const incompatible = manifest([
      { name: 'antd', requiredVersion: '^7.0.0' },
      { name: 'react', requiredVersion: '^19.0.0' },
    ]);
    let refusal: unknown;
    try {
      snapshotHook()(incompatible);
    } catch (error) {
      refusal = error;
    }
    expect(isIncompatible(refusal)).toBe(true);
    expect((refusal as Error).message).toBe(
      'Remote "products" refused: antd: pide ^7.0.0 y la shell ofrece 6.6.8',
    );

    const compatible = manifest([{ name: 'antd', requiredVersion: '^6.0.0' }], 'f6e5d4c3b2a1');
    expect(snapshotHook()(compatible)).toBe(compatible);
    expect(host.loadedRelease('products')).toBe('f6e5d4c3b2a1');
  });

  it('loads a page anew once, not again for the same URL until it showed', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(host.fullLoad('/productos/crear')).toBe(true);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/productos/crear`);
  });

  it('does not loop: a second full load to the same URL is refused until the page shows', async () => {
    sessionStorage.setItem(
      'bo.fullLoad',
      JSON.stringify({ url: `${window.location.origin}/productos/crear`, at: Date.now() }),
    );
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    expect(host.fullLoad('/productos/crear')).toBe(false);
    expect(assign).not.toHaveBeenCalled();

    host.landed('/productos/crear');
    expect(host.fullLoad('/productos/crear')).toBe(true);
  });
});
