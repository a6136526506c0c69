// One area's routes as RemoteRoutes renders them, and the loading of their pages before they show.
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadRemoteRoutes } from './registry';
import { settle } from './settle';
import { scopeToArea } from './scopeToArea';

const copyTree = (routes: readonly RouteObject[]): RouteObject[] =>
  routes.map((route) =>
    route.children ? { ...route, children: copyTree(route.children) } : { ...route },
  );

const copies = new WeakMap<readonly RouteObject[], Map<string, RouteObject[]>>();

/** The area's routes re-rooted at its mount: one copy per remote list and area, which loaded pages fill in. */
export function areaRoutes(routes: readonly RouteObject[], area: string): RouteObject[] {
  let byArea = copies.get(routes);
  if (!byArea) {
    byArea = new Map();
    copies.set(routes, byArea);
  }
  let scoped = byArea.get(area);
  if (!scoped) {
    scoped = copyTree(scopeToArea(routes, area));
    byArea.set(area, scoped);
  }
  return scoped;
}

/** The URL inside the area: '/wallet/recargar' → '/recargar', '/wallet' → '/'. */
export function pathInArea(pathname: string, area: string): string {
  const prefix = `/${area}`;
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
}

const loading = new WeakMap<RouteObject, Promise<void>>();

/** Runs a route's `lazy` once and merges what it returns into the route, as a data router does. */
function loadRoute(route: RouteObject): Promise<void> {
  let promise = loading.get(route);
  if (!promise) {
    const lazy = route.lazy as () => Promise<Partial<RouteObject>>;
    promise = settle(
      lazy().then((loaded) => {
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
    // A chunk that failed to load is fetched again on the next visit.
    promise.catch(() => loading.delete(route));
    loading.set(route, promise);
  }
  return promise;
}

/** The loads still needed to show `pathname` (inside the area): one per matched route not yet loaded. */
export function pendingPages(routes: RouteObject[], pathname: string): Promise<void>[] {
  return (matchRoutes(routes, pathname) ?? [])
    .filter(({ route }) => typeof route.lazy === 'function')
    .map(({ route }) => loadRoute(route));
}

/**
 * Before a navigation into an area commits: the remote's routes and the target's page, so that
 * the page replaces the previous one in a single step. A failure is left to RemoteMount, whose
 * boundary shows the error page when it renders.
 */
export async function preparePage(remote: string, area: string, pathname: string): Promise<void> {
  try {
    const routes = areaRoutes(await loadRemoteRoutes(remote), area);
    await Promise.all(pendingPages(routes, pathInArea(pathname, area)));
  } catch {
    // Shown by RemoteMount.
  }
}
