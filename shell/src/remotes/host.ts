// The remote host: the one object that owns what this tab knows of its remotes. The shell creates
// it once (bootstrap.tsx; each test creates its own). It holds the registry as last read
// (/remotes.json) and, per remote, the entry its code comes from, whether that code started, the
// release it runs, its area (loaded, or on its way) and why its last load failed. The router and
// the Module Federation runtime are thin adapters over it (router.tsx, federation.ts); behaviour
// joins through plugins with typed hooks (RemoteHostPlugin: overrides, error reports).
//
// A first visit reads one way: the router asks `loadAreaFor`, which asks the runtime for the
// remote's `./area`, checks it against the registry's prefixes and hands it back to the router.
import {
  checkedArea,
  isIncompatible,
  isInvalidArea,
  allowedByPolicy,
  parseRegistry,
  type RemoteArea,
  type RemoteRegistry,
  remoteFor,
} from 'federation-contract';
import { createPath, type DataRouter, matchRoutes } from 'react-router-dom';
import { useUnsavedStore } from 'shared-ui/session';
import { REGISTRY_URL } from './registryUrl';

/** While the tab is in the foreground, the registry is read again this often. */
const POLL_MS = 5 * 60_000;
/** Retries, while /remotes.json cannot be read: soon, then less often. */
const RETRY_MS = [5_000, 15_000, 30_000, 60_000];
/** Where the API was the last time /remotes.json was read: used while it cannot be. */
const API_KEY = 'bo.apiBaseUrl';
const GUARD_KEY = 'bo.fullLoad';
/** A full load for the same URL again within this time is a loop: the error page shows instead. */
const GUARD_MS = 60_000;

/** What the Module Federation runtime does for the host (federation.ts). */
export interface FederationRuntime {
  /** Registers `name` at `entry`; `force` replaces an earlier registration (and its failure). */
  register(name: string, entry: string, force: boolean): void;
  /** Everything to load before any remote (the shell's whole antd and its stylesheet). */
  beforeRemotes(): Promise<unknown>;
  /** The default export of the remote's exposed `./area`. */
  loadArea(name: string): Promise<unknown>;
}

/** What the runtime tells the host of each remote it loads. */
export interface RuntimeEvents {
  /** The remote's manifest was read: the release it carries. */
  manifestRead(name: string, release: string | undefined): void;
  /** The remote's container starts: its code is in the page until a full load. */
  containerStarted(name: string): void;
}

/**
 * A behaviour that joins the host: each hook is optional; a host runs its plugins' hooks in order.
 * `registryRead` sees every read of /remotes.json before the tab takes it (the overrides put a
 * developer's server in; a filter by the user's permissions hides the areas they cannot open).
 * `areaLoaded` sees a remote's area, checked, before its routes join the router (a guard can wrap
 * them). `loadFailed` hears of each remote that could not be loaded (the error reports).
 */
export interface RemoteHostPlugin {
  name: string;
  registryRead?(context: {
    host: RemoteHost;
    registry: RemoteRegistry;
  }): RemoteRegistry | Promise<RemoteRegistry>;
  areaLoaded?(context: { host: RemoteHost; name: string; area: RemoteArea }): RemoteArea;
  loadFailed?(context: {
    host: RemoteHost;
    name: string;
    error: unknown;
    release: string | undefined;
  }): void | Promise<void>;
}

export interface RemoteHostOptions {
  /** The runtime adapter, given the events it reports (federation.ts: moduleFederation). */
  runtime: (events: RuntimeEvents) => FederationRuntime;
  plugins?: readonly RemoteHostPlugin[];
  /** Where /remotes.json is (REGISTRY_URL). */
  url?: string;
  /** The request for it the entry started (index.ts), taken by the first read. */
  response?: Promise<Response>;
}

/** A page asked for while /remotes.json cannot be read: it may be an area's, which is unknown. */
export class RegistryUnavailableError extends Error {
  override name = 'RegistryUnavailableError';
  constructor() {
    super('No se pudo leer /remotes.json: las áreas no están disponibles');
  }
}

export const isRegistryUnavailable = (error: unknown): error is RegistryUnavailableError =>
  error instanceof Error && error.name === 'RegistryUnavailableError';

/** A remote the shell will not run (its shared versions, or its area): trying again cannot mend it. */
export const isRefused = (error: unknown): error is Error =>
  isIncompatible(error) || isInvalidArea(error);

