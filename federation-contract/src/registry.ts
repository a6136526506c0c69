// The registry document (/remotes.json): its parsing, where a remote.json and its base URL make an
// entry, and the look-ups the shell makes in it. A remote whose entry is malformed is left out
// (and said so), so one team's mistake cannot take the others' areas down; the release command
// checks a remote's remote.json with the same parseRemote before it flips the registry. Reasons
// are Spanish: the release command prints them as they are.
import {
  type AreaDescription,
  type AreaMenuGroup,
  type AreaMenuLink,
  type AreaSearchProvider,
  type RegisteredRemote,
  type RemoteRegistry,
  startsWithPath,
} from './area';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string' && value !== '';
// A path of this site: '/x', never '//host/x' (another site).
const isPath = (value: unknown): value is string =>
  isString(value) && value.startsWith('/') && !value.startsWith('//');
const isStringArray = (value: unknown, check = isString): value is string[] =>
  Array.isArray(value) && value.every(check);

function menuLink(value: unknown): AreaMenuLink {
  if (!isObject(value) || !isString(value.label) || !isPath(value.path)) {
    throw new Error('una entrada del menú necesita label y una ruta desde la raíz');
  }
  if (value.also !== undefined && !isStringArray(value.also, isPath)) {
    throw new Error(`entrada del menú ${value.path}: 'also' debe listar rutas`);
  }
  if (value.order !== undefined && typeof value.order !== 'number') {
    throw new Error(`entrada del menú ${value.path}: 'order' debe ser un número`);
  }
  return value as unknown as AreaMenuLink;
}

function menuGroup(value: unknown): AreaMenuGroup {
  if (!isObject(value) || !isString(value.key) || !isString(value.label)) {
    throw new Error('un grupo del menú necesita key y label');
  }
  if (typeof value.order !== 'number' || !isString(value.icon) || !Array.isArray(value.children)) {
    throw new Error(`grupo del menú ${value.key}: necesita icon, order y children`);
  }
  return { ...(value as unknown as AreaMenuGroup), children: value.children.map(menuLink) };
}

function searchProvider(value: unknown): AreaSearchProvider {
  if (
    !isObject(value) ||
    !isString(value.type) ||
    !isString(value.label) ||
    !isPath(value.list) ||
    !isStringArray(value.fields) ||
    value.fields.length === 0 ||
    !isPath(value.open) ||
    !value.open.includes('{id}')
  ) {
    throw new Error(
      'un proveedor de búsqueda necesita type, label, list, fields y una ruta open con {id}',
    );
  }
  return value as unknown as AreaSearchProvider;
}

/** One remote's entry (or a remote.json): its description checked; throws the first problem. */
export function parseRemote(value: unknown): RegisteredRemote {
  if (!isObject(value) || !isString(value.entry)) throw new Error('falta la URL de entry');
  if (!isStringArray(value.prefixes, isPath) || value.prefixes.length === 0) {
    throw new Error('faltan sus prefijos (rutas desde la raíz)');
  }
  if (!Array.isArray(value.menu)) throw new Error("falta la lista 'menu' (puede estar vacía)");
  if (value.search !== undefined && !Array.isArray(value.search)) {
    throw new Error("'search' debe ser una lista");
  }
  if (
    value.links !== undefined &&
    !(isObject(value.links) && Object.values(value.links).every(isPath))
  ) {
    throw new Error("'links' debe asociar nombres a rutas");
  }
  if (value.release !== undefined && !isString(value.release)) {
    throw new Error("'release' debe ser un texto");
  }
  if (value.permission !== undefined && !isString(value.permission)) {
    throw new Error("'permission' debe ser un texto");
  }
  if (
    value.pages !== undefined &&
    !(
      isObject(value.pages) &&
      Object.keys(value.pages).every(isPath) &&
      Object.values(value.pages).every(isString)
    )
  ) {
    throw new Error("'pages' debe asociar rutas a permisos");
  }
  return {
    entry: value.entry,
    prefixes: value.prefixes,
    menu: value.menu.map(menuGroup),
    search: (value.search ?? []).map(searchProvider),
    links: (value.links as Record<string, string> | undefined) ?? {},
    ...(value.permission === undefined ? {} : { permission: value.permission }),
    ...(value.pages === undefined ? {} : { pages: value.pages as Record<string, string> }),
    ...(value.release === undefined ? {} : { release: value.release }),
  };
}

