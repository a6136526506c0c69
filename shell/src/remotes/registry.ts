// The run-time registry (/remotes.json): where the API and each remote live, and what each area
// shows before its remote loads (prefixes, menu, search, links, release). Read at start-up in the
// background, and again on the way into an area, when the tab comes back to the foreground and
// every few minutes: a release shows in an open tab without a reload (docs/federation.md).
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useSyncExternalStore } from 'react';
import { matchRoutes } from 'react-router-dom';
import { startsWithPath } from 'shared-ui';
import type { RegisteredRemote, RemoteArea, RemoteRegistry } from 'shared-ui/types';
import { checkedArea } from './areaCheck';
import { applyOverrides } from './overrides';
import { parseRegistry } from './parseRegistry';
import { REGISTRY_URL, registryResponse } from './registryRequest';
import { forgetFailedLoad, registerRemote } from './releases';
import { SHARED_LIBRARIES } from './sharedEntries';

export { startsWithPath };

/** While the tab is in the foreground, the registry is read again this often. */
const POLL_MS = 5 * 60_000;

let loading: Promise<RemoteRegistry> | undefined;
let current: RemoteRegistry | undefined;
let readAt = 0;
let refreshing: Promise<RemoteRegistry> | undefined;
/** The last read of /remotes.json failed: the areas are unknown until one succeeds. */
let unavailable = false;
const listeners = new Set<() => void>();

/** Where the API was the last time /remotes.json was read: used while it cannot be. */
const API_KEY = 'bo.apiBaseUrl';

function rememberedApi(): string {
  try {
    return localStorage.getItem(API_KEY) ?? '';
  } catch {
    return '';
  }
}

async function fetchRegistry(response: Promise<Response>): Promise<RemoteRegistry> {
  const answer = await response;
  if (!answer.ok) throw new Error(`${answer.url}: HTTP ${answer.status}`);
  return applyOverrides(parseRegistry(await answer.json()));
}

const notify = () => {
  for (const listener of listeners) listener();
};

function setCurrent(registry: RemoteRegistry): void {
  readAt = Date.now();
  const wasUnavailable = unavailable;
  unavailable = false;
  unavailableError = undefined;
  try {
    if (registry.apiBaseUrl) localStorage.setItem(API_KEY, registry.apiBaseUrl);
  } catch {
    // Storage off: the next start without /remotes.json finds no API, as before.
  }
  if (current && JSON.stringify(current) === JSON.stringify(registry)) {
    if (wasUnavailable) notify();
    return;
  }
  current = registry;
  notify();
}

/** Retries, while /remotes.json cannot be read: soon, then less often. */
const RETRY_MS = [5_000, 15_000, 30_000, 60_000];
let retries = 0;

function setUnavailable(url: string): void {
  unavailable = true;
  notify();
  const wait = RETRY_MS[Math.min(retries, RETRY_MS.length - 1)] ?? 60_000;
  retries += 1;
  setTimeout(() => {
    if (unavailable) void refreshRegistry(0, url);
  }, wait);
}

/**
 * Fetches /remotes.json once (the request the entry started) and makes it the current registry.
 * Nothing of a remote is fetched until its area is visited or a link into it shows intent. When
 * it cannot be read, the shell starts without the areas (its own pages work, the API where it was
 * last time) and reads it again: on the next navigation, on 'Reintentar', and every little while.
 */
export function loadRegistry(url = REGISTRY_URL): Promise<RemoteRegistry> {
  loading ??= fetchRegistry(registryResponse(url))
    .then(
      (registry) => {
        setCurrent(registry);
        return registry;
      },
      (error: unknown) => {
        console.error('No se pudo leer el registro de remotes', error);
        const empty: RemoteRegistry = { apiBaseUrl: rememberedApi(), remotes: {} };
        current = empty;
        readAt = Date.now();
        setUnavailable(url);
        return empty;
      },
    )
    .then((registry) => {
      watchForReleases(url);
      return registry;
    });
  return loading;
}

/** Whether the areas are unknown because /remotes.json could not be read. */
export const registryUnavailable = () => unavailable;

/** A page asked for while /remotes.json cannot be read: it may be an area's, which is unknown. */
export class RegistryUnavailableError extends Error {
  override name = 'RegistryUnavailableError';
  constructor() {
    super('No se pudo leer /remotes.json: las áreas no están disponibles');
  }
}

export const isRegistryUnavailable = (error: unknown): error is RegistryUnavailableError =>
  error instanceof Error && error.name === 'RegistryUnavailableError';

let unavailableError: RegistryUnavailableError | undefined;
/** While /remotes.json cannot be read, the one error that says so (reported once, one code). */
export function registryError(): RegistryUnavailableError | undefined {
  if (!unavailable) return undefined;
  unavailableError ??= new RegistryUnavailableError();
  return unavailableError;
}

/**
 * Reads /remotes.json again (a conditional request: unchanged, the server answers 304) unless it
 * was read less than `maxAgeMs` ago; one request at a time. A failure keeps the registry as it is.
 */