/** What a loader or lazy returns while the page unloads: it never settles. */
export const untilUnload = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** What the host knows of one remote. */
interface RemoteState {
  /** The entry it was registered with in the runtime. */
  entry?: string;
  /** Its container started in this page: its code is here to stay until a full load. */
  started: boolean;
  /** The release its manifest carried when this tab loaded it. */
  release?: string;
  /** Its area, loaded or on its way; forgotten when the load fails. */
  area?: Promise<RemoteArea>;
  /** Why its last load failed (cleared by the next attempt). */
  failure?: unknown;
  /** Its area's fallback routes, and its own routes, joined the router. */
  fallback: boolean;
  patched: boolean;
}

interface Guard {
  url: string;
  at: number;
}

export class RemoteHost {
  readonly url: string;
  readonly plugins: readonly RemoteHostPlugin[];
  /** The app's router: the target of a navigation in progress comes from it. */
  router: DataRouter | undefined;
  private readonly runtime: FederationRuntime;
  private early: Promise<Response> | undefined;
  private current: RemoteRegistry | undefined;
  private loading: Promise<RemoteRegistry> | undefined;
  private refreshing: Promise<RemoteRegistry> | undefined;
  private readAt = 0;
  /** The last read of /remotes.json failed: the areas are unknown until one succeeds. */
  private unavailable = false;
  private unavailableError: RegistryUnavailableError | undefined;
  private retries = 0;
  private watching = false;
  private leaving = false;
  private readonly listeners = new Set<() => void>();
  private readonly remotes = new Map<string, RemoteState>();
  /** The navigations (by their request's signal) that have read the registry since they began. */
  private readonly readBy = new WeakSet<AbortSignal>();

  constructor({ runtime, plugins = [], url = REGISTRY_URL, response }: RemoteHostOptions) {
    this.url = url;
    this.plugins = plugins;
    this.early = response;
    this.runtime = runtime({
      manifestRead: (name, release) => {
        if (release) this.remote(name).release = release;
      },
      containerStarted: (name) => {
        this.remote(name).started = true;
      },
    });
  }

  private remote(name: string): RemoteState {
    let state = this.remotes.get(name);
    if (!state) {
      state = { started: false, fallback: false, patched: false };
      this.remotes.set(name, state);
    }
    return state;
  }

  // -------------------------------------------------------------------------------------------
  // The registry: read at start-up in the background, again on the way into an area, when the
  // tab comes back to the foreground and every few minutes, so a release shows in an open tab.

  private async read(response: Promise<Response>): Promise<RemoteRegistry> {
    const answer = await response;
    if (!answer.ok) throw new Error(`${answer.url}: HTTP ${answer.status}`);
    // Only the URLs the server allows (its CSP, on this answer too): never where the file says.
    const allowed = allowedByPolicy(
      answer.headers.get('content-security-policy'),
      globalThis.location?.origin ?? '',
    );
    let registry = parseRegistry(await answer.json(), allowed);
    for (const plugin of this.plugins) {
      if (plugin.registryRead) registry = await plugin.registryRead({ host: this, registry });
    }
    return registry;
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }

  private take(registry: RemoteRegistry): void {
    this.readAt = Date.now();
    const wasUnavailable = this.unavailable;
    this.unavailable = false;
    this.unavailableError = undefined;
    try {
      if (registry.apiBaseUrl) localStorage.setItem(API_KEY, registry.apiBaseUrl);
    } catch {
      // Storage off: the next start without /remotes.json finds no API, as before.
    }
    if (this.current && JSON.stringify(this.current) === JSON.stringify(registry)) {
      if (wasUnavailable) this.notify();
      return;
    }
    this.current = registry;
    this.notify();
  }

  private setUnavailable(): void {
    this.unavailable = true;
    this.notify();
    const wait = RETRY_MS[Math.min(this.retries, RETRY_MS.length - 1)] ?? 60_000;
    this.retries += 1;
    setTimeout(() => {
      if (this.unavailable) void this.refresh(0);
    }, wait);
  }

