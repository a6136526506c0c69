import { render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, type RouteObject, RouterProvider } from 'react-router-dom';
import { useSessionStore } from 'shared-ui/session';
import type { RemoteArea, RemoteRegistry } from 'shared-ui/types';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_LOGIN } from './test/testing';

// The Module Federation runtime, as the browser would answer: each remote's ./area module.
const loadRemote = vi.hoisted(() => vi.fn());
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote,
  registerRemotes: vi.fn(),
}));

const { PAGES_ROUTE_ID, patchRoutesOnNavigation } = await import('./router');

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
  },
};

function Title({ text }: { text: string }) {
  return <h1>{text}</h1>;
}

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
  const router = createMemoryRouter(routes, { initialEntries: [path], patchRoutesOnNavigation });
  render(<RouterProvider router={router} />);
  return router;
};

describe('the router loads a remote on the first visit to its area', () => {
  beforeAll(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(REGISTRY))),
    );
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(() => {
    loadRemote.mockReset();
    useSessionStore.getState().signIn(SAMPLE_LOGIN, false);
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
    loadRemote.mockRejectedValueOnce(new Error('remoteEntry.js: network error'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = visit('/vuelve/lista');
    expect(await screen.findByText('Error en el área')).toBeVisible();
    expect(screen.getByText('Layout')).toBeVisible();

    // Another area works meanwhile.
    await router.navigate('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Panel' })).toBeVisible();

    loadRemote.mockResolvedValueOnce(areaOf('vuelve', 'De vuelta'));
    await router.navigate('/vuelve/lista');
    expect(await screen.findByRole('heading', { name: 'De vuelta' })).toBeVisible();
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('fetches no remote without a session', async () => {
    useSessionStore.getState().signOut();
    visit('/caido/lista');
    expect(await screen.findByRole('heading', { name: '404' })).toBeVisible();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});
