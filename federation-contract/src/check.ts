// What the shell checks of a remote's `./area` before its routes join the router: the module has
// the shape of an area, and every route lies under the prefixes the registry gives the remote. A
// remote that fails is refused: only its own area shows the error page, and no URL of another area
// is taken (its routes are never patched in). The release command checks the same before a flip.
import type { RouteObject } from 'react-router-dom';
import { type RemoteArea, routeProblems } from './area';

/** A remote whose `./area` the shell refuses: its shape, or routes outside its prefixes. */
export class InvalidAreaError extends Error {
  override name = 'InvalidAreaError';
  constructor(
    readonly remote: string,
    readonly problems: string[],
  ) {
    super(`Remote "${remote}" refused: ${problems.join('; ')}`);
  }
}

export const isInvalidArea = (error: unknown): error is InvalidAreaError =>
  error instanceof Error && error.name === 'InvalidAreaError';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with the shape of a list of routes (paths are texts, children lists). */
function shapeProblems(routes: unknown, where: string): string[] {
  if (!Array.isArray(routes)) return [`${where}: 'routes' debe ser una lista`];
  return routes.flatMap((route, i): string[] => {
    const at = `${where}[${i}]`;
    if (!isObject(route)) return [`${at}: una ruta debe ser un objeto`];
    if (route.path !== undefined && typeof route.path !== 'string') {
      return [`${at}: 'path' debe ser un texto`];
    }
    return route.children === undefined ? [] : shapeProblems(route.children, `${at}.children`);
  });
}

/** The area `value` (the default export of `name`'s `./area`), checked against `prefixes`. */
export function checkedArea(name: string, value: unknown, prefixes: readonly string[]): RemoteArea {
  let problems: string[];
  if (!isObject(value)) problems = ['./area no exporta un área (un objeto con sus rutas)'];
  else if (!Array.isArray(value.routes) || value.routes.length === 0) {
    problems = ["./area no trae sus rutas ('routes')"];
  } else {
    problems = shapeProblems(value.routes, 'routes');
    if (!problems.length) problems = routeProblems(value.routes as RouteObject[], prefixes);
  }
  if (problems.length) throw new InvalidAreaError(name, problems);
  return value as unknown as RemoteArea;
}