  /**
   * Reads /remotes.json once (the request the entry started) and makes it the current registry.
   * Nothing of a remote is fetched until its area is visited or a link into it shows intent. When
   * it cannot be read, the shell starts without the areas (its own pages work, the API where it
   * was last time) and reads it again: on the next navigation, on 'Reintentar', and every little
   * while.
   */
  load(): Promise<RemoteRegistry> {
    if (!this.loading) {
      const response = this.early ?? fetch(this.url, { cache: 'no-store' });
      this.early = undefined;
      this.loading = this.read(response)
        .then(
          (registry) => {
            this.take(registry);
            return registry;
          },
          (error: unknown) => {
            console.error('No se pudo leer el registro de remotes', error);
            const empty: RemoteRegistry = { apiBaseUrl: rememberedApi(), remotes: {} };
            this.current = empty;
            this.readAt = Date.now();
            this.setUnavailable();
            return empty;
          },
        )
        .then((registry) => {
          this.watchForReleases();
          return registry;
        });
    }
    return this.loading;
  }

  /**
   * Reads /remotes.json again (a conditional request: unchanged, the server answers 304) unless it
   * was read less than `maxAgeMs` ago; one request at a time. A failure keeps the registry as it is.
   */
  async refresh(maxAgeMs = 0): Promise<RemoteRegistry> {
    const known = await this.load();
    if (!this.unavailable && Date.now() - this.readAt < maxAgeMs) return this.current ?? known;
    this.refreshing ??= this.read(fetch(this.url, { cache: 'no-cache' }))
      .then((registry) => {
        this.retries = 0;
        this.take(registry);
        return registry;
      })
      .catch(() => {
        if (this.unavailable) this.setUnavailable();
        return this.current ?? known;
      })
      .finally(() => {
        this.refreshing = undefined;
      });
    return this.refreshing;
  }

