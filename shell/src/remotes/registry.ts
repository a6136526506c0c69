// The run-time registry (/remotes.json): where the API and each remote live, and what each area
// shows before its remote loads (prefixes, menu, search, links). Read once, in the background.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { matchRoutes } from 'react-router-dom';
import type { RegisteredRemote, RemoteArea, RemoteRegistry } from 'shared-ui/types';
import { parseRegistry } from './parseRegistry';
import { REGISTRY_URL, registryResponse } from './registryRequest';
import { SHARED_LIBRARIES } from './sharedEntries';

let loading: Promise<RemoteRegistry> | undefined;
let current: RemoteRegistry | undefined;

async function fetchRegistry(url: string): Promise<RemoteRegistry> {
  try {
    const response = await registryResponse(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return parseRegistry(await response.json());
  } catch (error) {
    // Without it the shell still works: the login, the dashboard and its own pages.
    console.error('No se pudo leer el registro de remotes', error);
    return { apiBaseUrl: '', remotes: {} };
  }
}

/**
 * Fetches /remotes.json once and tells the Module Federation runtime where each remote lives
 * (nothing of a remote is fetched until its area is visited or a link into it shows intent).
 */
export function loadRegistry(url = REGISTRY_URL): Promise<RemoteRegistry> {
  loading ??= fetchRegistry(url).then((registry) => {
    installRegistry(registry);
    registerRemotes(
      Object.entries(registry.remotes).map(([name, remote]) => ({ name, entry: remote.entry })),
    );
    return registry;
  });
  return loading;
}

/** Makes a registry the current one (loadRegistry does; tests call it with a fixture). */
export function installRegistry(registry: RemoteRegistry): void {
  current = registry;
  areas.clear();
}

/** The registry, once loaded (the private layout waits for it, so its pages can rely on it). */
export function registry(): RemoteRegistry {
  if (!current) throw new Error('registry() called before loadRegistry()');
  return current;
}

/** Whether `pathname` is `prefix` or below it ('/a' holds '/a/b/7', not '/ab'). */
export const startsWithPath = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** The remote that owns a URL (by its prefixes), if any. */
export function remoteFor(
  pathname: string,
  from: RemoteRegistry | undefined = current,
): [string, RegisteredRemote] | undefined {
  if (!from) return undefined;
  return Object.entries(from.remotes).find(([, remote]) =>
    remote.prefixes.some((prefix) => startsWithPath(pathname, prefix)),
  );
}

/** Where a named link goes ('campaigns.create'), or undefined when no remote offers it. */
export function linkTo(
  name: string,
  from: RemoteRegistry | undefined = current,
): string | undefined {
  if (!from) return undefined;
  for (const remote of Object.values(from.remotes)) {
    const path = remote.links?.[name];
    if (path) return path;
  }
  return undefined;
}

const areas = new Map<string, Promise<RemoteArea>>();

async function fetchArea(name: string): Promise<RemoteArea> {
  // The shell's whole antd first: with `loaded-first` the remote then takes it rather than its own
  // copy (the shell's pages hold antd's modules one by one; a second antd would lose the theme).
  // With it, the styles of every antd component (the layout loads only its own: antd-css.ts).
  await Promise.all([SHARED_LIBRARIES.antd(), import('antd-static-css/full.css')]);
  const module = await loadRemote<{ default: RemoteArea }>(`${name}/area`);
  const area = module?.default;
  if (!area || !Array.isArray(area.routes)) {
    throw new Error(`Remote "${name}" did not expose its area (routes) at ./area`);
  }
  return area;
}

/**
 * A remote's area module; one promise per remote until it fails. A failure forgets the attempt
 * (ours and the runtime's), so the next visit fetches the remote again.
 */
export function loadArea(name: string): Promise<RemoteArea> {
  let promise = areas.get(name);
  if (!promise) {
    promise = fetchArea(name);
    areas.set(name, promise);
    promise.catch(() => {
      areas.delete(name);
      const entry = current?.remotes[name]?.entry;
      try {
        if (entry) registerRemotes([{ name, entry }], { force: true });
      } catch (error) {
        console.error(`Remote "${name}" could not be registered again`, error);
      }
    });
  }
  return promise;
}

/**
 * Intent (hover, focus, touch) on a link to `pathname`: fetches its remote and the code of the
 * page it opens, so the click only has to render. Never throws; a failure shows on the click.
 */
export function preloadPath(pathname: string): void {
  const owner = remoteFor(pathname);
  if (!owner) return;
  loadArea(owner[0]).then(
    (area) => {
      for (const { route } of matchRoutes(area.routes, pathname) ?? []) {
        if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
      }
    },
    () => undefined,
  );
}
