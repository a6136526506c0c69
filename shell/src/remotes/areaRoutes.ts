// How a remote's area joins the router: its routes under one pathless route whose loader checks
// for a newer release on each way into the area, each page's `lazy` recovering from a file it
// cannot fetch, and under each prefix a fallback (the area's 404, or the error page when the
// remote could not be loaded). A release never shows the error page: the tab moves to it by one
// full load, loop-guarded (the host's fullLoad).
import { startsWithPath } from 'federation-contract';
import type { RouteObject } from 'react-router-dom';
import { type RemoteHost, untilUnload } from './host';

type Lazy = () => Promise<unknown>;

/**
 * On the way into the area from elsewhere: reads the registry again (once a navigation), and when
 * it names another release than the one this page runs, loads the target anew (once). The
 * unsaved-changes prompt has run before any loader, so no typed work is lost.
 */
async function enterArea(host: RemoteHost, name: string, { url, signal }: Request) {
  const registry = await host.registryFor(signal);
  if (host.runsOtherThan(name, registry.remotes[name]?.entry) && host.fullLoad(url)) {
    return untilUnload<null>();
  }
  return null;
}

/**
 * A route's `lazy` (a page's chunk) that, when its file cannot be fetched during a navigation
 * into the area, tries again: at once when the registry still names the same release, else (or
 * when that fails too) by loading the target anew, once. A failed preload (no navigation) just
 * fails, quietly.
 */
function recovering(host: RemoteHost, name: string, lazy: Lazy): Lazy {
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      const target = host.pendingTarget(name);
      if (!target) throw error;
      const registry = await host.refresh();
      if (!host.runsOtherThan(name, registry.remotes[name]?.entry)) {
        try {
          return await lazy();
        } catch {
          // Below: one full load.
        }
      }
      if (host.fullLoad(target)) return untilUnload();
      await host.areaFailed(name, error);
      throw error;
    }
  };
}

function withRecovery(host: RemoteHost, name: string, route: RouteObject): RouteObject {
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function' ? { lazy: recovering(host, name, lazy as Lazy) } : {}),
    ...(children ? { children: children.map((child) => withRecovery(host, name, child)) } : {}),
  } as RouteObject;
}

/**
 * The routes of a remote's area as the router gets them: under one pathless route whose loader
 * runs on each way into the area from elsewhere (enterArea), each page's `lazy` recovering.
 */
export function areaRoute(
  host: RemoteHost,
  name: string,
  prefixes: string[],
  routes: RouteObject[],
): RouteObject {
  const inArea = (url: URL) => prefixes.some((prefix) => startsWithPath(url.pathname, prefix));
  return {
    id: `area:${name}`,
    loader: ({ request }) => enterArea(host, name, request),
    shouldRevalidate: ({ currentUrl, nextUrl }) => inArea(nextUrl) && !inArea(currentUrl),
    children: routes.map((route) => withRecovery(host, name, route)),
  };
}

/**
 * Under each of a remote's prefixes, below its own routes: the 404 of that area, or, when the
 * remote could not be loaded, the error page (thrown here, so it shows inside the layout). A page
 * this tab's release of the area lacks may be in the registry's newer one: loaded anew, once.
 */
export function areaFallback(
  host: RemoteHost,
  name: string,
  prefix: string,
  notFound: RouteObject['lazy'],
): RouteObject {
  return {
    path: `${prefix.replace(/^\/+|\/+$/g, '')}/*`,
    loader: ({ request }) => {
      const failure = host.failureOf(name);
      if (failure !== undefined) throw failure;
      if (host.runsOtherThan(name, host.registry().remotes[name]?.entry)) {
        if (host.fullLoad(request.url)) return untilUnload();
      }
      return null;
    },
    lazy: notFound,
  } as RouteObject;
}
