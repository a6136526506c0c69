import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/session';
import type { RemoteArea, RemoteRegistry } from 'shared-ui/types';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_LOGIN } from './test/testing';

// The Module Federation runtime, as the browser would answer: each remote's ./area module. The
// shell's runtime plugin is kept, to tell it when a remote's container starts, as the runtime does.
const runtime = vi.hoisted(() => ({
  loadRemote: vi.fn(),
  registerRemotes: vi.fn(),
  plugins: [] as { beforeInitContainer?: (args: { remoteInfo: { name: string } }) => unknown }[],
}));
const { loadRemote } = runtime;
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: runtime.loadRemote,
  registerRemotes: runtime.registerRemotes,
  registerPlugins: (plugins: typeof runtime.plugins) => runtime.plugins.push(...plugins),
  getInstance: () => undefined,
  satisfy: () => true,
}));

const { PAGES_ROUTE_ID, patchRoutes } = await import('./router');
const { RemoteHost } = await import('./remotes/host');
const { moduleFederation } = await import('./remotes/federation');

/** Each test's own host, as the shell creates one per page. */
let host: InstanceType<typeof RemoteHost>;

/** What the runtime does when a remote's container starts. */
const start = (name: string) => {
  for (const plugin of runtime.plugins) plugin.beforeInitContainer?.({ remoteInfo: { name } });
};

const describe_ = (prefix: string) => ({
  entry: `http://remote.test${prefix}/mf-manifest.json`,
  prefixes: [prefix],
  menu: [],
});
const REGISTRY: RemoteRegistry = {
  apiBaseUrl: 'http://api.test',
  remotes: {
    catalogo: describe_('/catalogo'),
    caido: describe_('/caido'),
    vuelve: describe_('/vuelve'),
    nuevo: describe_('/nuevo'),
    cambia: describe_('/cambia'),
    lectura: describe_('/lectura'),
  },
};

function Title({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

/** The registry after a release of `name`: its entry moves to the new release's folder. */
const released = (registry: RemoteRegistry, name: string): RemoteRegistry => {
  const remote = registry.remotes[name];
  if (!remote) throw new Error(`${name} is not in the registry`);
  return {
    ...registry,
    remotes: {
      ...registry.remotes,
      [name]: { ...remote, entry: remote.entry.replace('mf-manifest.json', 'b2/mf-manifest.json') },
    },
  };
};

const areaOf = (segment: string, title: string): { default: RemoteArea } => ({
  default: {
    ...describe_(`/${segment}`),
    routes: [
      {
        path: segment,
        children: [
          { path: 'lista', lazy: async () => ({ element: <Title text={title} /> }) },
          {
            path: 'datos',
            loader: () => ({ name: 'cargado por el loader' }),
            element: <Title text="Con loader" />,
          },
        ],
      },
    ],
  },
});

/** The shell's shape: a layout, the pathless pages route (error boundary) and the 404. */
const routes: RouteObject[] = [
  {
    element: (
      <main>
        <p>Layout</p>
        <Outlet />
      </main>
    ),
    children: [
      {
        id: PAGES_ROUTE_ID,
        errorElement: <p>Error en el área</p>,
        children: [
          { path: 'dashboard', element: <h1>Panel</h1> },
          { path: '*', element: <h1>404</h1> },
        ],
      },
    ],
  },
];

const visit = (path: string) => {
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    patchRoutesOnNavigation: patchRoutes(host),
  });
  host.attachRouter(router);
  render(<RouterProvider router={router} />);
  return router;
};

/** /remotes.json as the server answers it now (the registry can change under an open tab). */
let served: RemoteRegistry;

