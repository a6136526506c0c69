// One area of a running shell from a developer's own server: in this browser only (localStorage,
// never in a URL that could be sent), for localhost only, and on screen while it is on
// (Notices.tsx). Turned on from the browser's console (docs/federation.md):
//   backoffice.override('products', 'http://localhost:3002')   // and null to turn it off
import { parseRemote, type RegisteredRemote, type RemoteRegistry } from 'federation-contract';
import type { RemoteHost, RemoteHostPlugin } from './host';

const KEY = 'bo.remoteOverrides';
const DESCRIPTION_TIMEOUT_MS = 3000;
const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/** Whether `url` is served by this machine: the only servers an override may point at. */
export function isLocalUrl(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      (LOCAL_HOSTS.includes(hostname) || hostname.endsWith('.localhost'))
    );
  } catch {
    return false;
  }
}

/** A server's base URL, or its manifest's, as the manifest's URL. */
export function manifestUrl(url: string): string {
  const parsed = new URL(url);
  if (/\.(json|js)$/.test(parsed.pathname)) return parsed.href;
  return new URL('mf-manifest.json', parsed.href.endsWith('/') ? parsed.href : `${parsed.href}/`)
    .href;
}

/** The overrides stored in this browser (remote → manifest URL), local ones only. */
export function readOverrides(): Record<string, string> {
  let stored: unknown;
  try {
    stored = JSON.parse(localStorage.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  const overrides: Record<string, string> = {};
  if (typeof stored !== 'object' || stored === null) return overrides;
  for (const [name, url] of Object.entries(stored)) {
    if (typeof url === 'string' && isLocalUrl(url)) overrides[name] = url;
    else console.warn(`Override de "${name}" ignorado: solo se admiten URLs de localhost`);
  }
  return overrides;
}

/** Turns the override of one remote on (a local URL) or off (null). Throws on a bad URL. */
export function setOverride(name: string, url: string | null): void {
  const overrides = readOverrides();
  if (url === null) delete overrides[name];
  else {
    if (!isLocalUrl(url)) throw new Error(`Solo se admiten URLs de localhost: ${url}`);
    overrides[name] = manifestUrl(url);
  }
  if (Object.keys(overrides).length) localStorage.setItem(KEY, JSON.stringify(overrides));
  else localStorage.removeItem(KEY);
}

/** The description the developer's server answers (its remote.json), or undefined. */
async function localDescription(entry: string): Promise<RegisteredRemote | undefined> {
  try {
    const response = await fetch(new URL('remote.json', entry), {
      cache: 'no-store',
      signal: AbortSignal.timeout(DESCRIPTION_TIMEOUT_MS),
    });
    if (!response.ok) return undefined;
    return parseRemote({ ...(await response.json()), entry });
  } catch {
    return undefined;
  }
}

export const OVERRIDES_PLUGIN = 'overrides';

/** The overrides as a host plugin: what it applied in this tab, besides its hook. */
export interface OverridesPlugin extends RemoteHostPlugin {
  registryRead: NonNullable<RemoteHostPlugin['registryRead']>;
  /** The areas taken from a developer's server in this tab: remote → that server's origin. */
  active(): ReadonlyMap<string, string>;
}

/**
 * Applies this browser's overrides to each registry read: each overridden remote's entry is the
 * local server's, with the description that server gives (its new pages and menu entries), else
 * the registry's. A remote the registry does not know is not added.
 */
export function overridesPlugin(): OverridesPlugin {
  const active = new Map<string, string>();
  const described = new Map<string, Promise<RegisteredRemote | undefined>>();
  return {
    name: OVERRIDES_PLUGIN,
    active: () => active,
    async registryRead({ registry }): Promise<RemoteRegistry> {
      const overrides = readOverrides();
      const remotes = { ...registry.remotes };
      for (const [name, entry] of Object.entries(overrides)) {
        const deployed = remotes[name];
        if (!deployed) continue;
        if (!described.has(entry)) described.set(entry, localDescription(entry));
        const local = await described.get(entry);
        remotes[name] = { ...deployed, ...local, entry, release: local?.release ?? 'dev' };
        active.set(name, new URL(entry).origin);
      }
      return { ...registry, remotes };
    },
  };
}

/** The overrides a host applied in this tab (none without the plugin). */
export function activeOverrides(host: RemoteHost): ReadonlyMap<string, string> {
  const plugin = host.plugins.find((p) => p.name === OVERRIDES_PLUGIN) as
    | OverridesPlugin
    | undefined;
  return plugin?.active() ?? new Map();
}

/** What `backoffice` in the browser's console offers. */
export interface ConsoleApi {
  override: (remote: string, url: string | null) => void;
  overrides: () => Record<string, string>;
}

/** Puts `backoffice.override(remote, url | null)` in the console; it reloads the page. */
export function installConsoleApi(remotes: () => string[]): void {
  const api: ConsoleApi = {
    override(remote, url) {
      const known = remotes();
      if (!known.includes(remote)) {
        throw new Error(`Remote desconocido: ${remote}. Opciones: ${known.join(', ')}`);
      }
      setOverride(remote, url);
      window.location.reload();
    },
    overrides: readOverrides,
  };
  (window as unknown as { backoffice: ConsoleApi }).backoffice = api;
}