/** The registry in a parsed remotes.json; throws when the document itself is not one. */
export function parseRegistry(value: unknown, allowed?: AllowedUrls | null): RemoteRegistry {
  if (!isObject(value)) throw new Error('remotes.json: no es un objeto');
  if (typeof value.apiBaseUrl !== 'string')
    throw new Error('remotes.json: apiBaseUrl debe ser un texto');
  if (!isObject(value.remotes))
    throw new Error('remotes.json: remotes debe asociar nombres a remotes');
  if (allowed && !isAllowed(value.apiBaseUrl, allowed.api)) {
    throw new Error(`remotes.json: apiBaseUrl ${value.apiBaseUrl} no está en la lista permitida`);
  }
  const remotes: Record<string, RegisteredRemote> = {};
  for (const [name, remote] of Object.entries(value.remotes)) {
    try {
      const parsed = parseRemote(remote);
      if (allowed && !isAllowed(parsed.entry, allowed.remotes)) {
        throw new Error(`${parsed.entry} no está en la lista de URLs permitidas`);
      }
      remotes[name] = parsed;
    } catch (error) {
      console.error(`remotes.json: "${name}" queda fuera: ${(error as Error).message}`);
    }
  }
  return { apiBaseUrl: value.apiBaseUrl, remotes };
}

/**
 * Where a registry may send the page: URL prefixes for the remotes' entries and for the API. The
 * static server's Content-Security-Policy carries them (RELEASE_ALLOWED_URLS and API_BASE_URL,
 * docs/federation.md, "Security headers"), on /remotes.json's answer too.
 */
export interface AllowedUrls {
  remotes: readonly string[];
  api: readonly string[];
}

/** Whether `url` is under one of the prefixes (a CSP source: an origin, or an origin and a path). */
export function isAllowed(url: string, prefixes: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const { href } = parsed;
  return prefixes.some((prefix) =>
    prefix.endsWith('/')
      ? href.startsWith(prefix)
      : href === prefix || href === `${prefix}/` || href.startsWith(`${prefix}/`),
  );
}

/**
 * The allowed URLs of a Content-Security-Policy (the header of /remotes.json's answer): the
 * remotes' entries from `script-src`, the API from `connect-src` ('self' is `self`, the page's
 * origin). Null without a policy (a development server sends none): nothing is checked then.
 */
export function allowedByPolicy(policy: string | null, self: string): AllowedUrls | null {
  if (!policy) return null;
  const directives = new Map(
    policy.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name.toLowerCase(), sources] as const;
    }),
  );
  const urls = (name: string) =>
    (directives.get(name) ?? directives.get('default-src') ?? []).flatMap((source) =>
      source === "'self'" ? [`${self}/`] : /^https?:\/\//.test(source) ? [source] : [],
    );
  return { remotes: urls('script-src'), api: urls('connect-src') };
}

/** The file a remote's build writes beside its mf-manifest.json: its description. */
export const DESCRIPTION_FILE = 'remote.json';
/** Module Federation's manifest of a build. */
export const MANIFEST_FILE = 'mf-manifest.json';

/** A remote's remote.json: its area description and its entry, relative to remote.json. */
export interface RemoteDescription extends AreaDescription {
  entry: string;
  release?: string;
}

/** One remote's description and where it is served, as the registry is assembled from them. */
export interface RegistrySource {
  id: string;
  base: string;
  description: RemoteDescription | null;
}

/**
 * The registry from each remote's description and base URL: `entry` (relative to remote.json in
 * the description) becomes absolute. A remote without a description is left out, loudly.
 */
export function registryDocument(
  sources: readonly RegistrySource[],
  apiBaseUrl: string,
): RemoteRegistry {
  const remotes: Record<string, RegisteredRemote> = {};
  for (const { id, base, description } of sources) {
    if (!description) {
      console.warn(`[remotes.json] ${id}: sin ${DESCRIPTION_FILE} en ${base} (¿sin build?)`);
      continue;
    }
    // A dev server's description has no release id (a build's has: scripts/release-id.ts).
    remotes[id] = {
      ...description,
      entry: new URL(description.entry, base).href,
      release: description.release ?? 'dev',
    };
  }
  return { apiBaseUrl, remotes };
}

/** The remote that owns a URL (by its prefixes), if any. */
export function remoteFor(
  pathname: string,
  registry: RemoteRegistry | undefined,
): [string, RegisteredRemote] | undefined {
  if (!registry) return undefined;
  return Object.entries(registry.remotes).find(([, remote]) =>
    remote.prefixes.some((prefix) => startsWithPath(pathname, prefix)),
  );
}

/** Where a named link goes ('campaigns.create'), or undefined when no remote offers it. */
export function linkTo(name: string, registry: RemoteRegistry | undefined): string | undefined {
  if (!registry) return undefined;
  for (const remote of Object.values(registry.remotes)) {
    const path = remote.links?.[name];
    if (path) return path;
  }
  return undefined;
}

/**
 * How the menu names a remote's area ('Productos'): its own menu group, else (a group it shares,
 * such as 'Administración') its first entry there, else its name.
 */
export function areaLabel(name: string, registry: RemoteRegistry | undefined): string {
  const remote = registry?.remotes[name];
  if (!registry || !remote) return name;
  const sharedKey = (key: string) =>
    Object.entries(registry.remotes).some(
      ([other, { menu }]) => other !== name && menu.some((group) => group.key === key),
    );
  const own = remote.menu.find((group) => !sharedKey(group.key));
  return own?.label ?? remote.menu[0]?.children[0]?.label ?? name;
}