describe('the router loads a remote on the first visit to its area', () => {
  beforeAll(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(served))),
    );
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(async () => {
    served = REGISTRY;
    sessionStorage.clear();
    loadRemote.mockReset();
    useSessionStore.getState().signIn(SAMPLE_LOGIN, false);
    // As the shell does at start-up: the host reads the registry before any navigation.
    host = new RemoteHost({ runtime: moduleFederation });
    await host.load();
  });

  it('patches the remote’s routes under the layout, loaders included', async () => {
    loadRemote.mockImplementation(async (id: string) =>
      id === 'catalogo/area' ? areaOf('catalogo', 'Lista del catálogo') : undefined,
    );
    const router = visit('/catalogo/lista');
    expect(await screen.findByRole('heading', { name: 'Lista del catálogo' })).toBeVisible();
    expect(screen.getByText('Layout')).toBeVisible();

    await router.navigate('/catalogo/datos');
    expect(await screen.findByRole('heading', { name: 'Con loader' })).toBeVisible();
    expect(Object.values(router.state.loaderData)).toContainEqual({
      name: 'cargado por el loader',
    });

    // A path of the area that no route matches: the shell's 404 page, inside the layout.
    await router.navigate('/catalogo/no-existe');
    expect(await screen.findByText(/Página no encontrada/)).toBeVisible();
    expect(screen.getByText('Layout')).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('shows the error page inside the layout when the remote cannot load, and retries', async () => {
    // Twice: the first attempt, and its retry from the registry read again.
    loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js: network error'));
    loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js: network error'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = visit('/vuelve/lista');
    expect(await screen.findByText('Error en el área')).toBeVisible();
    expect(screen.getByText('Layout')).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(2);

    // Another area works meanwhile.
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeVisible();

    loadRemote.mockResolvedValueOnce(areaOf('vuelve', 'De vuelta'));
    await router.navigate('/vuelve/lista');
    expect(await screen.findByRole('heading', { name: 'De vuelta' })).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(3);
  });

  it('takes a remote from the registry as read on the first visit: a release since start-up', async () => {
    loadRemote.mockImplementation(async (id: string) =>
      id === 'nuevo/area' ? areaOf('nuevo', 'Lista nueva') : undefined,
    );
    const router = visit('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeVisible();
    served = released(REGISTRY, 'nuevo');
    const calls = vi.mocked(fetch).mock.calls.length;
    await router.navigate('/nuevo/lista');
    expect(await screen.findByRole('heading', { name: 'Lista nueva' })).toBeVisible();
    expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(calls);
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'nuevo', entry: 'http://remote.test/nuevo/b2/mf-manifest.json' }],
      { force: false },
    );
  });

  it('reads /remotes.json once a way into an area: the first visit’s loader takes its patching’s read', async () => {
    loadRemote.mockImplementation(async (id: string) =>
      id === 'lectura/area' ? areaOf('lectura', 'Lista leída') : undefined,
    );
    const router = visit('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeVisible();
    const reads = () => vi.mocked(fetch).mock.calls.length;
    const before = reads();
    await router.navigate('/lectura/lista');
    expect(await screen.findByRole('heading', { name: 'Lista leída' })).toBeVisible();
    expect(reads()).toBe(before + 1);

    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeVisible();
    await router.navigate('/lectura/lista');
    expect(await screen.findByRole('heading', { name: 'Lista leída' })).toBeVisible();
    expect(reads()).toBe(before + 2);
  });

  it('loads the page anew, once, on the way back into an area whose release changed', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    loadRemote.mockImplementation(async (id: string) => {
      start(id.split('/')[0] ?? '');
      return areaOf('cambia', 'Primera versión');
    });
    const router = visit('/cambia/lista');
    expect(await screen.findByRole('heading', { name: 'Primera versión' })).toBeVisible();
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeVisible();

    // A release: the tab runs the old one's code, which cannot be swapped in place.
    served = released(REGISTRY, 'cambia');
    void router.navigate('/cambia/lista?q=1');
    await vi.waitFor(() =>
      // The memory router's requests are on http://localhost; the browser's, on the page's origin.
      expect(assign).toHaveBeenCalledWith('http://localhost/cambia/lista?q=1'),
    );
    expect(router.state.navigation.state).toBe('loading');
    // The previous page stays while the new one loads: never the error page.
    expect(screen.getByRole('heading', { name: 'Panel' })).toBeVisible();
    expect(screen.queryByText('Error en el área')).toBeNull();
    expect(loadRemote).toHaveBeenCalledTimes(1);
    assign.mockRestore();
  });

  it('fetches no remote without a session', async () => {
    useSessionStore.getState().signOut();
    visit('/caido/lista');
    expect(await screen.findByRole('heading', { name: '404' })).toBeVisible();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
