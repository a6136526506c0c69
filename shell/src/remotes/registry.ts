// Registers the remotes of /remotes.json with the Module Federation runtime and loads their routes once.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router-dom';
import { settle } from './settle';

interface RoutesModule {
  default: RouteObject[];
}

const entries = new Map<string, string>();
const loading = new Map<string, Promise<RouteObject[]>>();
const failed = new Set<string>();

/** Tells the runtime where each remote lives; nothing is fetched until a route needs it. */
export function registerRemoteEntries(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes([...entries].map(([name, entry]) => ({ name, entry })));
}

async function fetchRoutes(remote: string): Promise<RouteObject[]> {
  if (!entries.has(remote)) throw new Error(`Remote "${remote}" is not in remotes.json`);
  const module = await loadRemote<RoutesModule>(`${remote}/routes`);
  if (!module || !Array.isArray(module.default)) {
    throw new Error(`Remote "${remote}" did not expose a route list at ./routes`);
  }
  return module.default;
}

/** The route list a remote exposes; the same promise for every caller until it fails. */
export function loadRemoteRoutes(remote: string): Promise<RouteObject[]> {
  let promise = loading.get(remote);
  if (!promise) {
    // Settled promises are read by `use` without suspending once the remote is in.
    promise = settle(fetchRoutes(remote));
    promise.catch(() => failed.add(remote));
    loading.set(remote, promise);
  }
  return promise;
}

/**
 * After its routes failed to load: drop the cached attempt (ours and the runtime's) so the next
 * visit fetches the remote again. A remote that did load is left alone.
 */
export function retryIfFailed(remote: string): void {
  if (!failed.delete(remote)) return;
  loading.delete(remote);
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}
