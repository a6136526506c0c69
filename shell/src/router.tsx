// The one router of the page: public pages, the private layout with the shell's own pages, and
// every remote's routes, added under the layout by the router itself on the first visit to an area.
import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { getToken } from 'shared-ui/session';
import { ahead } from './ahead';
import type { RouteHandle } from './layout/guards';
import { PageSkeleton } from './layout/PageSkeleton';
import { loadDashboardAhead } from './pages/dashboard/dashboardLoad';
import { LazyErrorPage } from './pages/errors/LazyErrorPage';
import { AREA_STATUS_PATH } from './pages/status/paths';
import {
  areaRoute,
  attachRouter,
  loadAreaFor,
  navigationTarget,
  registryFor,
} from './remotes/areaLoad';
import {
  loadRegistry,
  refreshRegistry,
  registry,
  registryError,
  remoteFor,
} from './remotes/registry';
import { fullLoad, runsOtherThan, untilUnload } from './remotes/releases';

/** The pathless route under the private layout: the shell's pages and every remote's. */
export const PAGES_ROUTE_ID = 'pages';

const anonymous: RouteHandle = { anonymous: true };

// Rendered while the first route's code loads: nothing on a public page (it is there at once).
function HydrateFallback() {
  return null;
}

// Everything is lazy so that `/` fetches only the login page (never the full antd or a remote).
export const routes: RouteObject[] = [
  {
    // With a session, the public pages lead to the dashboard.
    HydrateFallback,
    errorElement: <LazyErrorPage />,
    lazy: async () => {
      // The public pages' form libraries.
      ahead(import('formik'), import('yup'));
      return { Component: (await import('./layout/guards')).PublicOnly };
    },
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
    // Without a session, the private pages lead to `/` (the 404 excepted). The layout needs the
    // registry (menu, search, links), fetched since start-up.
    HydrateFallback: PageSkeleton,
    errorElement: <LazyErrorPage />,
    lazy: async () => {
      const [layout] = await Promise.all([import('./layout/AppLayout'), loadRegistry()]);
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
            // While /remotes.json cannot be read the path may be an area's: the error page, whose
            // 'Reintentar' (or the next navigation) reads it again, rather than a 404.
            loader: () => {
              const error = getToken() && registryError();
              if (error) throw error;
              return null;
            },
            lazy: async () => ({
              Component: (await import('./pages/errors/NotFoundPage')).default,
            }),
          },
        ],
      },
    ],
  },
];

const patched = new Set<string>();
const withFallback = new Set<string>();
/** Why each remote's last load failed (cleared by the next attempt). */
const failures = new Map<string, unknown>();

/**
 * Under each of a remote's prefixes, below its own routes: the 404 of that area, or, when the
 * remote could not be loaded, the error page (thrown here, so it shows inside the layout). A page
 * this tab's release of the area lacks may be in the registry's newer one: loaded anew, once.
 */
const areaFallback = (remote: string, prefix: string): RouteObject => ({
  path: `${prefix.replace(/^\/+|\/+$/g, '')}/*`,
  loader: ({ request }) => {
    if (failures.has(remote)) throw failures.get(remote);
    if (runsOtherThan(remote, registry().remotes[remote]?.entry) && fullLoad(request.url)) {
      return untilUnload();
    }
    return null;
  },
  lazy: async () => ({ Component: (await import('./pages/errors/NotFoundPage')).default }),
});

/**
 * The first navigation into a remote's prefixes loads its `./area` (from the registry as read
 * now: a release since the tab opened is taken) and adds its routes under the layout; from then
 * on the router matches them like its own (`lazy`, `loader`, `action`, `errorElement`, pending
 * UI), and each way into the area checks for a newer release (remotes/areaLoad.ts). A remote that
 * cannot load leaves its area's fallback to show the error page inside the layout; the other
 * areas keep working, and the next visit tries again (the fallback is a splat, so the router asks
 * here again). Without a session no remote is fetched: the layout sends the visitor to `/`.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({
  path,
  patch,
  signal,
}) => {
  if (!getToken()) return;
  const known = remoteFor(path, await refreshRegistry(Number.POSITIVE_INFINITY));
  // Routes with params ask here on every visit: read the registry again only for a new area.
  if (!known || patched.has(known[0])) return;
  const owner = remoteFor(path, await registryFor(signal));
  if (!owner) return;
  const [name, remote] = owner;
  if (!withFallback.has(name)) {
    patch(
      PAGES_ROUTE_ID,
      remote.prefixes.map((prefix) => areaFallback(name, prefix)),
    );
    if (!signal.aborted) withFallback.add(name);
  }
  if (patched.has(name)) return;
  failures.delete(name);
  try {
    const area = await loadAreaFor(name, navigationTarget(path));
    patch(PAGES_ROUTE_ID, [areaRoute(name, remote.prefixes, area.routes)]);
    // An aborted navigation patches nothing (the router ignores it): the next one patches again.
    if (!signal.aborted) patched.add(name);
  } catch (error) {
    failures.set(name, error);
  }
};

export function createAppRouter() {
  const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
  attachRouter(router);
  return router;
}
