// The one router of the page: public pages, the private layout with the shell's own pages, and
// every remote's routes, added under the layout by the router itself on the first visit to an area.
import { remoteFor } from 'federation-contract';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { getToken } from 'shared-ui/session';
import { ahead } from './ahead';
import type { RouteHandle } from './layout/guards';
import { PageSkeleton } from './layout/PageSkeleton';
import { PUBLIC_PAGES, type PublicPage } from './pages/auth/publicPages';
import { loadDashboardAhead } from './pages/dashboard/dashboardLoad';
import { LazyErrorPage } from './pages/errors/LazyErrorPage';
import { AREA_STATUS_PATH } from './pages/status/paths';
import { areaFallback, areaRoute } from './remotes/areaRoutes';
import type { RemoteHost } from './remotes/host';

/** The pathless route under the private layout: the shell's pages and every remote's. */
export const PAGES_ROUTE_ID = 'pages';

const anonymous: RouteHandle = { anonymous: true };

// Rendered while the first route's code loads: nothing on a public page (it is there at once).
function HydrateFallback() {
  return null;
}

/** Each public page's code: its path comes from PUBLIC_PAGES, the one list of them. */
const PUBLIC_PAGE_MODULES: Record<PublicPage, RouteObject['lazy']> = {
  login: async () => ({ Component: (await import('./pages/auth/LoginPage')).default }),
  register: async () => ({ Component: (await import('./pages/auth/RegisterPage')).default }),
  recover: async () => ({ Component: (await import('./pages/auth/RecoverPage')).default }),
};

const notFoundPage: RouteObject['lazy'] = async () => ({
  Component: (await import('./pages/errors/NotFoundPage')).default,
});

// Everything is lazy so that `/` fetches only the login page (never the full antd or a remote).
export function appRoutes(host: RemoteHost): RouteObject[] {
  return [
    {
      // With a session, the public pages lead to the dashboard.
      HydrateFallback,
      errorElement: <LazyErrorPage />,
      lazy: async () => {
        // The public pages' form libraries.
        ahead(import('formik'), import('yup'));
        return { Component: (await import('./layout/guards')).PublicOnly };
      },
      children: Object.entries(PUBLIC_PAGE_MODULES).map(([page, lazy]) => ({
        path: PUBLIC_PAGES[page as PublicPage].path,
        lazy,
      })) as RouteObject[],
    },
    {
      // Without a session, the private pages lead to `/` (the 404 excepted). The layout needs the
      // registry (menu, search, links), fetched since start-up.
      HydrateFallback: PageSkeleton,
      errorElement: <LazyErrorPage />,
      lazy: async () => {
        const [layout] = await Promise.all([import('./layout/AppLayout'), host.load()]);
        return { Component: layout.default };
      },
      children: [
        {
          // Pathless: an error in any page, or a remote that cannot load, shows the error page
          // inside the layout. The remotes' routes are patched in here.
          id: PAGES_ROUTE_ID,
          errorElement: <LazyErrorPage />,
          children: [
            {
              path: 'dashboard',
              // Its data is asked for while its code loads (the page takes that request).
              loader: loadDashboardAhead,
              shouldRevalidate: () => false,
              lazy: async () => ({
                Component: (await import('./pages/dashboard/DashboardPage')).default,
              }),
            },
            {
              // The operators' screen: each area's release and its errors of the last 24 hours.
              path: AREA_STATUS_PATH.slice(1),
              lazy: async () => ({
                Component: (await import('./pages/status/AreaStatusPage')).default,
              }),
            },
            {
              path: 'sin-informacion/:area',
              lazy: async () => ({
                Component: (await import('./layout/NoInformationPage')).default,
              }),
            },
            {
              path: '*',
              handle: anonymous,
              // While /remotes.json cannot be read the path may be an area's: the error page,
              // whose 'Reintentar' (or the next navigation) reads it again, rather than a 404.
              loader: () => {
                const error = getToken() && host.registryError();
                if (error) throw error;
                return null;
              },
              lazy: notFoundPage,
            },
          ],
        },
      ],
    },
  ];
}

/**
 * The first navigation into a remote's prefixes asks the host for its area (from the registry as
 * read now: a release since the tab opened is taken) and adds its routes under the layout; from
 * then on the router matches them like its own (`lazy`, `loader`, `action`, `errorElement`,
 * pending UI), and each way into the area checks for a newer release (remotes/areaRoutes.ts). A
 * remote that cannot load leaves its area's fallback to show the error page inside the layout;
 * the other areas keep working, and the next visit tries again (the fallback is a splat, so the
 * router asks here again). Without a session no remote is fetched: the layout sends the visitor
 * to `/`.
 */
export function patchRoutes(host: RemoteHost): PatchRoutesOnNavigationFunction {
  return async ({ path, patch, signal }) => {
    if (!getToken()) return;
    const known = remoteFor(path, await host.refresh(Number.POSITIVE_INFINITY));
    // Routes with params ask here on every visit: read the registry again only for a new area.
    if (!known || host.joined(known[0], 'patched')) return;
    const owner = remoteFor(path, await host.registryFor(signal));
    if (!owner) return;
    const [name, remote] = owner;
    if (!host.joined(name, 'fallback')) {
      patch(
        PAGES_ROUTE_ID,
        remote.prefixes.map((prefix) => areaFallback(host, name, prefix, notFoundPage)),
      );
      if (!signal.aborted) host.markJoined(name, 'fallback');
    }
    if (host.joined(name, 'patched')) return;
    try {
      const area = await host.loadAreaFor(name, host.navigationTarget(path));
      patch(PAGES_ROUTE_ID, [areaRoute(host, name, remote.prefixes, area.routes)]);
      // An aborted navigation patches nothing (the router ignores it): the next one patches again.
      if (!signal.aborted) host.markJoined(name, 'patched');
    } catch {
      // The host keeps the failure: the area's fallback throws it (the error page).
    }
  };
}

export function createAppRouter(host: RemoteHost) {
  const router = createBrowserRouter(appRoutes(host), {
    patchRoutesOnNavigation: patchRoutes(host),
  });
  host.attachRouter(router);
  return router;
}
