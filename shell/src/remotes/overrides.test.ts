import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_REGISTRY } from '../test/sampleRegistry';
import { testHost } from '../test/testing';
import {
  activeOverrides,
  isLocalUrl,
  manifestUrl,
  overridesPlugin,
  readOverrides,
  setOverride,
} from './overrides';

describe('overriding one area in this browser', () => {
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it.each([
    ['http://localhost:3002', true],
    ['http://127.0.0.1:3002/mf-manifest.json', true],
    ['https://products.localhost/', true],
    ['http://[::1]:3002/', true],
    ['https://cdn.example.com/products/', false],
    ['http://localhost.example.com/', false],
    ['file:///tmp/mf-manifest.json', false],
    ['no es una URL', false],
  ])('%s is a local server: %s', (url, local) => {
    expect(isLocalUrl(url)).toBe(local);
  });

  it('points at the manifest of a server given by its base URL', () => {
    expect(manifestUrl('http://localhost:3002')).toBe('http://localhost:3002/mf-manifest.json');
    expect(manifestUrl('http://localhost:3002/build/')).toBe(
      'http://localhost:3002/build/mf-manifest.json',
    );
    expect(manifestUrl('http://localhost:3002/x/mf-manifest.json')).toBe(
      'http://localhost:3002/x/mf-manifest.json',
    );
  });

  it('stores local overrides only, and forgets one turned off', () => {
    expect(() => setOverride('products', 'https://cdn.example.com/')).toThrow(/localhost/);
    setOverride('products', 'http://localhost:3002');
    expect(readOverrides()).toEqual({ products: 'http://localhost:3002/mf-manifest.json' });
    setOverride('products', null);
    expect(readOverrides()).toEqual({});
    expect(localStorage.getItem('bo.remoteOverrides')).toBeNull();
  });

  it('ignores a stored override that is not local (written by hand)', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('bo.remoteOverrides', JSON.stringify({ products: 'https://evil.test/' }));
    expect(readOverrides()).toEqual({});
  });

  it('takes the area from the local server, with the description it gives', async () => {
    setOverride('products', 'http://localhost:3002');
    const local = {
      ...SAMPLE_REGISTRY.remotes.products,
      entry: 'mf-manifest.json',
      links: { 'products.news': '/productos/novedades' },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(local))),
    );
    const plugin = overridesPlugin();
    const host = testHost(SAMPLE_REGISTRY, [plugin]);
    const registry = await plugin.registryRead({ host, registry: SAMPLE_REGISTRY });
    expect(registry.remotes.products).toMatchObject({
      entry: 'http://localhost:3002/mf-manifest.json',
      release: 'dev',
      links: { 'products.news': '/productos/novedades' },
    });
    expect(registry.remotes.campaigns).toEqual(SAMPLE_REGISTRY.remotes.campaigns);
    expect(activeOverrides(host).get('products')).toBe('http://localhost:3002');
  });
});
