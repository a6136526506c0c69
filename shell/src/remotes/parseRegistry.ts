// Checks a parsed /remotes.json: a remote whose entry is malformed is left out (and said so), so
// one team's mistake cannot take the others' areas down.
import type {
  AreaMenuGroup,
  AreaMenuLink,
  AreaSearchProvider,
  RegisteredRemote,
  RemoteRegistry,
} from 'shared-ui/types';

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
    throw new Error('a menu entry needs a label and a path from the site root');
  }
  if (value.also !== undefined && !isStringArray(value.also, isPath)) {
    throw new Error(`menu entry ${value.path}: 'also' must list paths`);
  }
  if (value.order !== undefined && typeof value.order !== 'number') {
    throw new Error(`menu entry ${value.path}: 'order' must be a number`);
  }
  return value as unknown as AreaMenuLink;
}

function menuGroup(value: unknown): AreaMenuGroup {
  if (!isObject(value) || !isString(value.key) || !isString(value.label)) {
    throw new Error('a menu group needs a key and a label');
  }
  if (typeof value.order !== 'number' || !isString(value.icon) || !Array.isArray(value.children)) {
    throw new Error(`menu group ${value.key}: needs an icon, an order and children`);
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
    throw new Error('a search provider needs type, label, list, fields and an open path with {id}');
  }
  return value as unknown as AreaSearchProvider;
}

function registeredRemote(value: unknown): RegisteredRemote {
  if (!isObject(value) || !isString(value.entry)) throw new Error('needs an entry URL');
  if (!isStringArray(value.prefixes, isPath) || value.prefixes.length === 0) {
    throw new Error('needs its URL prefixes (paths from the site root)');
  }
  if (!Array.isArray(value.menu)) throw new Error('needs a menu list (it may be empty)');
  if (value.search !== undefined && !Array.isArray(value.search)) {
    throw new Error("'search' must be a list");
  }
  if (
    value.links !== undefined &&
    !(isObject(value.links) && Object.values(value.links).every(isPath))
  ) {
    throw new Error("'links' must map names to paths");
  }
  return {
    entry: value.entry,
    prefixes: value.prefixes,
    menu: value.menu.map(menuGroup),
    search: (value.search ?? []).map(searchProvider),
    links: (value.links as Record<string, string> | undefined) ?? {},
  };
}

/** The registry in a parsed remotes.json; throws when the document itself is not one. */
export function parseRegistry(value: unknown): RemoteRegistry {
  if (!isObject(value)) throw new Error('remotes.json: not an object');
  if (typeof value.apiBaseUrl !== 'string')
    throw new Error('remotes.json: apiBaseUrl must be a string');
  if (!isObject(value.remotes)) throw new Error('remotes.json: remotes must map names to remotes');
  const remotes: Record<string, RegisteredRemote> = {};
  for (const [name, remote] of Object.entries(value.remotes)) {
    try {
      remotes[name] = registeredRemote(remote);
    } catch (error) {
      console.error(`remotes.json: "${name}" left out: ${(error as Error).message}`);
    }
  }
  return { apiBaseUrl: value.apiBaseUrl, remotes };
}
