// How an app's folder describes itself: its package.json says, under "federation", the app's name
// and its dev port; a remote's pages, menu and prefixes are its src/area.ts. The apps of the
// repository are the folders at its root that say so: the shell and each area. A new area is a
// new folder, and no table beside the shell changes (docs/federation.md, "Adding an area").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What an app's package.json says of itself under "federation". */
export interface FolderDescription {
  /** The app's name: the shell's `shell`, a remote's Module Federation name ('products'). */
  name: string;
  /** The port its dev server (and its served build) listens on, unless its env variable says. */
  port: number;
  /** Only the shell says so: it hosts the remotes. */
  host?: boolean;
}

/** An app of the repository: its name, its folder (relative to the root) and its port. */
export interface AppInfo {
  readonly id: string;
  readonly dir: string;
  readonly port: number;
  /** The environment variable that moves its port ('PRODUCTS_PORT'). */
  readonly portEnv: string;
  readonly host: boolean;
}

const NAME = /^[a-z][a-z0-9]*$/;

/** The port variable of an app: its name in capitals, `_PORT`. */
export const portEnvOf = (name: string) => `${name.toUpperCase()}_PORT`;

/** Checks what a package.json says under "federation"; throws the problem, in Spanish. */
export function parseFolderDescription(value: unknown, dir: string): FolderDescription {
  const fail = (problem: string): never => {
    throw new Error(`${dir}/package.json, "federation": ${problem}`);
  };
  if (typeof value !== 'object' || value === null) return fail('debe ser un objeto');
  const { name, port, host } = value as Record<string, unknown>;
  if (typeof name !== 'string' || !NAME.test(name)) {
    fail("'name' debe ser minúsculas y cifras, empezando por una letra");
  }
  if (typeof port !== 'number' || !Number.isInteger(port) || port <= 0 || port > 65535) {
    fail("'port' debe ser un puerto");
  }
  if (host !== undefined && typeof host !== 'boolean') fail("'host' debe ser true o false");
  return { name: name as string, port: port as number, ...(host ? { host: true } : {}) };
}

/** The app in `root/dir`, or undefined when its folder does not describe one. */
export function readAppFolder(root: string, dir: string): AppInfo | undefined {
  const file = join(root, dir, 'package.json');
  if (!existsSync(file)) return undefined;
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as { federation?: unknown };
  if (pkg.federation === undefined) return undefined;
  const { name, port, host } = parseFolderDescription(pkg.federation, dir);
  return { id: name, dir, port, portEnv: portEnvOf(name), host: host === true };
}

/**
 * Every app at the root of the repository, the shell first, then the remotes by port. Refuses a
 * second shell, and two apps with one name or one port: each would take the other's place.
 */
export function discoverApps(root: string): AppInfo[] {
  const apps = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => readAppFolder(root, entry.name) ?? []);
  const hosts = apps.filter((app) => app.host);
  if (hosts.length !== 1) {
    throw new Error(`Se esperaba una shell (federation.host) y hay ${hosts.length}`);
  }
  for (const [i, app] of apps.entries()) {
    for (const other of apps.slice(i + 1)) {
      if (app.id === other.id) throw new Error(`${app.dir} y ${other.dir} se llaman ${app.id}`);
      if (app.port === other.port) {
        throw new Error(`${app.dir} y ${other.dir} usan el puerto ${app.port}`);
      }
    }
  }
  return apps.sort((a, b) => Number(b.host) - Number(a.host) || a.port - b.port);
}
