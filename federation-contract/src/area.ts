/**
 * How a remote describes its area to the shell. The description
 * is plain data (it travels in the remote's `remote.json` and in the shell's `/remotes.json`, so
 * the menu and the header search work before the remote loads); the routes come with the
 * remote's exposed `./area` module.
 */
import { matchRoutes, type RouteObject } from 'react-router-dom';

/** A menu entry that opens a page. */
export interface AreaMenuLink {
  label: string;
  /** The page it opens, from the site root ('/productos/gestionar'). */
  path: string;
  /** Other URL prefixes that select this entry (its edit pages). */
  also?: string[];
  /** Place inside its group, smaller first; entries without one keep their order, last. */
  order?: number;
  /** What showing this entry needs beyond what its page needs (the area's `pages`). */
  permission?: string;
}

/**
 * A group of the side menu. Groups with the same `key` are one group: two remotes may both add
 * entries to 'administracion'; its label, icon and order are taken from the first one listed.
 */
export interface AreaMenuGroup {
  key: string;
  label: string;
  /** A key of the shell's icon set ('team', 'setting', 'notification', 'appstore', 'book', …). */
  icon: string;
  /** Place in the side menu, smaller first (the shell's own entries use 0-100 in steps of 10). */
  order: number;
  /** What showing the group at all needs (its entries need their own besides). */
  permission?: string;
  children: AreaMenuLink[];
}

/**
 * What the header search can find in an area, as data: the shell fetches `list` (a JSON array from
 * the API), keeps the items whose `fields` contain the query and opens `open` with `{id}` filled in.
 */
export interface AreaSearchProvider {
  /** Stable name of the kind of thing found ('product'). */
  type: string;
  /** Shown beside each hit ('Producto'). */
  label: string;
  /** API path of the list to search ('/products'). */
  list: string;
  /** Fields searched and shown, joined by a space (['name', 'lastName']). */
  fields: string[];
  /** The page that opens a hit, with `{id}` for its id ('/productos/editar/{id}'). */
  open: string;
  /** What searching here needs beyond what the `open` page needs. */
  permission?: string;
}

/** Everything the shell must know of an area before its remote loads. */
export interface AreaDescription {
  /** The first URL segments the remote owns, from the site root ('/productos'). */
  prefixes: string[];
  menu: AreaMenuGroup[];
  search?: AreaSearchProvider[];
  /**
   * Named pages other parts of the app link to ('campaigns.create' → '/campaigns/crear'): the
   * shell's dashboard and pop-ups name the link, the registry says where it goes.
   */
  links?: Record<string, string>;
  /**
   * What opening the area at all needs (a permission name, 'campaigns.read'): a user without it
   * gets none of its menu, search or links, its URLs show the shell's 403 page, and its remote is
   * never loaded.
   */
  permission?: string;
  /**
   * What each page needs beyond the area's permission, by its route pattern from the site root
   * ('/campaigns/crear': 'campaigns.create'). The menu entries, named links and search results
   * that open a page need the same, and the shell guards the route with it.
   */
  pages?: Record<string, string>;
}

/** The module a remote exposes as `./area`: its description and its routes. */
export interface RemoteArea extends AreaDescription {
  /**
   * Route objects written from the site root (`{ path: 'productos', children: [...] }`), added
   * to the shell's router under the private layout on the first visit to one of `prefixes`.
   */
  routes: RouteObject[];
}

/** One remote in `/remotes.json`: where its Module Federation manifest is, and its description. */
export interface RegisteredRemote extends AreaDescription {
  /** URL of its `mf-manifest.json` (or `remoteEntry.js`). */
  entry: string;
  /**
   * Its release id (a hash of the build: scripts/release-id.ts), as its `remote.json` says;
   * 'dev' for a dev server. Missing in a registry written by hand.
   */
  release?: string;
}

/** `/remotes.json`, the run-time registry the shell reads before its first private page. */
export interface RemoteRegistry {
  apiBaseUrl: string;
  remotes: Record<string, RegisteredRemote>;
}

