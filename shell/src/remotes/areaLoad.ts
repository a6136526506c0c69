// How a remote's area joins the router, and the one place its load failures go through
// (areaFailed: an error reporter hooks in there). A release never shows the error page: an entry
// or chunk that cannot be fetched is tried again from the current registry, and a tab that runs
// an older release of the remote moves to the current one by one full load, loop-guarded.
import type { DataRouter, RouteObject } from 'react-router-dom';
import { createPath } from 'react-router-dom';
import { reportError } from 'shared-ui/session';
import type { RemoteArea } from 'shared-ui/types';
import { isInvalidArea } from './areaCheck';
import {
  isRegistryUnavailable,
  loadArea,
  onRegistryChange,
  refreshRegistry,
  registryUnavailable,
  remoteFor,
  startsWithPath,
} from './registry';
import {
  fullLoad,
  hasStarted,
  isIncompatible,
  landed,
  loadedRelease,
  runsOtherThan,
  untilUnload,
} from './releases';

let appRouter: DataRouter | undefined;

/** The app's router: the target of a navigation in progress comes from it. */
export function attachRouter(router: DataRouter): void {
  appRouter = router;
}

/** The router attached (the error reporter reads the route on screen from it). */
export const attachedRouter = (): DataRouter | undefined => appRouter;

/**
 * Follows the router's navigations: one that ends without an error clears the guard on full
 * loads to its URL. Subscribe once the RouterProvider has (a mounted component's effect): the
 * router hands its first state to its first subscriber only.
 */
export function followNavigations(router: DataRouter): () => void {
  return router.subscribe((state) => {
    if (state.navigation.state === 'idle' && !state.errors) landed(createPath(state.location));
  });
}

/**
 * /remotes.json answers again, however that came (its retries, the tab's return, 'Reintentar'):
 * a page that showed the error page for want of the areas opens again, in place, with no reload.
 */
export function reopenWhenRegistryReturns(router: DataRouter): () => void {
  let down = registryUnavailable();
  return onRegistryChange(() => {
    const wasDown = down;
    down = registryUnavailable();
    const { errors, location } = router.state;
    if (wasDown && !down && Object.values(errors ?? {}).some(isRegistryUnavailable)) {
      void router.navigate(createPath(location), { replace: true });
    }
  });
}

/** Where the navigation in progress (or the first load) goes, if it is into `name`'s area. */
function pendingTarget(name: string): string | undefined {
  const state = appRouter?.state;
  if (!state) return undefined;
  const location = state.navigation.location ?? (state.initialized ? undefined : state.location);
  if (!location || remoteFor(location.pathname)?.[0] !== name) return undefined;
  return createPath(location);
}

/** The URL (search and hash included) of the navigation in progress to `pathname`, or `pathname`. */
export function navigationTarget(pathname: string): string {
  const state = appRouter?.state;
  const location = state?.navigation.location ?? (state?.initialized ? undefined : state?.location);
  return location?.pathname === pathname ? createPath(location) : pathname;
}

/**
 * When a remote's code could not be loaded, whatever the cause: reported (phase load, with the
 * code the error page shows then), and the console says why.
 */
export async function areaFailed(name: string, error: unknown): Promise<void> {
  // The reporter's code loads with the first failure (the public pages never need it).
  const { installReporter } = await import('../errors/install');
  installReporter();
  reportError(error, 'load', { area: name });
  const release = loadedRelease(name) ?? 'desconocida';
  if (isRefused(error)) {
    console.error(`${error.message} (versión ${release})`);
  } else {
    console.error(`Remote "${name}" could not be loaded (versión ${release})`, error);
  }
}

/** A remote the shell will not run (its shared versions, or its area): trying again cannot mend it. */
const isRefused = (error: unknown): error is Error => isIncompatible(error) || isInvalidArea(error);

/**
 * The area of `name` for a navigation to `target`: when its code cannot be fetched, it is tried
 * once more from the current registry (a release may have moved it); when this page already runs
 * code of that remote, which cannot be swapped in place, `target` is loaded anew (once: the
 * promise then never settles while the page unloads). Throws what the error page should show.
 */
export async function loadAreaFor(name: string, target: string): Promise<RemoteArea> {
  let failure: unknown;
  try {
    return await loadArea(name);
  } catch (error) {
    failure = error;
  }
  if (!isRefused(failure)) {
    await refreshRegistry();
    if (!hasStarted(name)) {
      try {
        return await loadArea(name);
      } catch (error) {
        failure = error;
      }
    }
    if (hasStarted(name) && !isRefused(failure) && fullLoad(target)) return untilUnload();
  }
  await areaFailed(name, failure);
  throw failure;
}

/** The navigations (by their request's signal) that have read the registry since they began. */
const readBy = new WeakSet<AbortSignal>();

/**
 * The registry as read after this navigation began: read now, unless the navigation read it
 * already (its route patching, just before its loaders, on a first visit to an area).
 */
export function registryFor(signal: AbortSignal) {
  if (readBy.has(signal)) return refreshRegistry(Number.POSITIVE_INFINITY);
  readBy.add(signal);
  return refreshRegistry();
}

/**
 * On the way into the area from elsewhere: reads the registry again (once a navigation), and when
 * it names another release than the one this page runs, loads the target anew (once). The
 * unsaved-changes prompt has run before any loader, so no typed work is lost.
 */
async function enterArea(name: string, { url, signal }: Request): Promise<null> {
  const registry = await registryFor(signal);
  if (runsOtherThan(name, registry.remotes[name]?.entry) && fullLoad(url)) return untilUnload();
  return null;
}

type Lazy = () => Promise<unknown>;

/**
 * A route's `lazy` (a page's chunk) that, when its file cannot be fetched during a navigation
 * into the area, tries again: at once when the registry still names the same release, else (or
 * when that fails too) by loading the target anew, once. A failed preload (no navigation) just
 * fails, quietly.
 */
function recovering(name: string, lazy: Lazy): Lazy {
  return async () => {
    try {
      return await lazy();
    } catch (error) {
      const target = pendingTarget(name);
      if (!target) throw error;
      const registry = await refreshRegistry();
      if (!runsOtherThan(name, registry.remotes[name]?.entry)) {
        try {
          return await lazy();
        } catch {
          // Below: one full load.
        }
      }
      if (fullLoad(target)) return untilUnload();
      await areaFailed(name, error);
      throw error;
    }
  };
}

function withRecovery(name: string, route: RouteObject): RouteObject {
  const { lazy, children } = route;
  return {
    ...route,
    ...(typeof lazy === 'function' ? { lazy: recovering(name, lazy as Lazy) } : {}),
    ...(children ? { children: children.map((child) => withRecovery(name, child)) } : {}),
  } as RouteObject;
}

/**
 * The routes of a remote's area as the router gets them: under one pathless route whose loader
 * runs on each way into the area from elsewhere (enterArea), each page's `lazy` recovering.
 */
export function areaRoute(name: string, prefixes: string[], routes: RouteObject[]): RouteObject {
  const inArea = (url: URL) => prefixes.some((prefix) => startsWithPath(url.pathname, prefix));
  return {
    id: `area:${name}`,
    loader: ({ request }) => enterArea(name, request),
    shouldRevalidate: ({ currentUrl, nextUrl }) => inArea(nextUrl) && !inArea(currentUrl),
    children: routes.map((route) => withRecovery(name, route)),
  };
}
