// Picks, from a remote's root-relative route list, the routes of one area, re-rooted under its mount.
import type { RouteObject } from 'react-router-dom';

/**
 * A remote lists its routes from the site root: `{ path: 'productos', children: [...] }` or
 * `{ path: 'productos/crear' }`. Mounted at `/productos/*`, those become `/` and `crear`.
 */
export function scopeToArea(routes: readonly RouteObject[], area: string): RouteObject[] {
  const scoped: RouteObject[] = [];
  for (const route of routes) {
    const path = route.path?.replace(/^\//, '');
    if (path === area) scoped.push({ ...route, path: '/' });
    else if (path?.startsWith(`${area}/`))
      scoped.push({ ...route, path: path.slice(area.length + 1) });
  }
  return scoped;
}