/** Whether `pathname` is `prefix` or below it ('/a' holds '/a/b/7', not '/ab'). */
export const startsWithPath = (pathname: string, prefix: string) =>
  pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);

/** Whether two prefixes claim some URL in common: one is the other, or lies below it. */
export const prefixesOverlap = (a: string, b: string) =>
  startsWithPath(a, b) || startsWithPath(b, a);

/** Every page an area announces (menu entries, named links, search results), with what names it. */
function announcedPaths(area: AreaDescription): [string, string][] {
  const paths: [string, string][] = [];
  for (const group of area.menu) for (const link of group.children) paths.push(['menú', link.path]);
  for (const [name, path] of Object.entries(area.links ?? {})) paths.push([`enlace ${name}`, path]);
  for (const provider of area.search ?? [])
    paths.push([`búsqueda ${provider.type}`, provider.open.replace('{id}', '1')]);
  return paths;
}

const owns = (area: AreaDescription, path: string) =>
  area.prefixes.some((prefix) => startsWithPath(path, prefix));

/**
 * What is wrong with a description alone (a `remote.json`, before its code is loaded): every page
 * it announces must lie under its own prefixes. The release command checks this.
 */
export function descriptionProblems(area: AreaDescription): string[] {
  return announcedPaths(area)
    .filter(([, path]) => !owns(area, path))
    .map(([what, path]) => `${what} ${path}: fuera de sus prefijos`);
}

/**
 * The routes that reach outside `prefixes`: each route's path joined to its parents' must start
 * with one of them, word for word, before any parameter or splat ('productos/:id' under
 * '/productos'; never ':x', '*' or '/' at the top, which would claim other areas' URLs). A
 * pathless route (a layout) is checked through its children. The shell refuses such an area.
 */
export function routeProblems(
  routes: readonly RouteObject[],
  prefixes: readonly string[],
): string[] {
  const problems: string[] = [];
  const walk = (list: readonly RouteObject[], parent: string) => {
    for (const route of list) {
      const joined = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
      const path = `/${joined.split('/').filter(Boolean).join('/')}`;
      const within = prefixes.some((prefix) => {
        const fixed = path.split('/').slice(0, prefix.split('/').filter(Boolean).length + 1);
        return startsWithPath(fixed.join('/') || '/', prefix) && !/[:*?]/.test(fixed.join('/'));
      });
      if (within) continue;
      if (route.path || route.index) problems.push(`ruta ${path}: fuera de sus prefijos`);
      else if (route.children) walk(route.children, path === '/' ? '' : path);
      else problems.push(`ruta sin path ni hijos bajo ${path}: fuera de sus prefijos`);
    }
  };
  walk(routes, '');
  return problems;
}

/**
 * What is wrong with a remote's area, for its own tests: every menu entry, named link and search
 * template must open one of its routes, and every route must sit under one of its prefixes.
 */
export function areaProblems(area: RemoteArea): string[] {
  const problems = descriptionProblems(area);
  for (const [what, path] of announcedPaths(area)) {
    if (owns(area, path) && (matchRoutes(area.routes, path) ?? []).length === 0) {
      problems.push(`${what} ${path}: ninguna ruta la abre`);
    }
  }
  const patterns = new Set(routePatterns(area.routes));
  for (const pattern of Object.keys(area.pages ?? {})) {
    if (!patterns.has(pattern)) problems.push(`página ${pattern}: ninguna ruta tiene ese patrón`);
  }
  return [...problems, ...routeProblems(area.routes, area.prefixes)];
}

/** A route's pattern from the site root, joined to its parents' ('/productos/editar/:id'). */
export const joinPattern = (parent: string, path: string | undefined) =>
  `/${[...parent.split('/'), ...(path ?? '').split('/')].filter(Boolean).join('/')}`;

/** The pattern of every route that has a path or is an index, from the site root. */
export function routePatterns(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const pattern = route.path?.startsWith('/') ? route.path : joinPattern(parent, route.path);
    const own = route.path !== undefined || route.index ? [pattern] : [];
    return [...own, ...routePatterns(route.children ?? [], pattern)];
  });
}
