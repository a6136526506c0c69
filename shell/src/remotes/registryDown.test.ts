// /remotes.json that cannot be read at start: the shell starts without the areas, with the API where
// it was last time, and takes the areas as soon as a read succeeds.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { remoteFor } from 'federation-contract';
import { createMemoryRouter, createPath } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/session';
import { releases } from 'shared-ui/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_REGISTRY } from '../test/sampleRegistry';
import { SAMPLE_LOGIN } from '../test/testing';
import { moduleFederation } from './federation';
import { RemoteHost } from './host';
import { RemoteHostProvider } from './hostContext';
import { Notices } from './Notices';

const answers: (() => Promise<Response>)[] = [];
const down = () => Promise.resolve(new Response('', { status: 503 }));
const up = () => Promise.resolve(Response.json(SAMPLE_REGISTRY));

/** The page's host, created afresh for each test as the shell creates one per page. */
const newHost = () => new RemoteHost({ runtime: moduleFederation, url: '/remotes.json' });

beforeEach(() => {
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
    const host = newHost();
    // What the menu and the notice see at each change.
    const changes: boolean[] = [];
    host.subscribe(() => changes.push(host.isUnavailable()));
    answers.push(down);
    const first = await host.load();
    expect(first).toEqual({ apiBaseUrl: 'http://api.known', remotes: {} });
    expect(host.isUnavailable()).toBe(true);
    expect(host.registryError()?.name).toBe('RegistryUnavailableError');
    // Each error that says so is the same one (one report, one code).
    expect(host.registryError()).toBe(host.registryError());

    // A navigation reads it again, however recently it was read: still down.
    answers.push(down);
    await host.refresh(Number.POSITIVE_INFINITY);
    expect(host.isUnavailable()).toBe(true);
    expect(remoteFor('/productos/gestionar', host.loaded())).toBeUndefined();

    // It answers: the areas are there, without anything else done.
    answers.push(up);
    await host.refresh(Number.POSITIVE_INFINITY);
    expect(host.isUnavailable()).toBe(false);
    expect(host.registryError()).toBeUndefined();
    expect(remoteFor('/productos/gestionar', host.loaded())?.[0]).toBe('products');
    expect(localStorage.getItem('bo.apiBaseUrl')).toBe(SAMPLE_REGISTRY.apiBaseUrl);
    expect(changes).toEqual([true, true, false]);
  });

  it("an area page that showed the error opens again, in place, once it answers ('Reintentar')", async () => {
    const host = newHost();
    useSessionStore.getState().signIn(SAMPLE_LOGIN, false);
    answers.push(down);
    await host.load();
    // The router's catch-all, as in router.tsx: an area's URL fails while the areas are unknown.
    const areaPage = vi.fn(() => {
      const error = host.registryError();
      if (error) throw error;
      return 'the area page';
    });
    const shellPage = vi.fn(() => 'a page of the shell');
    const routes = [
      { path: '/dashboard', loader: shellPage },
      { path: '*', loader: areaPage },
    ];
    const onArea = createMemoryRouter(routes, { initialEntries: ['/campaigns/gestionar?q=x'] });
    const onShell = createMemoryRouter(routes, { initialEntries: ['/dashboard'] });
    await vi.waitFor(() =>
      expect(onArea.state.initialized && onShell.state.initialized).toBe(true),
    );
    expect(Object.values(onArea.state.errors ?? {}).map((e) => (e as Error).name)).toEqual([
      'RegistryUnavailableError',
    ]);
    // The notice follows the area page's router (it reopens it); the shell page's, directly.
    render(createElement(RemoteHostProvider, { host }, createElement(Notices, { router: onArea })));
    const stop = host.reopenWhenRegistryReturns(onShell);
    expect(await screen.findByText(releases.registryUnavailable)).toBeVisible();

    // Still down: nothing moves.
    answers.push(down);
    await host.refresh(0);
    expect(areaPage).toHaveBeenCalledTimes(1);

    // The notice's 'Reintentar' reads it again: it answers.
    answers.push(up);
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByText(releases.registryUnavailable)).toBeNull());
    await vi.waitFor(() => expect(onArea.state.loaderData).toEqual({ '1': 'the area page' }));
    expect(onArea.state.errors).toBeNull();
    expect(createPath(onArea.state.location)).toBe('/campaigns/gestionar?q=x');
    expect(onArea.state.historyAction).toBe('REPLACE');
    // A page that had not failed is left as it is.
    expect(shellPage).toHaveBeenCalledTimes(1);
    stop();
  });

  it('knows no API on a first visit ever (the client keeps its default)', async () => {
    const host = newHost();
    answers.push(down);
    expect(await host.load()).toEqual({ apiBaseUrl: '', remotes: {} });
  });
});
