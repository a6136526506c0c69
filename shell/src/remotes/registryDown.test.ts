// /remotes.json that cannot be read at start: the shell starts without the areas, with the API where
// it was last time, and takes the areas as soon as a read succeeds.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_REGISTRY } from '../test/sampleRegistry';

const answers: (() => Promise<Response>)[] = [];
const down = () => Promise.resolve(new Response('', { status: 503 }));
const up = () => Promise.resolve(Response.json(SAMPLE_REGISTRY));

beforeEach(() => {
  vi.resetModules();
  answers.length = 0;
  localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => (answers.shift() ?? down)()),
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('without /remotes.json', () => {
  it('starts with no areas and the API it knew, then takes the areas at the next read', async () => {
    localStorage.setItem('bo.apiBaseUrl', 'http://api.known');
    const registry = await import('./registry');
    // What the menu and the notice see at each change.
    const changes: boolean[] = [];
    registry.onRegistryChange(() => changes.push(registry.registryUnavailable()));
    answers.push(down);
    const first = await registry.loadRegistry('/remotes.json');
    expect(first).toEqual({ apiBaseUrl: 'http://api.known', remotes: {} });
    expect(registry.registryUnavailable()).toBe(true);
    expect(registry.registryError()?.name).toBe('RegistryUnavailableError');
    // Each error that says so is the same one (one report, one code).
    expect(registry.registryError()).toBe(registry.registryError());

    // A navigation reads it again, however recently it was read: still down.
    answers.push(down);
    await registry.refreshRegistry(Number.POSITIVE_INFINITY, '/remotes.json');
    expect(registry.registryUnavailable()).toBe(true);
    expect(registry.remoteFor('/productos/gestionar')).toBeUndefined();

    // It answers: the areas are there, without anything else done.
    answers.push(up);
    await registry.refreshRegistry(Number.POSITIVE_INFINITY, '/remotes.json');
    expect(registry.registryUnavailable()).toBe(false);
    expect(registry.registryError()).toBeUndefined();
    expect(registry.remoteFor('/productos/gestionar')?.[0]).toBe('products');
    expect(localStorage.getItem('bo.apiBaseUrl')).toBe(SAMPLE_REGISTRY.apiBaseUrl);
    expect(changes).toEqual([true, true, false]);
  });

  it('knows no API on a first visit ever (the client keeps its default)', async () => {
    const registry = await import('./registry');
    answers.push(down);
    expect(await registry.loadRegistry('/remotes.json')).toEqual({ apiBaseUrl: '', remotes: {} });
  });
});
