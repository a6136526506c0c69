import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, parseRuntimeConfig, runtimeConfig } from './runtimeConfig';

describe('parseRuntimeConfig', () => {
  it('accepts the documented shape', () => {
    const doc = { apiBaseUrl: 'http://api', remotes: { wallet: 'http://w/mf-manifest.json' } };
    expect(parseRuntimeConfig(doc)).toEqual(doc);
  });

  it.each([null, [], { remotes: {} }, { apiBaseUrl: 'x', remotes: { a: 1 } }])(
    'rejects %j',
    (doc) => {
      expect(() => parseRuntimeConfig(doc)).toThrow(/remotes\.json/);
    },
  );
});

describe('loadRuntimeConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the fetched document for runtimeConfig()', async () => {
    const doc = { apiBaseUrl: 'http://localhost:4000', remotes: {} };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(doc))),
    );
    await loadRuntimeConfig();
    expect(runtimeConfig()).toEqual(doc);
  });

  it('starts with no remotes when the document cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(loadRuntimeConfig()).resolves.toEqual({ apiBaseUrl: '', remotes: {} });
  });
});
