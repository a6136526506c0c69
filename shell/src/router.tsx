// The one router of the page: public pages, the private layout, every remote area, and the 404.
import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from './layout/guards';
import { LazyErrorPage } from './pages/errors/LazyErrorPage';
import { preparePage } from './remotes/areaRoutes';
import { REMOTE_MOUNTS } from './remotes/mounts';
import { loadRemoteRoutes } from './remotes/registry';

// Rendered while the first route's code loads (nothing: the page is blank for a moment).
function HydrateFallback() {
  return null;
}

const anonymous: RouteHandle = { anonymous: true };

// Everything is lazy so that `/` fetches only the login page (never the full antd or a remote).
const remoteAreas: RouteObject[] = REMOTE_MOUNTS.map(({ area, remote }) => ({
  path: `${area}/*`,
  // Every navigation into or inside the area waits here for the remote and the target page, so
  // the old page stays (with the layout's progress bar) and the new one replaces it in one step.
  // On the site's first load the layout shows at once instead, with RemoteMount's loading state.
  loader: async ({ request }) => {
    if (created?.state.initialized) await preparePage(remote, area, new URL(request.url).pathname);
    return null;
  },
  lazy: async () => {
    // The remote's manifest, entry and routes start loading now, beside the mount's own chunk;
    // a failure is shown by RemoteMount's boundary, which awaits the same promise.
    loadRemoteRoutes(remote).catch(() => undefined);
    const { RemoteMount } = await import('./remotes/RemoteMount');
    return { element: <RemoteMount remote={remote} area={area} /> };
  },
}));

export const routes: RouteObject[] = [
  {
    // With a session, the public pages lead to the dashboard.
    HydrateFallback,
    errorElement: <LazyErrorPage />,
    lazy: async () => ({ Component: (await import('./layout/guards')).PublicOnly }),
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('./pages/auth/LoginPage')).default }),
      },
      {
        path: 'registro',
        lazy: async () => ({ Component: (await import('./pages/auth/RegisterPage')).default }),
      },
      {
        path: 'recuperar-clave',
        lazy: async () => ({ Component: (await import('./pages/auth/RecoverPage')).default }),
      },
    ],
  },
  {
    // Without a session, the private pages lead to `/` (the 404 excepted).
    HydrateFallback,
    errorElement: <LazyErrorPage />,
    lazy: async () => ({ Component: (await import('./layout/AppLayout')).default }),
    children: [
      {
        // Pathless: an error in any page shows the error page inside the layout.
        errorElement: <LazyErrorPage />,
        children: [
          {
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('./pages/dashboard/DashboardPage')).default,
            }),
          },
          {
            path: 'sin-informacion/:area',
            lazy: async () => ({
              Component: (await import('./layout/NoInformationPage')).default,
            }),
          },
          ...remoteAreas,
          {
            path: '*',
            handle: anonymous,
            lazy: async () => ({
              Component: (await import('./pages/errors/NotFoundPage')).default,
            }),
          },
        ],
      },
    ],
  },
];

let created: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The router, created once the remotes are registered (the first load's `lazy` starts fetching
 * them). `created` stays unset, or not yet initialized, while the first load's loaders run, so
 * they do not wait for the remote: the layout shows at once.
 */
export function createAppRouter() {
  created = createBrowserRouter(routes);
  return created;
}
