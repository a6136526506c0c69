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
