// The remote host's first read of /remotes.json takes the request the entry started.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_REGISTRY } from '../test/sampleRegistry';
import { moduleFederation } from './federation';
import { RemoteHost } from './host';

describe('the early request for the registry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is taken by the first read, and only by it', async () => {
    const fetch = vi.fn(async () => Response.json(SAMPLE_REGISTRY));
    vi.stubGlobal('fetch', fetch);
    const early = Promise.resolve(Response.json(SAMPLE_REGISTRY));
    const host = new RemoteHost({ runtime: moduleFederation, response: early });
    expect(Object.keys((await host.load()).remotes)).toEqual(Object.keys(SAMPLE_REGISTRY.remotes));
    expect(fetch).not.toHaveBeenCalled();

    // A later read asks again.
    await host.refresh(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
  });
});

describe("the host's plugins", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('see each read of /remotes.json before the tab takes it, and each area before the router', async () => {
    const loaded: string[] = [];
    const host = new RemoteHost({
      runtime: () => ({
        register: () => undefined,
        beforeRemotes: async () => undefined,
        loadArea: async (name) => {
          loaded.push(name);
          return { prefixes: ['/campaigns'], menu: [], routes: [{ path: 'campaigns/gestionar' }] };
        },
      }),
      plugins: [
        {
          name: 'only-campaigns',
          registryRead: ({ registry }) => ({
            ...registry,
            remotes: Object.fromEntries(
              Object.entries(registry.remotes).filter(([name]) => name === 'campaigns'),
            ),
          }),
        },
        {
          name: 'guard',
          areaLoaded: ({ name, area }) => ({
            ...area,
            routes: area.routes.map((route) => ({ ...route, handle: { guardedBy: name } })),
          }),
        },
      ],
      response: Promise.resolve(Response.json(SAMPLE_REGISTRY)),
    });
    expect(Object.keys((await host.load()).remotes)).toEqual(['campaigns']);

    const area = await host.loadArea('campaigns');
    expect(area.routes).toEqual([
      { path: 'campaigns/gestionar', handle: { guardedBy: 'campaigns' } },
    ]);
    // A remote the plugin left out is never fetched.
    await expect(host.loadArea('products')).rejects.toThrow(
      'Remote "products" is not in the registry',
    );
    expect(loaded).toEqual(['campaigns']);
  });
});
