import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_REGISTRY } from '../test/sampleRegistry';
import { parseRegistry } from 'federation-contract';

describe('parseRegistry', () => {
  afterEach(() => vi.restoreAllMocks());

  it('accepts the documented shape', () => {
    const parsed = parseRegistry(JSON.parse(JSON.stringify(SAMPLE_REGISTRY)));
    expect(Object.keys(parsed.remotes)).toEqual(Object.keys(SAMPLE_REGISTRY.remotes));
    expect(parsed.remotes.products?.search?.[0]?.open).toBe('/productos/editar/{id}');
  });

  it.each([null, [], { remotes: {} }, { apiBaseUrl: 'x', remotes: [] }])(
    'rejects a document that is not one: %j',
    (doc) => {
      expect(() => parseRegistry(doc)).toThrow(/remotes\.json/);
    },
  );

  it('leaves out, loudly, only the remote whose entry is malformed', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const good = { entry: 'http://w/mf-manifest.json', prefixes: ['/wallet'], menu: [] };
    const parsed = parseRegistry({
      apiBaseUrl: 'http://api',
      remotes: {
        wallet: good,
        // The old shape: a bare URL, no description.
        old: 'http://o/mf-manifest.json',
        noPrefix: { ...good, prefixes: [] },
        relative: { ...good, prefixes: ['wallet'] },
        badMenu: {
          ...good,
          menu: [{ key: 'x', label: 'X', icon: 'team', order: 1, children: [{}] }],
        },
        badSearch: {
          ...good,
          search: [{ type: 'p', label: 'P', list: '/p', fields: ['name'], open: '/p' }],
        },
        badLinks: { ...good, links: { home: 'https://evil.example' } },
        offSite: { ...good, links: { home: '//evil.example' } },
      },
    });
    expect(Object.keys(parsed.remotes)).toEqual(['wallet']);
    expect(parsed.remotes.wallet).toEqual({ ...good, search: [], links: {} });
    expect(error).toHaveBeenCalledTimes(7);
  });
});
