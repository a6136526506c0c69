// What this tab runs of each remote, and the rules that keep a release from breaking it: a remote
// is registered with the runtime on its first load only (with the registry's entry at that time);
// a remote whose code runs in the page is never swapped in place (its chunks share one global with
// any other release of it), so the tab moves to a new release by one full load, loop-guarded; and a
// remote that asks for shared versions the shell cannot give is refused before it starts.
import {
  getInstance,
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { useUnsavedStore } from 'shared-ui/session';
import { type ManifestShared, sharedProblems } from './sharedContract';

/** The entry each remote was registered with in the runtime. */
const registered = new Map<string, string>();
/** Remotes whose container started in this page: their code is here to stay until a full load. */
const started = new Set<string>();
/** The release id each remote's manifest carried when this tab loaded it. */
const loadedReleases = new Map<string, string>();

/** A remote refused because the page cannot give it the shared versions it asks for. */
export class IncompatibleRemoteError extends Error {
  override name = 'IncompatibleRemoteError';
  constructor(
    readonly remote: string,
    readonly problems: string[],
  ) {
    super(`Remote "${remote}" refused: ${problems.join('; ')}`);
  }
}

export const isIncompatible = (error: unknown): error is IncompatibleRemoteError =>
  error instanceof Error && error.name === 'IncompatibleRemoteError';

/** The version of each shared library this page (the shell) provides. */
function hostVersions(): Record<string, string> {
  const instance = getInstance();
  const versions: Record<string, string> = {};
  for (const [name, candidates] of Object.entries(instance?.options.shared ?? {})) {
    const own = candidates.find((shared) => shared.from === instance?.options.name);
    if (own?.version) versions[name] = own.version;
  }
  return versions;
}

/**
 * Reads each remote's manifest as the runtime loads it: refuses a remote whose shared ranges the
 * shell's versions do not meet (before its container registers anything in the share scope), and
 * notes the release it carries. Marks a remote started once its container is initialised.
 */
const releasesPlugin: ModuleFederationRuntimePlugin = {
  name: 'backoffice-releases',
  loadRemoteSnapshot(args) {
    const { manifestJson, moduleInfo } = args;
    if (manifestJson) {
      const problems = sharedProblems(manifestJson.shared as ManifestShared[], hostVersions());
      if (problems.length) throw new IncompatibleRemoteError(moduleInfo.name, problems);
      const release = manifestJson.metaData.buildInfo?.buildVersion;
      if (release) loadedReleases.set(moduleInfo.name, release);
    }
    return args;
  },
  beforeInitContainer(args) {
    started.add(args.remoteInfo.name);
    return args;
  },
  // A remote's entry script loads with CORS (its chunks do too: html.crossorigin), so an error
  // thrown in its code reaches the page's handlers with its message and stack, and its unhandled
  // rejections reach them at all (the browser mutes both for a script of another origin otherwise).
  createScript({ url, attrs }) {
    const script = document.createElement('script');
    script.src = url;
    script.crossOrigin = 'anonymous';
    for (const [name, value] of Object.entries(attrs ?? {}))
      script.setAttribute(name, String(value));
    return script;
  },
};

let pluginInstalled = false;

/**
 * Registers `name` with the runtime at `entry`, unless it is registered there already. A remote
 * that started keeps its entry: only a full load moves it.
 */
export function registerRemote(name: string, entry: string): void {
  if (!pluginInstalled) {
    registerPlugins([releasesPlugin]);
    pluginInstalled = true;
  }
  if (registered.get(name) === entry || started.has(name)) return;
  registerRemotes([{ name, entry }], { force: registered.has(name) });
  registered.set(name, entry);
}

/**
 * After a failed load: registers the remote again (clearing the runtime's memory of the failed
 * attempt) at `entry`, so the next load fetches afresh. Not for a remote that started.
 */
export function forgetFailedLoad(name: string, entry: string | undefined): void {
  if (started.has(name) || !entry) return;
  try {
    registerRemotes([{ name, entry }], { force: true });
    registered.set(name, entry);
  } catch (error) {
    console.error(`Remote "${name}" could not be registered again`, error);
  }
}

/** Whether the code of `name` runs in this page. */
export const hasStarted = (name: string) => started.has(name);

/** Whether `name` runs here from another entry than `entry` (the registry moved on since). */
export const runsOtherThan = (name: string, entry: string | undefined) =>
  started.has(name) && entry !== undefined && registered.get(name) !== entry;

/** The release this tab loaded of each remote (for error reports, and the operators' screen). */
export const loadedRelease = (name: string) => loadedReleases.get(name);

/** Each remote registered in this tab, with the entry its code comes from. */
export const registeredEntries = (): [string, string][] => [...registered];

const GUARD_KEY = 'bo.fullLoad';
/** A full load for the same URL again within this time is a loop: the error page shows instead. */
const GUARD_MS = 60_000;
let leaving = false;

interface Guard {
  url: string;
  at: number;
}

function readGuard(): Guard | undefined {
  try {
    const guard = JSON.parse(sessionStorage.getItem(GUARD_KEY) ?? 'null') as Guard | null;
    return guard && Date.now() - guard.at < GUARD_MS ? guard : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Loads `url` anew, once: the way a tab moves to a remote's new release, or gets over files it
 * cannot fetch. False (and nothing done) when this tab already did so for the same URL a moment
 * ago: the caller shows the error page rather than loop. The navigation that leads here passed
 * the unsaved-changes prompt, so the browser is not made to ask again.
 */
export function fullLoad(url: string): boolean {
  if (leaving) return true;
  const href = new URL(url, window.location.href).href;
  if (readGuard()?.url === href) return false;
  sessionStorage.setItem(GUARD_KEY, JSON.stringify({ url: href, at: Date.now() } satisfies Guard));
  useUnsavedStore.setState({ dirty: new Set() });
  leaving = true;
  window.location.assign(href);
  return true;
}

/** The page at `url` showed without an error: a later full load to it is no loop. */
export function landed(url: string): void {
  if (readGuard()?.url === new URL(url, window.location.href).href) {
    sessionStorage.removeItem(GUARD_KEY);
  }
}

/** What a loader or lazy returns while the page unloads: it never settles. */
export const untilUnload = <T>(): Promise<T> => new Promise<T>(() => undefined);