  /** The tab learns of releases when it comes back to the foreground, and with a light poll. */
  private watchForReleases(): void {
    if (this.watching || typeof document === 'undefined') return;
    this.watching = true;
    const onReturn = () => {
      if (document.visibilityState === 'visible') void this.refresh(0);
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    setInterval(() => {
      if (document.visibilityState === 'visible') void this.refresh(POLL_MS / 2);
    }, POLL_MS);
  }

  /**
   * A plugin's new view of the registry it saw last (the session's permissions changed): taken at
   * once, without a request. Nothing while the registry cannot be read.
   */
  retake(registry: RemoteRegistry): void {
    if (!this.current || this.unavailable) return;
    if (JSON.stringify(this.current) === JSON.stringify(registry)) return;
    this.current = registry;
    this.notify();
  }

  /** Makes a registry the current one, as if read at start-up (tests call it with a fixture). */
  install(registry: RemoteRegistry): void {
    this.loading = Promise.resolve(registry);
    this.current = registry;
    this.unavailable = false;
    this.readAt = Date.now();
    this.notify();
  }

  /** The registry as read so far, or undefined before the first read. */
  loaded = (): RemoteRegistry | undefined => this.current;

  /** The registry, once loaded (the private layout waits for it, so its pages can rely on it). */
  registry = (): RemoteRegistry => {
    if (!this.current) throw new Error('registry() called before load()');
    return this.current;
  };

  /** Calls `listener` whenever a newer registry is read, or its availability changes. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether the areas are unknown because /remotes.json could not be read. */
  isUnavailable = (): boolean => this.unavailable;

  /** While /remotes.json cannot be read, the one error that says so (reported once, one code). */
  registryError(): RegistryUnavailableError | undefined {
    if (!this.unavailable) return undefined;
    this.unavailableError ??= new RegistryUnavailableError();
    return this.unavailableError;
  }

  /**
   * The registry as read after this navigation began: read now, unless the navigation read it
   * already (its route patching, just before its loaders, on a first visit to an area).
   */
  registryFor(signal: AbortSignal): Promise<RemoteRegistry> {
    if (this.readBy.has(signal)) return this.refresh(Number.POSITIVE_INFINITY);
    this.readBy.add(signal);
    return this.refresh();
  }

  // -------------------------------------------------------------------------------------------
  // Each remote: registered with the runtime on its first load only (with the registry's entry
  // then); a remote whose code runs in the page is never swapped in place (its chunks share one
  // global with any other release of it), so the tab moves to a new release by one full load.

  /** Registers `name` at `entry` unless it is there already; a remote that started keeps its entry. */
  register(name: string, entry: string): void {
    const state = this.remote(name);
    if (state.entry === entry || state.started) return;
    this.runtime.register(name, entry, state.entry !== undefined);
    state.entry = entry;
  }

  /** After a failed load: registers the remote again, so the next load fetches afresh. */
  private forgetFailedLoad(name: string): void {
    const state = this.remote(name);
    const entry = this.current?.remotes[name]?.entry;
    if (state.started || !entry) return;
    try {
      this.runtime.register(name, entry, true);
      state.entry = entry;
    } catch (error) {
      console.error(`Remote "${name}" could not be registered again`, error);
    }
  }

  private async fetchArea(name: string): Promise<RemoteArea> {
    const remote = this.current?.remotes[name];
    if (!remote?.entry) throw new Error(`Remote "${name}" is not in the registry`);
    this.register(name, remote.entry);
    await this.runtime.beforeRemotes();
    // Its routes must stay within the prefixes the registry gives it (no other area's URL).
    let area = checkedArea(name, await this.runtime.loadArea(name), remote.prefixes);
    for (const plugin of this.plugins) {
      if (plugin.areaLoaded) area = plugin.areaLoaded({ host: this, name, area });
    }
    return area;
  }

  /**
   * A remote's area module, from the registry's entry when it is first asked for; one promise per
   * remote until it fails. A failure forgets the attempt (ours and the runtime's), so the next load
   * fetches the remote again, from the entry the registry gives then.
   */
  loadArea(name: string): Promise<RemoteArea> {
    const state = this.remote(name);
    if (!state.area) {
      const promise = this.fetchArea(name);
      state.area = promise;
      promise.catch(() => {
        if (state.area === promise) state.area = undefined;
        this.forgetFailedLoad(name);
      });
    }
    return state.area;
  }

  /**
   * The area of `name` for a navigation to `target`: when its code cannot be fetched, it is tried
   * once more from the current registry (a release may have moved it); when this page already runs
   * code of that remote, which cannot be swapped in place, `target` is loaded anew (once: the
   * promise then never settles while the page unloads). Throws what the error page should show,
   * and remembers it (`failureOf`) until the next attempt.
   */
  async loadAreaFor(name: string, target: string): Promise<RemoteArea> {
    const state = this.remote(name);
    state.failure = undefined;
    let failure: unknown;
    try {
      return await this.loadArea(name);
    } catch (error) {
      failure = error;
    }
    if (!isRefused(failure)) {
      await this.refresh();
      if (!state.started) {
        try {
          return await this.loadArea(name);
        } catch (error) {
          failure = error;
        }
      }
      if (state.started && !isRefused(failure) && this.fullLoad(target)) return untilUnload();
    }
    state.failure = failure;
    await this.areaFailed(name, failure);
    throw failure;
  }

  /** Why the last load of `name` failed, or undefined when it did not. */
  failureOf(name: string): unknown {
    return this.remotes.get(name)?.failure;
  }

  /**
   * When a remote's code could not be loaded, whatever the cause: the plugins hear of it (the
   * error reports), and the console says why.
   */
  async areaFailed(name: string, error: unknown): Promise<void> {
    const release = this.loadedRelease(name);
    for (const plugin of this.plugins) {
      await plugin.loadFailed?.({ host: this, name, error, release });
    }
    if (isRefused(error)) console.error(`${error.message} (versión ${release ?? 'desconocida'})`);
    else {
      console.error(
        `Remote "${name}" could not be loaded (versión ${release ?? 'desconocida'})`,
        error,
      );
    }
  }

  /** Whether the area of `name` was asked for in this tab (loaded, or on its way). */
  areaRequested = (name: string): boolean => this.remotes.get(name)?.area !== undefined;

  /** Whether the routes of `name` (`'patched'`) or its fallbacks joined the router. */
  joined(name: string, what: 'fallback' | 'patched'): boolean {
    return this.remotes.get(name)?.[what] ?? false;
  }

  markJoined(name: string, what: 'fallback' | 'patched'): void {
    this.remote(name)[what] = true;
  }

  /**
   * Intent (hover, focus, touch) on a link to `pathname`: fetches its remote and the code of the
   * page it opens, so the click only has to render. Never throws; a failure shows on the click.
   */
  preloadPath = (pathname: string): void => {
    const owner = remoteFor(pathname, this.current);
    if (!owner) return;
    const [name] = owner;
    // A remote not asked for yet comes from the registry's latest entry.
    const fresh = this.areaRequested(name) ? Promise.resolve() : this.refresh(5000);
    fresh
      .then(() => this.loadArea(name))
      .then(
        (area) => {
          for (const { route } of matchRoutes(area.routes, pathname) ?? []) {
            if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
          }
        },
        () => undefined,
      );
  };

  /** Whether the code of `name` runs in this page. */
  hasStarted = (name: string): boolean => this.remotes.get(name)?.started ?? false;

  /** Whether `name` runs here from another entry than `entry` (the registry moved on since). */
  runsOtherThan = (name: string, entry: string | undefined): boolean => {
    const state = this.remotes.get(name);
    return Boolean(state?.started) && entry !== undefined && state?.entry !== entry;
  };

  /** The release this tab loaded of each remote (for error reports, and the operators' screen). */
  loadedRelease = (name: string): string | undefined => this.remotes.get(name)?.release;

  /** Each remote registered in this tab, with the entry its code comes from. */
  registeredEntries(): [string, string][] {
    return [...this.remotes].flatMap(([name, { entry }]) =>
      entry === undefined ? [] : [[name, entry] as [string, string]],
    );
  }

  // -------------------------------------------------------------------------------------------
  // Full loads: how a tab moves to a remote's new release, or gets over files it cannot fetch.

  /**
   * Loads `url` anew, once. False (and nothing done) when this tab already did so for the same URL
   * a moment ago: the caller shows the error page rather than loop. The navigation that leads here
   * passed the unsaved-changes prompt, so the browser is not made to ask again.
   */
  fullLoad(url: string): boolean {
    if (this.leaving) return true;
    const href = new URL(url, window.location.href).href;
    if (readGuard()?.url === href) return false;
    sessionStorage.setItem(
      GUARD_KEY,
      JSON.stringify({ url: href, at: Date.now() } satisfies Guard),
    );
    useUnsavedStore.setState({ dirty: new Set() });
    this.leaving = true;
    window.location.assign(href);
    return true;
  }

  /** The page at `url` showed without an error: a later full load to it is no loop. */
  landed(url: string): void {
    if (readGuard()?.url === new URL(url, window.location.href).href) {
      sessionStorage.removeItem(GUARD_KEY);
    }
  }

  // -------------------------------------------------------------------------------------------
  // The router, as the host follows it.

  /** The app's router: the target of a navigation in progress comes from it. */
  attachRouter(router: DataRouter): void {
    this.router = router;
  }

  /** Where the navigation in progress (or the first load) goes, if it is into `name`'s area. */
  pendingTarget(name: string): string | undefined {
    const state = this.router?.state;
    if (!state) return undefined;
    const location = state.navigation.location ?? (state.initialized ? undefined : state.location);
    if (!location || remoteFor(location.pathname, this.current)?.[0] !== name) return undefined;
    return createPath(location);
  }

  /** The URL (search and hash included) of the navigation in progress to `pathname`, or `pathname`. */
  navigationTarget(pathname: string): string {
    const state = this.router?.state;
    const location =
      state?.navigation.location ?? (state?.initialized ? undefined : state?.location);
    return location?.pathname === pathname ? createPath(location) : pathname;
  }

  /**
   * Follows the router's navigations: one that ends without an error clears the guard on full
   * loads to its URL. Subscribe once the RouterProvider has (a mounted component's effect): the
   * router hands its first state to its first subscriber only.
   */
  followNavigations(router: DataRouter): () => void {
    return router.subscribe((state) => {
      if (state.navigation.state === 'idle' && !state.errors) {
        this.landed(createPath(state.location));
      }
    });
  }

  /**
   * /remotes.json answers again, however that came (its retries, the tab's return, 'Reintentar'):
   * a page that showed the error page for want of the areas opens again, in place, with no reload.
   */
  reopenWhenRegistryReturns(router: DataRouter): () => void {
    let down = this.unavailable;
    return this.subscribe(() => {
      const wasDown = down;
      down = this.unavailable;
      const { errors, location } = router.state;
      if (wasDown && !down && Object.values(errors ?? {}).some(isRegistryUnavailable)) {
        void router.navigate(createPath(location), { replace: true });
      }
    });
  }
}

function rememberedApi(): string {
  try {
    return localStorage.getItem(API_KEY) ?? '';
  } catch {
    return '';
  }
}

function readGuard(): Guard | undefined {
  try {
    const guard = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? 'null') as Guard | null;
    return guard && Date.now() - guard.at < GUARD_MS ? guard : undefined;
  } catch {
    return undefined;
  }
}