export async function refreshRegistry(maxAgeMs = 0, url = REGISTRY_URL): Promise<RemoteRegistry> {
  const known = await loadRegistry(url);
  if (!unavailable && Date.now() - readAt < maxAgeMs) return current ?? known;
  refreshing ??= fetchRegistry(fetch(url, { cache: 'no-cache' }))
    .then((registry) => {
      retries = 0;
      setCurrent(registry);
      return registry;
    })
    .catch(() => {
      if (unavailable) setUnavailable(url);
      return current ?? known;
    })
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

let watching = false;

/** The tab learns of releases when it comes back to the foreground, and with a light poll. */
function watchForReleases(url: string): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  const onReturn = () => {
    if (document.visibilityState === 'visible') void refreshRegistry(0, url);
  };
  document.addEventListener('visibilitychange', onReturn);
  window.addEventListener('focus', onReturn);
  setInterval(() => {
    if (document.visibilityState === 'visible') void refreshRegistry(POLL_MS / 2, url);
  }, POLL_MS);
}

/** Makes a registry the current one, as if read at start-up (tests call it with a fixture). */
export function installRegistry(registry: RemoteRegistry): void {
  loading = Promise.resolve(registry);
  current = registry;
  unavailable = false;
  readAt = Date.now();
  areas.clear();
  for (const listener of listeners) listener();
}

/** The registry as read so far, or undefined before the first read. */
export const loadedRegistry = (): RemoteRegistry | undefined => current;

/** The registry, once loaded (the private layout waits for it, so its pages can rely on it). */
export function registry(): RemoteRegistry {
  if (!current) throw new Error('registry() called before loadRegistry()');
  return current;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current registry, re-rendering when a newer one is read (a release's new menu entries). */
export function useRegistry(): RemoteRegistry {
  return useSyncExternalStore(subscribe, registry);
}

/** The same, or undefined before the first read (outside the private layout). */
export function useLoadedRegistry(): RemoteRegistry | undefined {
  return useSyncExternalStore(subscribe, () => current);
}

/** Whether /remotes.json cannot be read now, re-rendering when that changes. */
export function useRegistryUnavailable(): boolean {
  return useSyncExternalStore(subscribe, () => unavailable);
}

/**
 * How the menu names a remote's area ('Productos'): its own menu group, else (a group it shares,
 * such as 'Administración') its first entry there, else its name.
 */
export function areaLabel(name: string, from: RemoteRegistry | undefined = current): string {
  const remote = from?.remotes[name];
  if (!from || !remote) return name;
  const sharedKey = (key: string) =>
    Object.entries(from.remotes).some(
      ([other, { menu }]) => other !== name && menu.some((group) => group.key === key),
    );
  const own = remote.menu.find((group) => !sharedKey(group.key));
  return own?.label ?? remote.menu[0]?.children[0]?.label ?? name;
}

/** Calls `listener` whenever a newer registry is read. */
export const onRegistryChange = subscribe;

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
  const entry = current?.remotes[name]?.entry;
  if (!entry) throw new Error(`Remote "${name}" is not in the registry`);
  registerRemote(name, entry);
  // The shell's whole antd first: with `loaded-first` the remote then takes it rather than its own
  // copy (the shell's pages hold antd's modules one by one; a second antd would lose the theme).
  // With it, the styles of every antd component (the layout loads only its own: antd-css.ts).
  await Promise.all([SHARED_LIBRARIES.antd(), import('antd-static-css/full.css')]);
  const module = await loadRemote<{ default: unknown }>(`${name}/area`);
  // Its routes must stay within the prefixes the registry gives it (no other area's URL).
  return checkedArea(name, module?.default, current?.remotes[name]?.prefixes ?? []);
}

/**
 * A remote's area module, from the registry's entry when it is first asked for; one promise per
 * remote until it fails. A failure forgets the attempt (ours and the runtime's), so the next load
 * fetches the remote again, from the entry the registry gives then.
 */
export function loadArea(name: string): Promise<RemoteArea> {
  let promise = areas.get(name);
  if (!promise) {
    promise = fetchArea(name);
    areas.set(name, promise);
    promise.catch(() => {
      areas.delete(name);
      forgetFailedLoad(name, current?.remotes[name]?.entry);
    });
  }
  return promise;
}

/** Whether the area of `name` was asked for in this tab (loaded, or on its way). */
export const areaRequested = (name: string) => areas.has(name);

/**
 * Intent (hover, focus, touch) on a link to `pathname`: fetches its remote and the code of the
 * page it opens, so the click only has to render. Never throws; a failure shows on the click.
 */
export function preloadPath(pathname: string): void {
  const owner = remoteFor(pathname);
  if (!owner) return;
  const [name] = owner;
  // A remote not asked for yet comes from the registry's latest entry.
  const fresh = areaRequested(name) ? Promise.resolve() : refreshRegistry(5000);
  fresh
    .then(() => loadArea(name))
    .then(
      (area) => {
        for (const { route } of matchRoutes(area.routes, pathname) ?? []) {
          if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
        }
      },
      () => undefined,
    );
}
