// What a user may see of the areas: each area description says what opening the area needs
// (`permission`), what each of its pages needs (`pages`, by route pattern) and what a menu entry,
// a group or a search provider needs besides. The shell keeps, of the registry, only what the
// session's permissions allow (menu, search, named links, whole areas), and asks `pageNeeds` for
// the page a URL opens. Pure data in, data out: the same rule for the shell and its tests.
import { matchPath } from 'react-router-dom';
import type { AreaDescription, AreaMenuGroup, RegisteredRemote, RemoteRegistry } from './area';
import { remoteFor } from './registry';

/** Whether the session holds a permission. */
export type Allows = (permission: string) => boolean;

/** What opening `path` needs in `area`: the area's permission, and those of the pages it matches. */
export function pageNeeds(area: AreaDescription, path: string): string[] {
  const needs = area.permission ? [area.permission] : [];
  for (const [pattern, permission] of Object.entries(area.pages ?? {})) {
    if (matchPath({ path: pattern, end: true }, path)) needs.push(permission);
  }
  return needs;
}

const allowsAll = (allows: Allows, needs: readonly (string | undefined)[]) =>
  needs.every((need) => need === undefined || allows(need));

/** An area as a user sees it: the menu entries, groups, searches and links they may open. */
export function visibleArea<A extends AreaDescription>(area: A, allows: Allows): A {
  const opens = (path: string, ...more: (string | undefined)[]) =>
    allowsAll(allows, [...pageNeeds(area, path), ...more]);
  const menu: AreaMenuGroup[] = area.menu
    .filter((group) => allowsAll(allows, [group.permission]))
    .map((group) => ({
      ...group,
      children: group.children.filter((link) => opens(link.path, link.permission)),
    }))
    .filter((group) => group.children.length > 0);
  const visible: A = { ...area, menu };
  if (area.search) {
    visible.search = area.search.filter((provider) =>
      opens(provider.open.replace('{id}', '1'), provider.permission),
    );
  }
  if (area.links) {
    visible.links = Object.fromEntries(
      Object.entries(area.links).filter(([, path]) => opens(path)),
    );
  }
  return visible;
}

/** The registry a user sees, and the areas they may not open at all (left out of it). */
export interface VisibleRegistry {
  registry: RemoteRegistry;
  forbidden: Record<string, RegisteredRemote>;
}

/**
 * The registry as a user sees it: an area they may not open is not in it (so nothing loads its
 * remote, names its pages or finds in it); of the others, what `visibleArea` keeps.
 */
export function visibleRegistry(registry: RemoteRegistry, allows: Allows): VisibleRegistry {
  const remotes: Record<string, RegisteredRemote> = {};
  const forbidden: Record<string, RegisteredRemote> = {};
  for (const [name, remote] of Object.entries(registry.remotes)) {
    if (remote.permission && !allows(remote.permission)) forbidden[name] = remote;
    else remotes[name] = visibleArea(remote, allows);
  }
  return { registry: { ...registry, remotes }, forbidden };
}

/**
 * Whether a user may open `path`: the page of an area they may not open, or a page of an area
 * whose permission they lack, is not; a path no area owns is (the shell's own pages decide).
 */
export function mayOpen(path: string, registry: RemoteRegistry, allows: Allows): boolean {
  const owner = remoteFor(path, registry);
  return !owner || allowsAll(allows, pageNeeds(owner[1], path));
}
