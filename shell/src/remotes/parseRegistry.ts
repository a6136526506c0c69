// Checks a parsed /remotes.json: a remote whose entry is malformed is left out (and said so), so
// one team's mistake cannot take the others' areas down. The release command checks a remote's
// remote.json with the same parseRemote before it flips the registry (scripts/release.ts).
// Reasons are Spanish: the release command prints them as they are.
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
  return {
    entry: value.entry,
    prefixes: value.prefixes,
    menu: value.menu.map(menuGroup),
    search: (value.search ?? []).map(searchProvider),
    links: (value.links as Record<string, string> | undefined) ?? {},
    ...(value.release === undefined ? {} : { release: value.release }),
  };
}

/** The registry in a parsed remotes.json; throws when the document itself is not one. */
export function parseRegistry(value: unknown): RemoteRegistry {
  if (!isObject(value)) throw new Error('remotes.json: no es un objeto');
  if (typeof value.apiBaseUrl !== 'string')
    throw new Error('remotes.json: apiBaseUrl debe ser un texto');
  if (!isObject(value.remotes))
    throw new Error('remotes.json: remotes debe asociar nombres a remotes');
  const remotes: Record<string, RegisteredRemote> = {};
  for (const [name, remote] of Object.entries(value.remotes)) {
    try {
      remotes[name] = parseRemote(remote);
    } catch (error) {
      console.error(`remotes.json: "${name}" queda fuera: ${(error as Error).message}`);
    }
  }
  return { apiBaseUrl: value.apiBaseUrl, remotes };
}
