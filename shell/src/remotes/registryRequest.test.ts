import { afterEach, describe, expect, it, vi } from 'vitest';
import { registryResponse, requestRegistry } from './registryRequest';

describe('the early request for the registry', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is taken by the first read of the same URL, and only by it', async () => {
    const fetch = vi.fn((url: string) => Promise.resolve(new Response(url)));
    vi.stubGlobal('fetch', fetch);
    const early = requestRegistry('/remotes.json');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });

    expect(registryResponse('/remotes.json')).toBe(early);
    expect(fetch).toHaveBeenCalledTimes(1);
    // A later read (after a failure, say) asks again.
    await registryResponse('/remotes.json');
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not taken by a read of another URL', async () => {
    const fetch = vi.fn((url: string) => Promise.resolve(new Response(url)));
    vi.stubGlobal('fetch', fetch);
    requestRegistry('/remotes.json');
    const other = await registryResponse('/otro/remotes.json');
    expect(await other.text()).toBe('/otro/remotes.json');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
